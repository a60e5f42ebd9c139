import { SESSION_HEADER } from './session-header.ts';

/**
 * The CORS headers of our functions: the ones supabase-js publishes for edge functions
 * (`@supabase/supabase-js/cors`: every header and method its clients send, passed in so this
 * module stays portable), plus what only our functions need: the admin session header, a
 * readable Retry-After for the login brake's wait, and a day's preflight cache.
 */
export function functionCorsHeaders(supabaseCorsHeaders: Record<string, string>): Record<string, string> {
  const allowHeaders = supabaseCorsHeaders['Access-Control-Allow-Headers'];
  return {
    ...supabaseCorsHeaders,
    'Access-Control-Allow-Headers': allowHeaders ? `${allowHeaders}, ${SESSION_HEADER}` : SESSION_HEADER,
    'Access-Control-Expose-Headers': 'retry-after',
    'Access-Control-Max-Age': '86400',
  };
}
