import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { JwtClaims } from '../auth.ts';
import { readCacheKey } from './read-cache-key.ts';

const ANON: JwtClaims = { iss: 'supabase-demo', role: 'anon', exp: 1983812996 };
const QUERY = '?select=*,media_versions(*)&is_published=eq.true&order=updated_at.desc';

function keyOf(
  options: {
    method?: string;
    route?: string;
    search?: string;
    headers?: IncomingHttpHeaders;
    claims?: JwtClaims;
  } = {},
): string | null {
  const req = { method: options.method ?? 'GET', headers: options.headers ?? {} } as IncomingMessage;
  const url = new URL(`http://127.0.0.1/rest/v1${options.route ?? '/media_slots'}${options.search ?? QUERY}`);
  return readCacheKey(req, options.route ?? '/media_slots', url, options.claims ?? ANON);
}

describe('readCacheKey', () => {
  it('gives the same key to the same read, whatever the transport and identity headers', () => {
    const plain = keyOf({ headers: { accept: 'application/json' } });
    expect(plain).not.toBeNull();
    expect(
      keyOf({
        headers: {
          accept: 'application/json',
          host: '127.0.0.1:54321',
          connection: 'keep-alive',
          'user-agent': 'node',
          'accept-encoding': 'gzip',
          authorization: 'Bearer another-token-with-the-same-claims',
          apikey: 'x',
          'x-client-info': 'supabase-js-node/2.109.0',
          origin: 'http://localhost:5173',
          'sec-fetch-mode': 'cors',
        },
      }),
    ).toBe(plain);
  });

  it('gives a different key to anything else that can change the answer', () => {
    const variants = [
      keyOf(),
      keyOf({ method: 'HEAD' }),
      keyOf({ route: '/videos' }),
      keyOf({ search: '?select=id' }),
      keyOf({ search: `${QUERY}&limit=1` }),
      keyOf({ headers: { accept: 'application/vnd.pgrst.object+json' } }),
      keyOf({ headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' } }),
      keyOf({ headers: { prefer: 'count=exact' } }),
      keyOf({ headers: { range: '0-9' } }),
      keyOf({ headers: { 'range-unit': 'items' } }),
      keyOf({ headers: { 'accept-profile': 'public' } }),
      keyOf({ headers: { 'x-some-future-header': '1' } }),
      keyOf({ claims: { ...ANON, role: 'service_role' } }),
      keyOf({ claims: { role: 'authenticated', sub: 'user-1' } }),
      keyOf({ claims: { role: 'authenticated', sub: 'user-2' } }),
    ];
    expect(variants).not.toContain(null);
    expect(new Set(variants).size).toBe(variants.length);
  });

  it('leaves writes, RPC calls and the schema root to the database', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS']) expect(keyOf({ method })).toBeNull();
    expect(keyOf({ route: '/rpc/publish_media_version', search: '' })).toBeNull();
    expect(keyOf({ route: '/rpc/slot_names', search: '?p_section=home' })).toBeNull();
    expect(keyOf({ route: '/', search: '' })).toBeNull();
    expect(keyOf({ route: '', search: '' })).toBeNull();
  });

  it('leaves filters that read the clock to the database', () => {
    expect(keyOf({ search: '?updated_at=lt.now' })).toBeNull();
    expect(keyOf({ search: '?updated_at=gte.%20Today' })).toBeNull();
    expect(keyOf({ search: '?created_at=in.(yesterday,tomorrow)' })).toBeNull();
    expect(keyOf({ search: '?updated_at=lt.2026-01-01' })).not.toBeNull();
  });

  it('leaves requests that ask for no cache to the database', () => {
    expect(keyOf({ headers: { 'cache-control': 'no-cache' } })).toBeNull();
    expect(keyOf({ headers: { 'cache-control': 'max-age=0, no-store' } })).toBeNull();
    expect(keyOf({ headers: { pragma: 'no-cache' } })).toBeNull();
  });
});
