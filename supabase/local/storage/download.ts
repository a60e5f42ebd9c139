import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORS_HEADERS } from '#local/http.ts';
import type { StoredObject } from './objects.ts';

/**
 * Answers a GET/HEAD for an object with the type it was stored with. nosniff stops a browser
 * from reading a mislabelled upload as HTML or script; the ETag lets caches revalidate cheaply.
 */
export function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  object: StoredObject,
  bytes: Buffer,
): void {
  const metadata = object.metadata;
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'Access-Control-Expose-Headers': 'Content-Length, Content-Type, ETag, Last-Modified',
    'Content-Type': metadata?.mimetype || 'application/octet-stream',
    'Cache-Control': metadata?.cacheControl || 'no-cache',
    'Last-Modified': new Date(object.updated_at).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (metadata?.eTag) headers.ETag = metadata.eTag;

  if (metadata?.eTag && req.headers['if-none-match'] === metadata.eTag)
    return void res.writeHead(304, headers).end();
  res.writeHead(200, { ...headers, 'Content-Length': String(bytes.length) });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
