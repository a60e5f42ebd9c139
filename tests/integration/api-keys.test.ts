// The publishable and secret keys, as hosted Supabase treats them (docs/local-stand-in.md,
// "Keys"): the publishable key is the anon role, the secret key the service_role, in `apikey`
// (and as the bearer too when it is that same key, as supabase-js sends it), on REST, Storage,
// Realtime and Functions; a key the project does not have is refused at the gateway with 401.
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { anonClient, legacyAnonClient, serviceClient } from '#tests/support/clients.ts';
import { callFunction, login } from '#tests/support/edge-functions.ts';
import { makePng } from '#tests/support/test-images.ts';
import { expectActiveVideoInsertsOnly, videoRows } from '#tests/support/video-inserts.ts';

const MADE_UP = {
  publishable: 'sb_publishable_madeUpKey_0123456789abcdef',
  secret: 'sb_secret_madeUpKey_0123456789abcdef',
  malformed: 'sb_',
};
const INVALID_API_KEY = {
  message: 'Invalid API key',
  hint: 'Double check the provided API key for typos. This API key might also be owned by another Supabase project.',
};
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** The key in apikey alone, and in apikey and as the bearer, as supabase-js sends it. */
function asSupabaseJsSends(key: string): Record<string, string>[] {
  return [{ apikey: key }, { apikey: key, Authorization: `Bearer ${key}` }];
}

