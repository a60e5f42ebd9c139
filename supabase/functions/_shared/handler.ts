import { preflightResponse } from './cors.ts';
import { errorResponse, HttpError, INTERNAL_ERROR_MESSAGE } from './responses.ts';

export type MethodHandler = (req: Request) => Promise<Response>;

/**
 * Serves one function: CORS preflight, 405 for other methods, HttpError → its status,
 * anything else → 500 with a generic message (the details go to the function log only).
 */
export function serveFunction(handlers: Partial<Record<'GET' | 'POST' | 'DELETE', MethodHandler>>): void {
  Deno.serve((req) => handleRequest(req, handlers));
}

async function handleRequest(
  req: Request,
  handlers: Partial<Record<string, MethodHandler>>,
): Promise<Response> {
  if (req.method === 'OPTIONS') return preflightResponse();
  const handler = handlers[req.method];
  if (!handler) {
    const allow = [...Object.keys(handlers), 'OPTIONS'].join(', ');
    return errorResponse(405, 'Método não permitido.', { Allow: allow });
  }
  try {
    return await handler(req);
  } catch (error) {
    if (error instanceof HttpError) {
      return errorResponse(error.status, error.message, error.headers, error.details);
    }
    console.error(`[${req.method} ${new URL(req.url).pathname}]`, error);
    return errorResponse(500, INTERNAL_ERROR_MESSAGE);
  }
}
