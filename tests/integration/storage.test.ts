// Storage through the official storage-js client (and raw fetch where a browser would use a URL):
// bytes and types round-trip, the bucket's rules and RLS refuse what they must, in Storage's shapes.
import { randomUUID } from 'node:crypto';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#portable/media-rules.ts';
import { startLocalSupabase } from '#local/server.ts';
import { anonClient, serviceClient } from '#tests/support/clients.ts';

const prefix = `test-${randomUUID().slice(0, 8)}`;
const media = () => serviceClient().storage.from('media');
const uploaded = new Set<string>();

// Smallest byte strings that start like the real formats; Storage trusts the declared type.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
// the bucket's file size limit (set by a migration) is the upload limit of the site and functions
const LIMIT = MAX_UPLOAD_BYTES;

async function put(name: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/png'): Promise<string> {
  const objectPath = `${prefix}/${name}`;
  const { error } = await media().upload(objectPath, new Blob([bytes], { type }));
  expect(error).toBeNull();
  uploaded.add(objectPath);
  return objectPath;
}

function publicUrl(objectPath: string): string {
  return media().getPublicUrl(objectPath).data.publicUrl;
}

function storageUrl(route: string): string {
  return `${inject('supabaseUrl')}/storage/v1${route}`;
}

afterAll(async () => {
  if (uploaded.size > 0) await media().remove([...uploaded]);
});

describe('upload and public download', () => {
  it('round-trips the bytes and the type, with nosniff, caching headers and an ETag', async () => {
    const objectPath = await put('round trip.png', PNG);

    const response = await fetch(publicUrl(objectPath));

    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(PNG.length));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const revalidated = await fetch(publicUrl(objectPath), { headers: { 'If-None-Match': etag ?? '' } });
    expect(revalidated.status).toBe(304);
  });

  it('stores a raw body with the Content-Type it was sent with', async () => {
    const objectPath = `${prefix}/raw.webp`;
    uploaded.add(objectPath);
    const { error } = await media().upload(objectPath, Buffer.from(WEBP), { contentType: 'image/webp' });
    expect(error).toBeNull();

    const response = await fetch(publicUrl(objectPath));
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(WEBP);
  });

  it('answers the upload with the object id and its full path', async () => {
    const objectPath = `${prefix}/ids.png`;
    uploaded.add(objectPath);
    const { data, error } = await media().upload(objectPath, new Blob([PNG], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data).toEqual({ path: objectPath, fullPath: `media/${objectPath}`, id: expect.any(String) });
  });

  it('serves the authenticated route to the service role', async () => {
    const objectPath = await put('private-read.png', PNG);
    const { data, error } = await media().download(objectPath);
    expect(error).toBeNull();
    expect(data?.type).toBe('image/png');
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(PNG);
  });
});

