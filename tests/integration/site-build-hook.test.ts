// The static host's build hook, asked by the real functions after each write: coalesced into
// at most one request per interval (the last change always included), and never in the way of
// the owner's write when the hook refuses, hangs or is not set. A stand-in of its own, whose
// function secrets the tests change.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import type { Database, Json } from '#portable/database-types.ts';
import {
  callFunction,
  DEFAULT_ADMIN,
  setFunctionSecrets,
  uploadForm,
} from '#tests/support/edge-functions.ts';
import { makePng } from '#tests/support/test-images.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';

/** A fake static host's build hook: records each call; answers as `mode` says. */
class FakeHook {
  calls: { at: number }[] = [];
  mode: 'accept' | 'hang' = 'accept';
  private hanging: ServerResponse[] = [];
  private server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    this.calls.push({ at: Date.now() });
    this.onCall?.();
    if (this.mode === 'hang') this.hanging.push(res);
    else res.writeHead(200).end('{}');
  });
  onCall: (() => void) | undefined;

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/build_hooks/secret-id`;
  }
  /** Resolves at the next call. */
  nextCall(): Promise<void> {
    return new Promise((resolve) => (this.onCall = resolve));
  }
  releaseHanging(): void {
    this.hanging.splice(0).forEach((res) => res.writeHead(200).end());
  }
  async stop(): Promise<void> {
    this.releaseHanging();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let local: LocalSupabase;
let hook: FakeHook;
let hookUrl: string;
let session: string;

const call = (name: string, options: Parameters<typeof callFunction>[1] = {}) =>
  callFunction(name, { ...options, baseUrl: local.url });

const setSecrets = (secrets: Record<string, string | null>) => setFunctionSecrets(local, secrets);

interface BuildStatus {
  revision: number;
  hookConfigured: boolean;
  request: {
    requestedRevision: number | null;
    outcome: string | null;
    detail: string | null;
    waitingSince: string | null;
  };
}

async function buildStatus(): Promise<BuildStatus> {
  const answer = await call('site-build', { method: 'GET', session });
  expect(answer.status).toBe(200);
  return answer.body as unknown as BuildStatus;
}

async function login(): Promise<string> {
  const answer = await call('admin-auth', { json: DEFAULT_ADMIN });
  return answer.body.sessionToken as string;
}

function upload(slotName: string, shade: number) {
  return call('media-upload', {
    session,
    body: uploadForm({
      file: { bytes: makePng(4, 3, [shade, 90, 40]), name: 'foto.png', type: 'image/png' },
      slotName,
    }),
  });
}

function saveVideo(name: string) {
  return call('video-manager', {
    session,
    json: { videoKey: 'hero-main', youtubeUrl: 'https://youtu.be/aqz-KE-bpKQ', videoName: name },
  });
}

beforeAll(async () => {
  hook = new FakeHook();
  hookUrl = await hook.start();
  local = await startLocalSupabase({
    port: 0,
    functionSecrets: { SITE_BUILD_HOOK_URL: hookUrl, SITE_BUILD_MIN_INTERVAL_SECONDS: '20' },
  });
  session = await login();
});

afterAll(async () => {
  await local?.close();
  await hook?.stop();
});

describe('site_revision', () => {
  it('goes up with every change of what the public page shows, and anon may read it but not write it', async () => {
    const anon = createClient<Database>(local.url, local.publishableKey, { auth: { persistSession: false } });
    const before = (await anon.from('site_revision').select('revision').single()).data?.revision ?? -1;
    expect(before).toBeGreaterThanOrEqual(0);
    const service = createClient<Database>(local.url, local.secretKey, {
      auth: { persistSession: false },
    });
    await service.from('videos').update({ description: 'mudou' }).eq('video_key', 'waterproofing');
    const after = (await anon.from('site_revision').select('revision').single()).data?.revision;
    expect(after).toBeGreaterThan(before);

    const write = await anon.from('site_revision').update({ revision: 0 }).eq('id', 1).select();
    expect(write.data ?? []).toEqual([]);
    expect((await anon.from('site_build_requests').select('*')).data ?? []).toEqual([]);
  });
});

describe('a burst of changes', () => {
  it('asks the host for at most two builds, the last one after the last change and covering it', async () => {
    hook.calls = [];
    // the first upload is asked for at once ...
    const firstCall = hook.nextCall();
    expect((await upload('servico-tapetes', 0)).status).toBe(201);
    await firstCall;
    // ... the 19 that follow within the interval wait for one more request at its end
    const trailingCall = hook.nextCall();
    const answers = await Promise.all(
      Array.from({ length: 19 }, (_, index) =>
        upload(index % 2 ? 'servico-sofas' : 'servico-tapetes', index + 1),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(19).fill(201));
    const lastAnswerAt = Date.now();
    await trailingCall;
    expect(hook.calls).toHaveLength(2);
    expect(hook.calls[1]!.at).toBeGreaterThanOrEqual(lastAnswerAt);

    // the last request covers the last change, so no task still waiting asks again
    await expect
      .poll(async () => {
        const status = await buildStatus();
        return {
          covered: status.request.requestedRevision === status.revision,
          outcome: status.request.outcome,
        };
      })
      .toEqual({ covered: true, outcome: 'sent' });
    expect((await buildStatus()).request.waitingSince).toBeNull();
    expect(hook.calls).toHaveLength(2);
  }, 120_000);
});

describe('every kind of write', () => {
  const realFacts = completeBusinessFacts();

  it.each([
    ['an upload', () => upload('process.step_1', 3), 201],
    [
      'a delete',
      () => call('media-delete', { method: 'DELETE', session, query: { slotName: 'process.step_1' } }),
      200,
    ],
    [
      'a restore',
      () => call('media-restore', { session, json: { slotName: 'process.step_1', versionNumber: 1 } }),
      200,
    ],
    ['a video save', () => saveVideo('Vídeo principal'), 200],
    ['a facts save', () => call('business-facts', { session, json: { facts: realFacts } }), 200],
    [
      'a facts restore',
      () => call('business-facts', { session, json: { action: 'restore', version: 1 } }),
      200,
    ],
    [
      'a texts save',
      () => call('page-texts', { session, json: { texts: { faq: { title: 'Dúvidas frequentes' } } } }),
      200,
    ],
    ['a texts restore', () => call('page-texts', { session, json: { action: 'restore', version: 1 } }), 200],
    [
      'a language published',
      async () => {
        // saved around the function, which would ask for a build itself
        const service = createClient<Database>(local.url, local.secretKey, {
          auth: { persistSession: false },
        });
        const saved = await service.rpc('save_owner_document', {
          p_document: 'page-texts',
          p_locale: 'en-GB',
          p_content: BUILT_IN_PAGE_TEXTS['en-GB'] as unknown as Json,
        });
        expect(saved.error).toBeNull();
        return call('page-texts', { session, json: { action: 'publish', locale: 'en-GB', published: true } });
      },
      200,
    ],
    [
      'a language withdrawn',
      () => call('page-texts', { session, json: { action: 'publish', locale: 'en-GB', published: false } }),
      200,
    ],
  ])('%s asks the host for a build', async (_kind, write, status) => {
    await setSecrets({ SITE_BUILD_HOOK_URL: hookUrl, SITE_BUILD_MIN_INTERVAL_SECONDS: '0' });
    const called = hook.nextCall();
    const answer = await write();
    expect(answer.status).toBe(status);
    await called;
  });
});

describe('a hook that is down', () => {
  it('hanging: the write answers while the host still holds the request, which is recorded as failed', async () => {
    await setSecrets({ SITE_BUILD_MIN_INTERVAL_SECONDS: '0' });
    hook.mode = 'hang';
    const called = hook.nextCall();
    const answer = await saveVideo('Vídeo com o hook pendurado');
    expect(answer.status).toBe(200);
    await called;
    // the request is still open at the host: the write did not wait for it
    expect(hook.calls.length).toBeGreaterThan(0);

    await expect
      .poll(async () => (await buildStatus()).request, { timeout: 30_000, interval: 500 })
      .toMatchObject({ outcome: 'failed', detail: expect.stringMatching(/não respondeu/) });
    hook.releaseHanging();
    hook.mode = 'accept';
  }, 60_000);

  it('refusing: the write succeeds and the failure is recorded for the owner', async () => {
    // a port nobody listens on
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await setSecrets({ SITE_BUILD_HOOK_URL: `http://127.0.0.1:${port}/hook` });

    const answer = await saveVideo('Vídeo com o hook em baixo');
    expect(answer.status).toBe(200);
    await expect
      .poll(async () => (await buildStatus()).request)
      .toMatchObject({
        outcome: 'failed',
        detail: 'Não foi possível contactar o alojamento para pedir o build.',
      });

    // a new change tries again
    await setSecrets({ SITE_BUILD_HOOK_URL: hookUrl });
    const called = hook.nextCall();
    await saveVideo('Vídeo com o hook de volta');
    await called;
    await expect.poll(async () => (await buildStatus()).request.outcome).toBe('sent');
  }, 60_000);

  it('unset: the write succeeds and the status says no hook is configured', async () => {
    await setSecrets({ SITE_BUILD_HOOK_URL: null });
    const answer = await upload('servico-colchoes', 7);
    expect(answer.status).toBe(201);
    await expect
      .poll(async () => {
        const status = await buildStatus();
        return { configured: status.hookConfigured, outcome: status.request.outcome };
      })
      .toEqual({ configured: false, outcome: 'not_configured' });
  });

  it('answers the owner\'s "try again" at once, with CORS, and needs a session', async () => {
    await setSecrets({ SITE_BUILD_HOOK_URL: hookUrl });
    const called = hook.nextCall();
    const answer = await call('site-build', { method: 'POST', session });
    expect(answer.status).toBe(202);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    await called;

    const refused = await call('site-build', { method: 'GET', session: 'not-a-session' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('a "try again" within the interval of a request the host accepted still reaches the host, once the interval is over', async () => {
    // the host accepted the last request but its build failed: that request "covers" every
    // change, yet the owner asks for another one
    await setSecrets({ SITE_BUILD_HOOK_URL: hookUrl, SITE_BUILD_MIN_INTERVAL_SECONDS: '0' });
    const accepted = hook.nextCall();
    expect((await call('site-build', { method: 'POST', session })).status).toBe(202);
    await accepted;
    await expect.poll(async () => (await buildStatus()).request.outcome).toBe('sent');

    await setSecrets({ SITE_BUILD_MIN_INTERVAL_SECONDS: '2' });
    hook.calls = [];
    const retried = hook.nextCall();
    const askedAt = Date.now();
    expect((await call('site-build', { method: 'POST', session })).status).toBe(202);
    await retried;
    expect(hook.calls).toHaveLength(1);
    expect(hook.calls[0]!.at - askedAt).toBeLessThan(20_000);
  }, 30_000);
});
