// Which /rest/v1 requests may be answered from the read cache, and the key of their answer:
// everything the answer can depend on besides the database itself.

import type { IncomingMessage } from 'node:http';
import type { JwtClaims } from '../auth.ts';

/**
 * Request headers that never change a /rest/v1 answer. Every other header is part of the key,
 * so a header the REST code starts reading later can only split the cache, never mix answers.
 * Authorization and apikey are represented by the verified claims they carry.
 */
const IGNORED_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'user-agent',
  'accept-encoding',
  'accept-language',
  'authorization',
  'apikey',
  'x-client-info',
  'origin',
  'referer',
  'priority',
  'dnt',
]);

/**
 * Postgres turns these date/time inputs into the clock's current value ('now'::timestamptz),
 * so a filter holding one is not a fixed question. Any occurrence in the query counts.
 */
const CLOCK_WORDS = /now|today|tomorrow|yesterday/i;

/** Cache-Control / Pragma asking for an answer straight from the database. */
const NO_CACHE = /no-cache|no-store/i;

/**
 * The cache key of a table read (GET or HEAD on /rest/v1/<table>), or null when the request
 * must go to the database: RPC calls (functions may be volatile), writes, the schema root,
 * filters that read the clock, and requests that ask not to be served from a cache.
 */
export function readCacheKey(
  req: IncomingMessage,
  route: string,
  url: URL,
  claims: JwtClaims,
): string | null {
  const method = req.method;
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (route.split('/').filter(Boolean).length !== 1) return null;
  if (
    NO_CACHE.test(String(req.headers['cache-control'] ?? '')) ||
    NO_CACHE.test(String(req.headers.pragma ?? ''))
  ) {
    return null;
  }
  for (const [name, value] of url.searchParams) {
    if (CLOCK_WORDS.test(name) || CLOCK_WORDS.test(value)) return null;
  }

  const headers: string[] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (IGNORED_HEADERS.has(name) || name.startsWith('sec-')) continue;
    headers.push(`${name}: ${Array.isArray(value) ? value.join('\n') : value}`);
  }
  headers.sort();
  return JSON.stringify([method, route, url.search, claims, headers]);
}
