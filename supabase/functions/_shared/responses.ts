import { corsHeaders } from './cors.ts';

// Every function answers JSON `{ success, error?, ... }` with CORS headers.

function jsonResponse(status: number, body: Record<string, unknown>, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(corsHeaders)) merged.set(name, value);
  merged.set('Content-Type', 'application/json; charset=utf-8');
  merged.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: merged });
}

export function successResponse(body: Record<string, unknown> = {}, status = 200): Response {
  return jsonResponse(status, { ...body, success: true });
}

/** `{ success: false, error }`, with any `details` (e.g. `fieldErrors`) beside them. */
export function errorResponse(
  status: number,
  error: string,
  headers: HeadersInit = {},
  details: Record<string, unknown> = {},
): Response {
  return jsonResponse(status, { ...details, success: false, error }, headers);
}

/**
 * A refusal with its status and Portuguese message, thrown anywhere in a handler; `details` are
 * more fields of the answer (e.g. `fieldErrors`: field path → message).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: HeadersInit;
  readonly details: Record<string, unknown>;
  constructor(
    status: number,
    message: string,
    headers: HeadersInit = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
    this.details = details;
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor. Tente novamente.';
