import { corsHeaders } from './cors.ts';

// Every function answers JSON `{ success, error?, ... }` with CORS headers.

export function jsonResponse(
  status: number,
  body: Record<string, unknown>,
  headers: HeadersInit = {},
): Response {
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(corsHeaders)) merged.set(name, value);
  merged.set('Content-Type', 'application/json; charset=utf-8');
  merged.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: merged });
}

export function successResponse(body: Record<string, unknown> = {}, status = 200): Response {
  return jsonResponse(status, { ...body, success: true });
}

export function errorResponse(status: number, error: string, headers: HeadersInit = {}): Response {
  return jsonResponse(status, { success: false, error }, headers);
}

/** A refusal with its status and Portuguese message, thrown anywhere in a handler. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: HeadersInit;
  constructor(status: number, message: string, headers: HeadersInit = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor. Tente novamente.';
