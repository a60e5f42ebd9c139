import { corsHeaders as supabaseCorsHeaders } from '@supabase/supabase-js/cors';
import { functionCorsHeaders } from './portable/function-cors.ts';

// Browsers call the functions from the site's origin; every answer, errors included,
// carries these headers or the browser hides the answer from the page.
export const corsHeaders = functionCorsHeaders(supabaseCorsHeaders);

export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: corsHeaders });
}
