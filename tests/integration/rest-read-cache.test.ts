// The REST read cache (supabase/local/rest/read-cache.ts) through the official supabase-js:
// a repeated read is answered from the cache with the same answer; each way of writing (REST,
// RPC, storage, edge functions, PGlite used directly) makes the next read see the change; and
// reads that differ in anything that can change the answer never share one. On a stand-in of its
// own: the shared one's other test files write at any time, and this file adds a table.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../../supabase/local/keys.ts';
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts';
import { callFunction, DEFAULT_ADMIN, uniqueClientAddress } from '../support/edge-functions.ts';

/** The home page's public read. */
const PUBLIC_READ = 'media_slots?select=*,media_versions(*)&is_published=eq.true&order=updated_at.desc';

let local: LocalSupabase;
let anon: SupabaseClient;
let service: SupabaseClient;
/** The X-Cache header of the last answer any client of this file received. */
let lastCache: string | null = null;
let publishedSlots: string[];
let unpublishedSlots: string[];

const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  lastCache = response.headers.get('x-cache');
  return response;
};

function client(key: string): SupabaseClient {
  return createClient(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: recordingFetch },
  });
}

async function publish(slot: string): Promise<void> {
  const { error } = await service.rpc('publish_media_version', {
    p_slot_name: slot,
    p_file_url: `${local.url}/storage/v1/object/public/media/cache/${slot}.webp`,
    p_storage_path: `cache/${slot}.webp`,
    p_file_name: `${slot}.webp`,
    p_mime_type: 'image/webp',
    p_file_size: 1000,
    p_width: 16,
    p_height: 9,
  });
  expect(error).toBeNull();
}

/** The home page's read through supabase-js, with the cache's verdict on it. */
async function publicSlots(as: SupabaseClient = anon) {
  const { data, error } = await as
    .from('media_slots')
    .select('*, media_versions(*)')
    .eq('is_published', true)
    .order('updated_at', { ascending: false });
  expect(error).toBeNull();
  return { slots: data as { slot_name: string; title: string }[], cache: lastCache };
}

/**
 * Reads until an answer comes from the cache, so the write that follows has a cached answer to
 * replace. An entry lives 1 s, so on a slow machine the second read may miss: try a few times.
 */
async function primeCache(read: () => Promise<{ cache: string | null }>): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    if ((await read()).cache === 'HIT') return;
  }
  throw new Error('the read never came from the cache');
}

async function rawRead(path: string, headers: Record<string, string> = {}, key = local.anonKey) {
  const response = await fetch(`${local.url}/rest/v1/${path}`, {
    headers: { apikey: key, authorization: `Bearer ${key}`, ...headers },
  });
  return {
    status: response.status,
    body: await response.text(),
    contentType: response.headers.get('content-type'),
    contentRange: response.headers.get('content-range'),
    cache: response.headers.get('x-cache'),
  };
}

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0 });
  anon = client(local.anonKey);
  service = client(local.serviceRoleKey);
  // a public table that storage fills: an upload shows in a REST read only through the database
  await local.db.pg.exec(`
    create table public.cache_test_uploads (name text primary key);
    create function public.cache_test_log_upload() returns trigger language plpgsql as $$
    begin
      insert into public.cache_test_uploads values (new.name);
      return null;
    end;
    $$;
    create trigger cache_test_log_upload after insert on storage.objects
      for each row execute function public.cache_test_log_upload();`);
  const { data, error } = await service.from('media_slots').select('slot_name').order('slot_name').limit(12);
  expect(error).toBeNull();
  const names = (data as { slot_name: string }[]).map((row) => row.slot_name);
  publishedSlots = names.slice(0, 6);
  unpublishedSlots = names.slice(6);
  for (const slot of publishedSlots) await publish(slot);
  // a replaced image: the service role reads both versions of this slot, anon only the current one
  await publish(publishedSlots[0] ?? '');
}, 120_000);

afterAll(async () => {
  await local?.close();
});

