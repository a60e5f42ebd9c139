// Smoke-test function: proves the stand-in runs the real Deno runtime. No secrets, no database.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info, x-session-token',
};

Deno.serve((req: Request): Response => {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  return Response.json(
    {
      message: 'Olá',
      deno: Deno.version.deno,
      method: req.method,
      path: new URL(req.url).pathname,
    },
    { headers: CORS_HEADERS },
  );
});
