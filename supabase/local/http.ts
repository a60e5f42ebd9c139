import type { IncomingMessage, ServerResponse } from 'node:http';

// Hosted Supabase answers every origin; browsers need these on errors too.
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, x-client-info, x-session-token, prefer, accept, accept-profile, content-profile, range, x-upsert, cache-control, x-supabase-api-version',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Content-Type, Location, X-Total-Count',
  'Access-Control-Max-Age': '86400',
};

/** An adapter's entry: `route` is the path after its prefix, e.g. /videos after /rest/v1. */
export type RouteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  url: URL,
) => Promise<void>;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  });
  res.end(text);
}

export class BodyTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.limit = limit;
  }
}

// Beyond this a refused body is cut off rather than read to its end.
const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * Reads the whole body, refusing more than `limit` bytes without buffering them. A refused body
 * is still read to its end (up to DRAIN_LIMIT) and dropped: a connection closed while the client
 * is still sending reaches it as a reset ("fetch failed"), not as the refusal's status.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > DRAIN_LIMIT) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > DRAIN_LIMIT) break; // leaving the loop destroys the request
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit || declared > limit) throw new BodyTooLargeError(limit);
  return Buffer.concat(chunks);
}
