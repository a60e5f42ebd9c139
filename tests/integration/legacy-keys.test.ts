// The legacy JWT-based anon and service_role keys keep working beside the publishable and secret
// keys, as they do on hosted Supabase until a project turns them off: the rest of the suite runs
// with the new keys, this file keeps the legacy path covered.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { legacyAnonClient, legacyServiceClient } from '#tests/support/clients.ts';
import { callFunction, DEFAULT_ADMIN, uniqueClientAddress } from '#tests/support/edge-functions.ts';
import { makePng } from '#tests/support/test-images.ts';
import { expectActiveVideoInsertsOnly, videoRows } from '#tests/support/video-inserts.ts';

const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const videos = videoRows(legacyServiceClient, `legacy-${run}`);
const objects: string[] = [];

afterAll(async () => {
  await videos.remove();
  if (objects.length > 0) await legacyServiceClient().storage.from('media').remove(objects);
});

const insertVideo = (active: boolean) => videos.insert(active);

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
    await expectActiveVideoInsertsOnly(inject('anonKey'), insertVideo);
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