describe('a repeated read', () => {
  it('is answered from the cache with the identical status, headers and body', async () => {
    const first = await rawRead(PUBLIC_READ);
    const second = await rawRead(PUBLIC_READ);
    expect(first).toMatchObject({ status: 200, cache: 'MISS' });
    expect(second.cache).toBe('HIT');
    expect({ ...second, cache: 'MISS' }).toEqual(first);
    expect(JSON.parse(first.body)).toHaveLength(publishedSlots.length);

    const { slots } = await publicSlots();
    expect(slots.map((slot) => slot.slot_name).sort()).toEqual([...publishedSlots].sort());
  });

  it('is not cached when it filters on the clock or asks for no cache', async () => {
    expect((await rawRead('media_slots?select=id&updated_at=lt.now')).cache).toBeNull();
    const fresh = await rawRead(PUBLIC_READ, { 'cache-control': 'no-cache' });
    expect(fresh).toMatchObject({ status: 200, cache: null });
    expect(fresh.body).toBe((await rawRead(PUBLIC_READ)).body);
  });
  it('stays valid while visitors download the published images (storage reads are read-only)', async () => {
    const { error } = await service.storage
      .from('media')
      .upload('cache/public-read.webp', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }));
    expect(error).toBeNull();
    await primeCache(publicSlots);
    const download = await fetch(`${local.url}/storage/v1/object/public/media/cache/public-read.webp`);
    expect(download.status).toBe(200);
    expect((await publicSlots()).cache).toBe('HIT');
  });
});

describe('after a write, the next read sees it', () => {
  it('through REST', async () => {
    const slot = publishedSlots[0] ?? '';
    await primeCache(publicSlots);
    const { error } = await service
      .from('media_slots')
      .update({ title: 'Renamed by REST' })
      .eq('slot_name', slot);
    expect(error).toBeNull();
    const { slots, cache } = await publicSlots();
    expect(cache).toBe('MISS');
    expect(slots.find((row) => row.slot_name === slot)?.title).toBe('Renamed by REST');
  });

  it('through an RPC (publish_media_version with the service key)', async () => {
    const slot = unpublishedSlots[0] ?? '';
    await primeCache(publicSlots);
    await publish(slot);
    const { slots } = await publicSlots();
    expect(slots.map((row) => row.slot_name)).toContain(slot);
    expect(slots[0]?.slot_name).toBe(slot); // the newest first
  });

  it('through storage', async () => {
    const readUploads = async () => {
      const { data, error } = await anon.from('cache_test_uploads').select('name');
      expect(error).toBeNull();
      return { names: (data as { name: string }[]).map((row) => row.name), cache: lastCache };
    };
    await primeCache(readUploads);
    const { error } = await service.storage
      .from('media')
      .upload('cache/uploaded.webp', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }));
    expect(error).toBeNull();
    expect((await readUploads()).names).toContain('cache/uploaded.webp');
  });

  it('through edge functions (media-delete, video-manager)', async () => {
    const login = await callFunction('admin-auth', {
      baseUrl: local.url,
      json: DEFAULT_ADMIN,
      client: uniqueClientAddress(),
    });
    expect(login.status).toBe(200);
    const session = String(login.body.sessionToken);

    const slot = publishedSlots[1] ?? '';
    await primeCache(publicSlots);
    const deleted = await callFunction('media-delete', {
      baseUrl: local.url,
      method: 'DELETE',
      session,
      query: { slotName: slot },
    });
    expect(deleted.status).toBe(200);
    expect((await publicSlots()).slots.map((row) => row.slot_name)).not.toContain(slot);

    const readVideos = async () => {
      const { data, error } = await anon.from('videos').select('video_key, video_name').order('video_key');
      expect(error).toBeNull();
      return { videos: data as { video_key: string; video_name: string }[], cache: lastCache };
    };
    await primeCache(readVideos);
    const videoKey = (await readVideos()).videos[0]?.video_key ?? '';
    const saved = await callFunction('video-manager', {
      baseUrl: local.url,
      session,
      json: { videoKey, youtubeUrl: 'https://youtu.be/M7lc1UVf-VE', videoName: 'Renamed by a function' },
    });
    expect(saved.status).toBe(200);
    const { videos } = await readVideos();
    expect(videos.find((video) => video.video_key === videoKey)?.video_name).toBe('Renamed by a function');
  });

  it('through PGlite used directly (query, exec, transaction, withClaims)', async () => {
    const slot = publishedSlots[2] ?? '';
    const titleAfter = async (write: () => Promise<unknown>) => {
      await primeCache(publicSlots);
      await write();
      return (await publicSlots()).slots.find((row) => row.slot_name === slot)?.title;
    };
    const rename = `update public.media_slots set title = $1 where slot_name = $2`;

    expect(await titleAfter(() => local.db.pg.query(rename, ['By query', slot]))).toBe('By query');
    expect(
      await titleAfter(() =>
        local.db.pg.exec(`update public.media_slots set title = 'By exec' where slot_name = '${slot}'`),
      ),
    ).toBe('By exec');
    expect(
      await titleAfter(() => local.db.pg.transaction((tx) => tx.query(rename, ['By transaction', slot]))),
    ).toBe('By transaction');
    expect(
      await titleAfter(() =>
        local.db.withClaims({ role: 'service_role' }, (tx) => tx.query(rename, ['By withClaims', slot])),
      ),
    ).toBe('By withClaims');
  });
});