describe('overwriting', () => {
  it('refuses a second upload to the same path unless upsert is asked for', async () => {
    const objectPath = await put('upsert.png', PNG);

    const duplicate = await media().upload(objectPath, new Blob([WEBP], { type: 'image/webp' }));
    expect(duplicate.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    const upsert = await media().upload(objectPath, new Blob([WEBP], { type: 'image/webp' }), {
      upsert: true,
    });
    expect(upsert.error).toBeNull();
    const response = await fetch(publicUrl(objectPath));
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(WEBP);
  });

  it('answers update() (PUT) and the routes storage-js uses nowhere here with 501 naming them', async () => {
    const objectPath = await put('update.png', PNG);
    const { error } = await media().update(objectPath, new Blob([WEBP], { type: 'image/webp' }));
    expect(error).toMatchObject({
      status: 501,
      statusCode: '501',
      message: 'Replacing an object with update() (PUT): not supported by the local stand-in',
    });
    expect(new Uint8Array(await (await fetch(publicUrl(objectPath))).arrayBuffer())).toEqual(PNG);
    expect((await media().createSignedUrl(objectPath, 60)).error).toMatchObject({ status: 501 });
    expect((await media().move(objectPath, `${prefix}/moved.png`)).error).toMatchObject({ status: 501 });
  });
});

describe('list and remove', () => {
  it('lists one folder level with sub-folders, filters by search and pages', async () => {
    await put('listing/b.png', PNG);
    await put('listing/a.png', PNG);
    await put('listing/nested/c.png', PNG);

    const { data, error } = await media().list(`${prefix}/listing`);
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.png', false],
      ['b.png', false],
      ['nested', true],
    ]);
    expect(data?.[0]?.metadata).toMatchObject({ mimetype: 'image/png', size: PNG.length });

    const searched = await media().list(`${prefix}/listing`, { search: 'B' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['b.png']);

    const paged = await media().list(`${prefix}/listing`, {
      limit: 1,
      offset: 1,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(paged.data?.map((entry) => entry.name)).toEqual(['b.png']);
  });

  it('removes the named objects and answers with them', async () => {
    const keep = await put('remove/keep.png', PNG);
    const drop = await put('remove/drop.png', PNG);

    const { data, error } = await media().remove([drop, `${prefix}/remove/never-existed.png`]);

    expect(error).toBeNull();
    expect(data?.map((object) => object.name)).toEqual([drop]);
    const listed = await media().list(`${prefix}/remove`);
    expect(listed.data?.map((entry) => entry.name)).toEqual(['keep.png']);
    const gone = await fetch(publicUrl(drop));
    expect(await gone.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
    expect((await fetch(publicUrl(keep))).status).toBe(200);
  });
});

describe('the bucket rules', () => {
  it('refuses a type the bucket does not allow, multipart or raw', async () => {
    const multipart = await media().upload(`${prefix}/note.txt`, new Blob(['hello'], { type: 'text/plain' }));
    expect(multipart.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });

    const raw = await media().upload(`${prefix}/vector.svg`, Buffer.from('<svg/>'), {
      contentType: 'image/svg+xml',
    });
    expect(raw.error).toMatchObject({
      statusCode: '415',
      message: 'mime type image/svg+xml is not supported',
    });
    expect((await media().exists(`${prefix}/vector.svg`)).data).toBe(false);
  });

  it('answers in the exact JSON shape Storage uses', async () => {
    const response = await fetch(storageUrl(`/object/media/${prefix}/shape.txt`), {
      method: 'POST',
      headers: { apikey: inject('secretKey'), 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    // Hosted Storage sends HTTP 400 for every refusal and the real code in statusCode
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type text/plain is not supported',
    });
  });

  it('refuses a file one byte over the 10 MB limit and stores nothing', async () => {
    const tooBig = new Uint8Array(LIMIT + 1);
    tooBig.set(PNG);

    const multipart = await media().upload(`${prefix}/big.png`, new Blob([tooBig], { type: 'image/png' }));
    const raw = await media().upload(`${prefix}/big-raw.png`, Buffer.from(tooBig), {
      contentType: 'image/png',
    });

    for (const { error } of [multipart, raw]) {
      expect(error).toMatchObject({
        statusCode: '413',
        message: 'The object exceeded the maximum allowed size',
      });
    }
    expect((await media().exists(`${prefix}/big.png`)).data).toBe(false);
    expect((await media().exists(`${prefix}/big-raw.png`)).data).toBe(false);
  });

  it('accepts a file of exactly the limit', async () => {
    const objectPath = `${prefix}/at-limit.png`;
    uploaded.add(objectPath);
    const { error } = await media().upload(
      objectPath,
      new Blob([new Uint8Array(LIMIT)], { type: 'image/png' }),
    );
    expect(error).toBeNull();
  });
});

describe('authorisation', () => {
  it('refuses an anonymous upload through RLS and stores nothing', async () => {
    const objectPath = `${prefix}/anon.png`;
    const { error } = await anonClient()
      .storage.from('media')
      .upload(objectPath, new Blob([PNG], { type: 'image/png' }));

    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect((await media().exists(objectPath)).data).toBe(false);
  });

  it('lets an anonymous remove delete nothing', async () => {
    const objectPath = await put('anon-remove.png', PNG);
    const { data } = await anonClient().storage.from('media').remove([objectPath]);
    expect(data).toEqual([]);
    expect((await fetch(publicUrl(objectPath))).status).toBe(200);
  });

  it('refuses a forged legacy key and a request without any key', async () => {
    const forged = createClient(inject('supabaseUrl'), `${inject('serviceRoleKey')}x`, {
      auth: { persistSession: false },
    });
    const { error } = await forged.storage.from('media').upload(`${prefix}/forged.png`, new Blob([PNG]));
    expect(error).toMatchObject({ statusCode: '403', message: 'invalid signature' });

    const keyless = await fetch(storageUrl(`/object/media/${prefix}/keyless.png`), {
      method: 'POST',
      body: 'x',
    });
    expect(keyless.status).toBe(401);
  });

  it('reads a public object without any key', async () => {
    const objectPath = await put('no-key.png', PNG);
    const response = await fetch(storageUrl(`/object/public/media/${objectPath}`));
    expect(response.status).toBe(200);
  });
});

describe('bad paths', () => {
  it('answers a missing object with Storage not-found error', async () => {
    const response = await fetch(publicUrl(`${prefix}/missing.png`));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    });

    const { error } = await media().download(`${prefix}/missing.png`);
    expect(error).toMatchObject({ status: 400 });

    const bucket = await fetch(storageUrl(`/object/public/no-such-bucket/a.png`));
    expect(await bucket.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it.each([
    ['a parent segment', `${prefix}/..%2F..%2Fescape.png`],
    ['an encoded parent segment', `${prefix}%2F%2E%2E%2Fescape.png`],
    ['an empty segment', `${prefix}//double.png`],
    ['a control character', `${prefix}/nul%00.png`],
    ['a malformed escape', `${prefix}/bad%E0%A4%A.png`],
  ])('refuses %s in an object key', async (_label, key) => {
    const upload = await fetch(storageUrl(`/object/media/${key}`), {
      method: 'POST',
      headers: { apikey: inject('secretKey'), 'Content-Type': 'image/png' },
      body: PNG,
    });
    expect(upload.status).toBe(400);
    expect(await upload.json()).toMatchObject({ statusCode: '400', error: 'InvalidKey' });

    const download = await fetch(storageUrl(`/object/public/media/${key}`));
    expect(await download.json()).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
  });
});

describe('persistence', () => {
  it('keeps the bytes under <dataDir>/storage/<bucket>/<path> across a restart and deletes them on remove', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
    try {
      let local = await startLocalSupabase({ port: 0, dataDir, functions: false });
      const objectPath = 'persisted/one.png';
      const file = path.join(dataDir, 'storage', 'media', 'persisted', 'one.png');
      try {
        const client = createClient(local.url, local.secretKey, { auth: { persistSession: false } });
        const { error } = await client.storage
          .from('media')
          .upload(objectPath, new Blob([PNG], { type: 'image/png' }));
        expect(error).toBeNull();
        expect(new Uint8Array(await readFile(file))).toEqual(PNG);
      } finally {
        await local.close();
      }

      local = await startLocalSupabase({ port: 0, dataDir, functions: false });
      try {
        const client = createClient(local.url, local.secretKey, { auth: { persistSession: false } });
        const response = await fetch(client.storage.from('media').getPublicUrl(objectPath).data.publicUrl);
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);

        await client.storage.from('media').remove([objectPath]);
        await expect(access(file)).rejects.toThrow();
        await expect(access(path.dirname(file))).rejects.toThrow();
      } finally {
        await local.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
