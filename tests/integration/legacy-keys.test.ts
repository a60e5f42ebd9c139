// The legacy JWT-based anon and service_role keys keep working beside the publishable and secret
// keys, as they do on hosted Supabase until a project turns them off: the rest of the suite runs
// with the new keys, this file keeps the legacy path covered.
import { createClient, REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { legacyAnonClient, legacyServiceClient } from '../support/clients.ts';
import { callFunction, DEFAULT_ADMIN, uniqueClientAddress } from '../support/edge-functions.ts';
import { makePng } from '../support/test-images.ts';

const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const videos: string[] = [];
const objects: string[] = [];

afterAll(async () => {
  const service = legacyServiceClient();
  if (videos.length > 0) await service.from('videos').delete().in('video_key', videos);
  if (objects.length > 0) await service.storage.from('media').remove(objects);
});

async function insertVideo(active: boolean): Promise<string> {
  const key = `legacy-${run}-${videos.length}`;
  videos.push(key);
  const { error } = await legacyServiceClient().from('videos').insert({
    video_key: key,
    youtube_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    video_name: key,
    is_active: active,
  });
  expect(error).toBeNull();
  return key;
}

describe('the legacy keys', () => {
  it('anon reads the active rows only; service_role reads every row and stores files', async () => {
    const hidden = await insertVideo(false);
    const anonRead = await legacyAnonClient().from('videos').select('video_key').eq('video_key', hidden);
    expect(anonRead).toMatchObject({ error: null, data: [] });
    const serviceRead = await legacyServiceClient()
      .from('videos')
      .select('video_key')
      .eq('video_key', hidden);
    expect(serviceRead).toMatchObject({ error: null, data: [{ video_key: hidden }] });

    const objectPath = `legacy-${run}/service.png`;
    objects.push(objectPath);
    const png = new Blob([new Uint8Array(makePng(2, 2))], { type: 'image/png' });
    expect((await legacyServiceClient().storage.from('media').upload(objectPath, png)).error).toBeNull();
  });

  it('anon follows changes on Realtime', async () => {
    const client = createClient(inject('supabaseUrl'), inject('anonKey'), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const seen: string[] = [];
    const statuses: string[] = [];
    const channel = client
      .channel(`legacy-${run}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'videos' }, (change) => {
        seen.push(String((change.new as { video_key?: unknown }).video_key));
      })
      .subscribe((status) => statuses.push(status));
    try {
      await expect
        .poll(() => statuses.at(-1), { timeout: 10_000 })
        .toBe(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
      const hidden = await insertVideo(false);
      const shown = await insertVideo(true);
      await expect.poll(() => seen, { timeout: 10_000 }).toContain(shown);
      expect(seen).not.toContain(hidden);
    } finally {
      await client.removeChannel(channel);
      client.realtime.disconnect();
    }
  });

  it('anon calls the functions in apikey and Authorization, as the site used to', async () => {
    const anonKey = inject('anonKey');
    const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
    const signIn = await callFunction('admin-auth', {
      json: DEFAULT_ADMIN,
      headers,
      client: uniqueClientAddress(),
    });
    expect(signIn).toMatchObject({ status: 200, body: { success: true } });
    const session = String(signIn.body.sessionToken);
    const list = await callFunction('media-list', { method: 'GET', session, headers });
    expect(list).toMatchObject({ status: 200, body: { success: true } });
    await callFunction('admin-auth', { json: { action: 'logout' }, session, headers });
  });
});