describe('reads that differ in what can change the answer', () => {
  it('never share an answer: Accept, Prefer, Range and the schema profile', async () => {
    const slot = publishedSlots[3] ?? '';
    const path = `media_slots?select=slot_name&slot_name=eq.${slot}`;
    await primeCache(() => rawRead(path));

    const object = await rawRead(path, { accept: 'application/vnd.pgrst.object+json' });
    expect(object).toMatchObject({ status: 200, cache: 'MISS', body: `{"slot_name":"${slot}"}` });
    expect(object.contentType).toContain('application/vnd.pgrst.object+json');
    const array = await rawRead(path);
    expect(array).toMatchObject({ cache: 'HIT', body: `[{"slot_name":"${slot}"}]` });

    const counted = await rawRead(PUBLIC_READ, { prefer: 'count=exact' });
    expect(counted.cache).toBe('MISS');
    expect(counted.contentRange).toMatch(/^0-\d+\/\d+$/);
    expect((await rawRead(PUBLIC_READ)).contentRange).toMatch(/^0-\d+\/\*$/);

    expect((await rawRead(PUBLIC_READ, { range: '0-1' })).cache).toBe('MISS');
    expect((await rawRead(PUBLIC_READ, { 'accept-profile': 'public' })).cache).toBe('MISS');
  });

  it('never share an answer between roles or users: RLS sees each one', async () => {
    await primeCache(publicSlots);
    const anonSlots = (await publicSlots()).slots.length;

    // the service role bypasses RLS: every version, replaced and deleted images included; anon
    // reads only the version each published slot shows
    const { data, error } = await service.from('media_versions').select('id');
    expect(error).toBeNull();
    expect(lastCache).toBe('MISS');
    expect((data as unknown[]).length).toBeGreaterThan(anonSlots);
    const unfiltered = await rawRead('media_versions?select=id', {}, local.serviceRoleKey);
    expect(JSON.parse(unfiltered.body)).toHaveLength((data as unknown[]).length);
    expect(JSON.parse((await rawRead('media_versions?select=id')).body)).toHaveLength(anonSlots);

    // two signed-in users with the same rights still get entries of their own
    const user = (sub: string) =>
      new SignJWT({ role: 'authenticated', sub, aud: 'authenticated' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
    const first = client(await user('00000000-0000-4000-8000-000000000001'));
    const second = client(await user('00000000-0000-4000-8000-000000000002'));
    await primeCache(() => publicSlots(first));
    const secondRead = await publicSlots(second);
    expect(secondRead.cache).toBe('MISS');
    expect(secondRead.slots).toHaveLength(anonSlots);
  });
});
