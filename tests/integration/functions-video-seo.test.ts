// video-manager and seo-access over HTTP against the real Deno functions.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '#tests/support/clients.ts';
import { callFunction, login, uniqueClientAddress } from '#tests/support/edge-functions.ts';

const run = randomBytes(3).toString('hex');
const videoKey = `teste-${run}`;
let session: string;

beforeAll(async () => {
  const { error } = await serviceClient().from('videos').insert({
    video_key: videoKey,
    youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    video_name: 'Vídeo de teste',
  });
  if (error) throw new Error(error.message);
  session = await login();
});

afterAll(async () => {
  await serviceClient().from('videos').delete().eq('video_key', videoKey);
});

async function storedVideo() {
  const { data } = await serviceClient()
    .from('videos')
    .select('youtube_url, video_name, description')
    .eq('video_key', videoKey)
    .single();
  return data;
}

describe('video-manager', () => {
  it('lists the active videos, newest first', async () => {
    const answer = await callFunction('video-manager', { method: 'GET', session });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const videos = answer.body.videos as Array<Record<string, unknown>>;
    expect(videos.map((video) => video.video_key)).toEqual(
      expect.arrayContaining(['hero-main', 'waterproofing', videoKey]),
    );
    expect(videos[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        youtube_url: expect.any(String),
        video_name: expect.any(String),
        description: expect.any(String),
        is_active: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      }),
    );
    const created = videos.map((video) => Date.parse(String(video.created_at)));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it.each([
    ['a watch URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s', 'dQw4w9WgXcQ'],
    ['a youtu.be link', 'https://youtu.be/aqz-KE-bpKQ?si=xyz', 'aqz-KE-bpKQ'],
    ['a shorts link', 'youtube.com/shorts/jNQXAC9IVRw', 'jNQXAC9IVRw'],
    ['an embed link', 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0', '9bZkp7q19f0'],
    ['a bare id', 'M7lc1UVf-VE', 'M7lc1UVf-VE'],
  ])('saves %s as the canonical watch URL', async (_case, youtubeUrl, id) => {
    const answer = await callFunction('video-manager', {
      session,
      json: { videoKey, youtubeUrl, videoName: `Nome ${id}`, description: 'Descrição nova' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, video: { video_key: videoKey } });
    expect(await storedVideo()).toEqual({
      youtube_url: `https://www.youtube.com/watch?v=${id}`,
      video_name: `Nome ${id}`,
      description: 'Descrição nova',
    });
  });

  it('works through the official client (functions.invoke)', async () => {
    const { data, error } = await anonClient().functions.invoke('video-manager', {
      body: { videoKey, youtubeUrl: 'https://youtu.be/M7lc1UVf-VE' },
      headers: { 'x-session-token': session },
    });
    expect(error).toBeNull();
    expect(data.success).toBe(true);
    expect(await storedVideo()).toMatchObject({ youtube_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' });
  });

  it.each([
    ['a Vimeo URL', 'https://vimeo.com/76979871'],
    ['a too short id', 'M7lc1UVf-V'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=M7lc1UVf-VE'],
    ['a number', 12345678901],
  ])('refuses %s with 400 in Portuguese and keeps the video', async (_case, youtubeUrl) => {
    const before = await storedVideo();
    const answer = await callFunction('video-manager', { session, json: { videoKey, youtubeUrl } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      error:
        'URL do YouTube inválido. Use um link youtube.com/watch, youtu.be, shorts ou embed, ou o ID de 11 caracteres.',
    });
    expect(await storedVideo()).toEqual(before);
  });

  it.each([
    ['an empty URL', ''],
    ['a URL of spaces', '   '],
    ['null', null],
  ])('removes the video for %s: no URL is stored and the site reads none', async (_case, youtubeUrl) => {
    await callFunction('video-manager', { session, json: { videoKey, youtubeUrl: 'dQw4w9WgXcQ' } });
    const answer = await callFunction('video-manager', { session, json: { videoKey, youtubeUrl } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, video: { video_key: videoKey, youtube_url: null } });
    expect(await storedVideo()).toMatchObject({ youtube_url: null });
    const { data } = await anonClient()
      .from('videos')
      .select('youtube_url')
      .eq('video_key', videoKey)
      .single();
    expect(data).toEqual({ youtube_url: null });

    // and a video can be set again afterwards
    const again = await callFunction('video-manager', {
      session,
      json: { videoKey, youtubeUrl: 'aqz-KE-bpKQ' },
    });
    expect(again.status).toBe(200);
    expect(await storedVideo()).toMatchObject({ youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' });
  });

  it('lists a video without a URL with youtube_url null', async () => {
    await callFunction('video-manager', { session, json: { videoKey, youtubeUrl: '' } });
    const answer = await callFunction('video-manager', { method: 'GET', session });
    const videos = answer.body.videos as Array<Record<string, unknown>>;
    expect(videos.find((video) => video.video_key === videoKey)).toMatchObject({ youtube_url: null });
  });

  it('answers 404 to an unknown video key', async () => {
    const answer = await callFunction('video-manager', {
      session,
      json: { videoKey: 'nao-existe', youtubeUrl: 'M7lc1UVf-VE' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, error: 'Vídeo não encontrado: nao-existe.' });
  });

  it.each([
    ['no video key', { youtubeUrl: 'M7lc1UVf-VE' }, 'Campos obrigatórios: videoKey e youtubeUrl.'],
    ['no URL', { videoKey: 'hero-main' }, 'Campos obrigatórios: videoKey e youtubeUrl.'],
    [
      'an empty name',
      { videoKey: 'hero-main', youtubeUrl: 'M7lc1UVf-VE', videoName: ' ' },
      'O nome do vídeo não pode ficar vazio.',
    ],
    ['a malformed key', { videoKey: '../hero', youtubeUrl: 'M7lc1UVf-VE' }, 'Chave de vídeo inválida.'],
    [
      'a too long description',
      { videoKey: 'hero-main', youtubeUrl: 'M7lc1UVf-VE', description: 'd'.repeat(1001) },
      'Descrição: no máximo 1000 caracteres.',
    ],
  ])('answers 400 to %s', async (_case, json, message) => {
    const answer = await callFunction('video-manager', { session, json });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: message });
  });

  it('refuses no session (GET and POST) with 401 and DELETE with 405', async () => {
    expect((await callFunction('video-manager', { method: 'GET' })).status).toBe(401);
    const post = await callFunction('video-manager', { json: { videoKey, youtubeUrl: 'M7lc1UVf-VE' } });
    expect(post.status).toBe(401);
    expect((await callFunction('video-manager', { method: 'DELETE', session })).status).toBe(405);
  });
});

describe('seo-access', () => {
  // its own address, so these wrong keys never brake another test's (brake: functions-seo-access-brake)
  const client = uniqueClientAddress();

  it.each(['seo-local-1', 'seo-local-2', 'seo-local-3'])('accepts the local key %s', async (key) => {
    const answer = await callFunction('seo-access', { json: { key }, client });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, deviceToken: expect.any(String) });
  });

  it.each(['seo-local-4', 'SEO-LOCAL-1', 'seo-local-1,seo-local-2', 'seo'])(
    'refuses %j with 403',
    async (key) => {
      const answer = await callFunction('seo-access', { json: { key }, client });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, error: 'Acesso Negado' });
    },
  );

  it('answers 400 without a key and 405 to GET', async () => {
    const missing = await callFunction('seo-access', { json: {}, client });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, error: 'Campo obrigatório: key.' });
    expect((await callFunction('seo-access', { method: 'GET' })).status).toBe(405);
  });
});