function rest(path: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${inject('supabaseUrl')}/rest/v1${path}`, { headers });
}

/** The status and body of a WebSocket upgrade with this key: 101 when it opens. */
function upgrade(apikey: string): Promise<{ status: number; body: unknown }> {
  const url = new URL('/realtime/v1/websocket', inject('supabaseUrl').replace(/^http/, 'ws'));
  url.searchParams.set('apikey', apikey);
  url.searchParams.set('vsn', '2.0.0');
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => {
      socket.close();
      resolve({ status: 101, body: null });
    });
    socket.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    socket.once('error', (error) => {
      if (!String(error.message).includes('Unexpected server response')) reject(error);
    });
  });
}

const videos = videoRows(serviceClient, `keys-${run}`);
afterAll(() => videos.remove());
const insertVideo = (active: boolean) => videos.insert(active);

describe('the publishable key', () => {
  it('reads what the legacy anon key reads, and nothing more', async () => {
    const hidden = await insertVideo(false);
    const reads = async (client: ReturnType<typeof anonClient>) => ({
      videos: (await client.from('videos').select('video_key').order('video_key')).data,
      slots: (await client.from('media_slots').select('slot_name').order('slot_name')).data,
      documents: (await client.from('owner_documents').select('document, locale, version')).data,
      languages: (await client.from('published_locales').select('locale')).data,
      sessions: await client.from('admin_sessions').select('expires_at'),
      history: await client.from('owner_document_versions').select('version'),
    });
    const publishable = await reads(anonClient());
    expect(publishable).toEqual(await reads(legacyAnonClient()));
    expect(publishable.videos?.map((row) => row.video_key)).not.toContain(hidden);
    expect(publishable.slots?.length).toBeGreaterThanOrEqual(62);
    expect(publishable.documents).not.toBeNull();
    expect(publishable.languages).not.toBeNull();
    expect(publishable.sessions.error).toMatchObject({ code: '42501' });
    expect(publishable.history.error).toMatchObject({ code: '42501' });
  });

  it('writes nothing: the anon role’s grants refuse it', async () => {
    const { error } = await anonClient()
      .from('videos')
      .update({ video_name: 'Hacked' })
      .eq('video_key', 'hero-main');
    expect(error).toMatchObject({ code: '42501' });
    const upload = await anonClient()
      .storage.from('media')
      .upload(`keys-${run}/anon.png`, new Blob([new Uint8Array(makePng(2, 2))], { type: 'image/png' }));
    expect(upload.error).not.toBeNull();
  });

  it('is the anon role in apikey alone, or with itself as the bearer, and no other way', async () => {
    const key = inject('publishableKey');
    for (const headers of asSupabaseJsSends(key)) {
      const response = await rest('/videos?select=video_key&video_key=eq.hero-main', headers);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ video_key: 'hero-main' }]);
    }
    // never read from Authorization alone
    const bearerOnly = await rest('/videos?select=video_key', { Authorization: `Bearer ${key}` });
    expect(bearerOnly.status).toBe(401);
    expect(await bearerOnly.json()).toMatchObject({ message: 'No API key found in request' });
    // another API key as the bearer is no JWT, and not the apikey
    const mixed = await rest('/videos?select=video_key', {
      apikey: key,
      Authorization: `Bearer ${inject('secretKey')}`,
    });
    expect(mixed.status).toBe(401);
    expect(await mixed.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('follows changes on Realtime with supabase-js, as anon: an active video arrives, a hidden one does not', async () => {
    await expectActiveVideoInsertsOnly(inject('publishableKey'), insertVideo);
  });

  it('calls each function, which reaches the database with the functions’ secret key', async () => {
    // every answer below comes from the function itself, with the publishable key in apikey only
    const session = await login();
    const answers = {
      'media-list': await callFunction('media-list', { method: 'GET', session }),
      'video-manager': await callFunction('video-manager', { method: 'GET', session }),
      'business-facts': await callFunction('business-facts', { method: 'GET', session }),
      'seo-access': await callFunction('seo-access', { json: { key: 'seo-local-1' } }),
      'media-restore': await callFunction('media-restore', {
        json: { slotName: 'global.logo', versionNumber: 999_999 },
        session,
      }),
      'media-delete': await callFunction('media-delete', { method: 'DELETE', session }),
      'media-upload': await callFunction('media-upload', { json: {}, session }),
    };
    expect(answers['media-list']).toMatchObject({ status: 200, body: { success: true } });
    expect((answers['media-list'].body.media as unknown[]).length).toBeGreaterThanOrEqual(62);
    expect(answers['video-manager']).toMatchObject({ status: 200, body: { success: true } });
    expect(answers['business-facts']).toMatchObject({ status: 200, body: { success: true } });
    expect(answers['seo-access']).toMatchObject({ status: 200, body: { success: true } });
    expect(answers['media-restore']).toMatchObject({ status: 404, body: { success: false } });
    expect(answers['media-delete']).toMatchObject({ status: 400, body: { success: false } });
    // JSON is its texts action, refused without an action
    expect(answers['media-upload']).toMatchObject({ status: 400, body: { success: false } });
    const signOut = await callFunction('admin-auth', { json: { action: 'logout' }, session });
    expect(signOut).toMatchObject({ status: 200, body: { success: true } });
  });
});

describe('the secret key', () => {
  it('bypasses row level security: it reads hidden rows and writes', async () => {
    const hidden = await insertVideo(false);
    const { data, error } = await serviceClient().from('videos').select('video_key').eq('video_key', hidden);
    expect(error).toBeNull();
    expect(data).toEqual([{ video_key: hidden }]);
    const sessions = await serviceClient().from('admin_sessions').select('expires_at').limit(1);
    expect(sessions.error).toBeNull();
  });

  it('is refused from a browser, which hosted Supabase tells by its User-Agent', async () => {
    const key = inject('secretKey');
    const fromBrowser = await rest('/videos?select=video_key', { apikey: key, 'User-Agent': BROWSER });
    expect(fromBrowser.status).toBe(401);
    expect(await fromBrowser.json()).toEqual({ message: 'Forbidden use of secret API key in browser' });
    const publishable = await rest('/videos?select=video_key&limit=1', {
      apikey: inject('publishableKey'),
      'User-Agent': BROWSER,
    });
    expect(publishable.status).toBe(200);
  });
});

describe('a key the project does not have', () => {
  it.each(Object.entries(MADE_UP))(
    'refuses a made-up %s key on REST with 401 and the gateway’s answer',
    async (_kind, key) => {
      for (const headers of asSupabaseJsSends(key)) {
        const response = await rest('/videos?select=video_key', headers);
        expect(response.status).toBe(401);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual(INVALID_API_KEY);
      }
    },
  );

  it.each(Object.entries(MADE_UP))(
    'refuses a made-up %s key on Storage with 401, the public route staying open',
    async (_kind, key) => {
      const client = createClient(inject('supabaseUrl'), key, { auth: { persistSession: false } });
      const { error } = await client.storage
        .from('media')
        .upload(`keys-${run}/made-up.png`, new Blob([new Uint8Array(makePng(2, 2))], { type: 'image/png' }));
      expect(error).toMatchObject({ status: 401, message: INVALID_API_KEY.message });
      const listed = await fetch(`${inject('supabaseUrl')}/storage/v1/object/list/media`, {
        method: 'POST',
        headers: { apikey: key, 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: 'slots' }),
      });
      expect(listed.status).toBe(401);
      expect(await listed.json()).toEqual(INVALID_API_KEY);
    },
  );

  it.each(Object.entries(MADE_UP))(
    'refuses a made-up %s key at the Realtime upgrade with 401',
    async (_kind, key) => {
      expect(await upgrade(key)).toEqual({ status: 401, body: INVALID_API_KEY });
    },
  );

  it('lets the project’s own keys through the Realtime upgrade', async () => {
    expect((await upgrade(inject('publishableKey'))).status).toBe(101);
    expect((await upgrade(inject('secretKey'))).status).toBe(101);
  });
});
