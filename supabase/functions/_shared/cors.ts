// Browsers call the functions from the site's origin; every answer, errors included,
// carries these headers or the browser hides the answer from the page.
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info, x-session-token',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'retry-after',
  'Access-Control-Max-Age': '86400',
};

export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: corsHeaders });
}
