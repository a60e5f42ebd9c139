// Malformed URLs, bodies and keys sent to /rest/v1 each get an error answer (4xx, JSON where the
// request got as far as the stand-in) and never take the server down.
import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '#local/keys.ts';

type Request = () => Promise<Response>;

function rest(path: string, init: RequestInit = {}, key = inject('publishableKey')): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', key);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
  return fetch(`${inject('supabaseUrl')}/rest/v1${path}`, { ...init, headers });
}

function asService(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  return rest(path, { ...init, headers }, inject('secretKey'));
}

function withKey(key: string): Request {
  return () => rest('/videos?select=video_key', { headers: { apikey: key, authorization: `Bearer ${key}` } });
}

async function expectJsonError(response: Response, status: number): Promise<Record<string, unknown>> {
  const text = await response.text();
  expect({ status: response.status, text }).toMatchObject({ status });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(body.message).toEqual(expect.any(String));
  return body;
}

/** A good request right after the bad one: the stand-in is still up and answering. */
async function expectStillServes(): Promise<void> {
  const response = await rest('/videos?select=video_key&video_key=eq.hero-main');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual([{ video_key: 'hero-main' }]);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('bad input to /rest/v1', () => {
  const badUrls: Array<[string, string, number | number[]]> = [
    ['bad percent-encoding in select', '/videos?select=%E0%A4%A', 400],
    ['an unclosed embed', '/videos?select=*,(', 400],
    ['a filter without a value', '/videos?id=eq', 400],
    ['an injected order', '/videos?order=;drop%20table%20videos', 400],
    ['an unknown negated operator', '/videos?video_key=not.zz.1', 400],
    ['an unknown order direction', '/videos?order=video_key.sideways', 400],
    ['an unclosed in list', '/videos?video_key=in.(a,b', 400],
    ['an injected select', '/videos?select=video_key;select%201', 400],
    ['an unknown column', '/videos?nope=eq.1', 400],
    ['a value of the wrong type', '/videos?id=eq.not-a-uuid', 400],
    ['a NUL byte in a value', '/videos?video_key=eq.%00', 400],
    ['deeply nested parentheses', `/videos?select=${'('.repeat(4000)}`, 400],
    ['a long select of unknown columns', `/videos?select=${'x,'.repeat(4000)}x`, 400],
    ['an unknown table', '/no_such_table', 404],
    ['a table in another schema', '/pg_catalog.pg_authid', 404],
    ['bad percent-encoding in the table name', '/vid%ZZeos', [400, 404]],
  ];

  it.each(badUrls)('answers %s with a JSON error', async (_name, path, statuses) => {
    const response = await rest(path);
    expect([statuses].flat()).toContain(response.status);
    await expectJsonError(response, response.status);
    await expectStillServes();
  });

  it('refuses a query string larger than the header limit', async () => {
    const response = await rest(`/videos?select=video_key&video_key=eq.${'a'.repeat(100_000)}`);
    expect([414, 431]).toContain(response.status);
    await response.arrayBuffer();
    await expectStillServes();
  });

  const badBodies: Array<[string, string, string, number]> = [
    ['invalid JSON', 'POST', '{"video_key":', 400],
    ['an empty body', 'POST', '', 400],
    ['a JSON string', 'POST', '"a string"', 400],
    ['a JSON number', 'POST', '42', 400],
    ['an array of numbers', 'POST', '[1, 2]', 400],
    [
      'fields of the wrong type',
      'POST',
      '{"video_key": 5, "youtube_url": "u", "video_name": "v", "is_active": "maybe"}',
      400,
    ],
    ['an unknown column', 'POST', '{"nope": 1}', 400],
    ['invalid JSON in an update', 'PATCH', '{"video_name": }', 400],
  ];

  it.each(badBodies)('answers a body of %s with a JSON error', async (_name, method, body, status) => {
    const path = method === 'PATCH' ? '/videos?video_key=eq.no-such-video' : '/videos';
    await expectJsonError(await asService(path, { method, body }), status);
    await expectStillServes();
  });

  it('answers rpc calls with bad arguments with a JSON error', async () => {
    await expectJsonError(
      await asService('/rpc/publish_media_version', { method: 'POST', body: '{"p_slot_name":' }),
      400,
    );
    const wrongTypes = await asService('/rpc/publish_media_version', {
      method: 'POST',
      body: JSON.stringify({ p_slot_name: [1], p_file_url: {}, p_width: 'wide' }),
    });
    expect([400, 404]).toContain(wrongTypes.status);
    await expectJsonError(wrongTypes, wrongTypes.status);
    await expectJsonError(await asService('/rpc/no_such_function', { method: 'POST', body: '{}' }), 404);
    await expectStillServes();
  });

  it('refuses a 20 MB body without falling over', async () => {
    const body = JSON.stringify({
      video_key: 'huge',
      youtube_url: 'u',
      video_name: 'v',
      description: 'x'.repeat(20 << 20),
    });
    // the stand-in may answer 413 and close before reading it all: a reset socket is a refusal too
    const response = await asService('/videos', { method: 'POST', body }).catch((error: unknown) => error);
    if (response instanceof Response) await expectJsonError(response, 413);
    else expect(response).toBeInstanceOf(Error);
    await expectStillServes();
    const stored = await asService('/videos?select=video_key&video_key=eq.huge');
    expect(await stored.json()).toEqual([]);
  });

  const badKeys: Array<[string, () => Promise<string>]> = [
    ['garbage', async () => 'garbage'],
    ['a made-up publishable key', async () => 'sb_publishable_madeUpKey_0000000000'],
    ['a made-up secret key', async () => 'sb_secret_madeUpKey_0000000000'],
    ['a malformed API key', async () => 'sb_'],
    ['a.b.c', async () => 'a.b.c'],
    [
      'an unsigned alg none key',
      async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role' })}.`,
    ],
    [
      'a key for a role the API does not have',
      () =>
        new SignJWT({ role: 'postgres' })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode(LOCAL_JWT_SECRET)),
    ],
    [
      'a key not valid yet',
      () =>
        new SignJWT({ role: 'anon', nbf: nowSeconds() + 3600 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode(LOCAL_JWT_SECRET)),
    ],
  ];

  it.each(badKeys)('refuses %s with 401 JSON', async (_name, makeKey) => {
    const body = await expectJsonError(await withKey(await makeKey())(), 401);
    expect(body).not.toHaveProperty('data');
    await expectStillServes();
  });

  it('refuses an empty bearer with 401 JSON', async () => {
    await expectJsonError(await rest('/videos', { headers: { apikey: '', authorization: 'Bearer ' } }), 401);
    await expectStillServes();
  });
});
