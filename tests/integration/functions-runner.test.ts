// The functions runner on fixture functions run by the real Deno: the gateway's JWT check,
// forwarding, secrets, permissions, each function's deno.json, restarts after a crash, no process
// left behind, early answers, and what the stand-in logs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '#local/keys.ts';
import { writeFunctionsFixture } from '#tests/support/function-fixtures.ts';
import { serveFunctions, type FunctionsHost } from '#tests/support/functions-host.ts';
import { isRunning } from '#tests/support/processes.ts';

const anon = { Authorization: `Bearer ${LOCAL_ANON_KEY}` };

let root: string;
let host: FunctionsHost;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'functions-fixture-'));
  await writeFunctionsFixture(root);
  process.env.LEAK_CHECK = 'the parent environment must not reach functions';
  host = await serveFunctions(root);
});

afterAll(async () => {
  await host?.close();
  delete process.env.LEAK_CHECK;
  await rm(root, { recursive: true, force: true });
});

function call(route: string, init?: RequestInit): Promise<Response> {
  return fetch(`${host.url}/functions/v1/${route}`, init);
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return condition();
}

describe('the gateway JWT check (verify_jwt defaults to true)', () => {
  it('refuses a request without Authorization, even with an apikey header', async () => {
    const response = await call('echo', { headers: { apikey: LOCAL_ANON_KEY } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Error: Missing authorization header' });
  });

  it('refuses a forged token', async () => {
    const response = await call('echo', { headers: { Authorization: `Bearer ${LOCAL_ANON_KEY}x` } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Invalid JWT' });
  });

  it('refuses the publishable key, which is no JWT, in Authorization or apikey alike', async () => {
    const publishable = { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` };
    const response = await call('echo', { headers: publishable });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Invalid JWT' });
  });

  it('forwards a request with a valid key, and a preflight without one', async () => {
    expect((await call('echo', { headers: anon })).status).toBe(200);
    const preflight = await call('echo', { method: 'OPTIONS' });
    expect(preflight.status).toBe(200);
    expect(await preflight.json()).toMatchObject({ method: 'OPTIONS' });
  });

  it('lets anyone call a function configured with verify_jwt = false, whatever its apikey', async () => {
    expect((await call('open')).status).toBe(200);
    // the platform does not check the apikey of such a call: the function decides
    const madeUp = { apikey: 'sb_publishable_madeUpKey_0000000000', Authorization: 'Bearer sb_x' };
    expect((await call('open', { headers: madeUp })).status).toBe(200);
  });
});

describe('forwarding', () => {
  it('passes method, path after the name, query, headers and body', async () => {
    const response = await call('echo/a/b?x=1&y=two', {
      method: 'POST',
      headers: { ...anon, 'x-custom': 'kept', 'content-type': 'text/plain' },
      body: 'hello body',
    });
    expect(await response.json()).toMatchObject({
      method: 'POST',
      path: '/echo/a/b',
      search: '?x=1&y=two',
      body: 'hello body',
      custom: 'kept',
    });
  });

  it('streams both ways: the answer starts before the request body ends', async () => {
    const encoder = new TextEncoder();
    let sendRest: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('first|'));
        await rest;
        controller.enqueue(encoder.encode('second'));
        controller.close();
      },
    });
    const response = await call('echo/stream', {
      method: 'POST',
      headers: anon,
      body,
      duplex: 'half',
      // A runner that waits for the whole body before answering fails here instead of hanging.
      signal: AbortSignal.timeout(20_000),
    } as RequestInit);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();

    let received = '';
    while (!received.includes('first|')) received += decoder.decode((await reader.read()).value);
    sendRest();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      received += decoder.decode(chunk.value);

    expect(received).toBe('first|second');
  });
});

describe('the function environment', () => {
  it('has the Supabase variables, the secrets (read as dotenv files) with .env.local winning, and nothing else of the parent', async () => {
    const { env } = await (await call('echo', { headers: anon })).json();
    expect(env).toEqual({
      ADMIN_USERNAME: 'fixture-admin # quoted, so not a comment',
      OVERRIDDEN: 'from-env-local',
      SUPABASE_URL: host.url,
      // as hosted functions receive them: JSON objects by key name
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY }),
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      SUPABASE_DB_URL: null,
      LEAK_CHECK: null,
    });
  });

  it('may read the project but not outside it, and may not run programs', async () => {
    const result = await (await call('echo', { headers: anon })).json();
    expect(result.readInsideProject).toBeNull();
    expect(result.readOutsideProject).toMatch(/NotCapable|PermissionDenied/);
    expect(result.runProgram).toMatch(/NotCapable|PermissionDenied/);
  });
});

describe('each function’s own deno.json', () => {
  it('resolves the function’s imports with it, those of the shared code it runs included', async () => {
    const french = await call('greet-fr', { headers: anon });
    expect(await french.json()).toEqual({ direct: 'Bonjour', viaShared: 'Bonjour' });
    const english = await call('greet-en', { headers: anon });
    expect(await english.json()).toEqual({ direct: 'Hello', viaShared: 'Hello' });
    // the lock is read, never written
    expect(existsSync(path.join(root, 'supabase/functions/greet-fr/deno.lock'))).toBe(false);
  });

  it('does not start a function whose lock no longer matches its deno.json', async () => {
    const lockFile = path.join(root, 'supabase/functions/stale-lock/deno.lock');
    const lock = await readFile(lockFile, 'utf8');
    const response = await call('stale-lock', { headers: anon });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Worker failed to boot (please check logs)',
    });
    expect(await readFile(lockFile, 'utf8')).toBe(lock);
  });
});

describe('function processes', () => {
  it('answers 404 for unknown functions and for _shared', async () => {
    for (const name of ['missing', '_shared']) {
      const response = await call(name);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Requested function was not found',
      });
    }
  });

  it('answers 503 BOOT_ERROR for a function that cannot start', async () => {
    const response = await call('broken');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Worker failed to boot (please check logs)',
    });
  });

  it('restarts a crashed function on the next request', async () => {
    const { pid: before } = await (await call('open')).json();

    const crash = await call('open/exit');
    expect(crash.status).toBe(500);
    expect(await crash.json()).toMatchObject({ code: 'WORKER_ERROR' });

    const again = await call('open');
    expect(again.status).toBe(200);
    const { pid: after } = await again.json();
    expect(after).not.toBe(before);
    expect(isRunning(before)).toBe(false);
  });

  it('starts one process for simultaneous first requests', async () => {
    const fresh = await serveFunctions(root);
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => fetch(`${fresh.url}/functions/v1/open`).then((r) => r.json())),
      );
      expect(new Set(answers.map((answer) => answer.pid)).size).toBe(1);
      expect(fresh.functions.pids()).toEqual([answers[0].pid]);
    } finally {
      await fresh.close();
    }
  });

  it('stops every process on close and serves nothing afterwards', async () => {
    const fresh = await serveFunctions(root);
    await fetch(`${fresh.url}/functions/v1/open`);
    await fetch(`${fresh.url}/functions/v1/echo`, { headers: anon });
    const pids = fresh.functions.pids();
    expect(pids).toHaveLength(2);
    expect(pids.every(isRunning)).toBe(true);

    await fresh.functions.close();

    expect(pids.filter(isRunning)).toEqual([]);
    expect((await fetch(`${fresh.url}/functions/v1/open`)).status).toBe(404);
    await fresh.close();
  });

  it('leaves no process behind when the stand-in is killed outright', async () => {
    const script = path.join(root, 'host-child.mjs');
    const hostModule = pathToFileURL(path.resolve('tests/support/functions-host.ts')).href;
    await writeFile(
      script,
      `import { serveFunctions } from ${JSON.stringify(hostModule)};
const host = await serveFunctions(process.argv[2]);
await fetch(host.url + '/functions/v1/open');
console.log(JSON.stringify(host.functions.pids()));
setInterval(() => {}, 60_000);
`,
    );
    const child = spawn(process.execPath, [script, root], { stdio: ['ignore', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const pids: number[] = JSON.parse(String((await lines.next()).value));
    expect(pids).toHaveLength(1);
    expect(pids.every(isRunning)).toBe(true);

    child.kill('SIGKILL');

    expect(await until(() => !pids.some(isRunning), 20_000)).toBe(true);
  });
});

describe('a function that answers before it has read the whole request', () => {
  /** JSON with a string of `size` bytes, sent chunked (no Content-Length) as the client makes it. */
  function chunkedJson(size: number, chunk = 64 * 1024) {
    const filler = new TextEncoder().encode('x'.repeat(chunk));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"username":"admin","password":"'));
        if (sent >= size) return controller.close();
        controller.enqueue(filler);
        sent += filler.length;
      },
    });
    return { body, sent: () => sent };
  }

  const adminAuth = (init: RequestInit) =>
    fetch(`${inject('supabaseUrl')}/functions/v1/admin-auth`, {
      method: 'POST',
      headers: { apikey: inject('publishableKey'), 'content-type': 'application/json' },
      ...init,
    });

  it('gives the client the function’s 413, with its CORS headers, for 5 MB sent without a length', async () => {
    const { body, sent } = chunkedJson(5 * 1024 * 1024);
    const response = await adminAuth({
      body,
      duplex: 'half',
      // a proxy that waits for the whole body, or loses the answer, fails here instead of hanging
      signal: AbortSignal.timeout(20_000),
    } as RequestInit);

    expect(response.status).toBe(413);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ success: false, error: 'Pedido demasiado grande.' });
    expect(sent()).toBeGreaterThan(64 * 1024);

    // and the function goes on serving
    const next = await adminAuth({ body: '{}' });
    expect(next.status).toBe(400);
    expect(await next.json()).toEqual({ success: false, error: 'Usuário e senha são obrigatórios.' });
  });
});

describe('the stand-in’s log', () => {
  /** Settles once the runner logs a line of a function that matches `pattern`. */
  function untilLogged(pattern: RegExp): Promise<void> {
    return new Promise((resolve) => {
      const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
        process.stdout.write(`${args.join(' ')}\n`);
        if (!pattern.test(args.join(' '))) return;
        log.mockRestore();
        resolve();
      });
    });
  }

  it('stays quiet when a client gives up on a request, and names a function that fails', async () => {
    const errors = vi.spyOn(console, 'error');
    const failures = () =>
      errors.mock.calls.map((args) => args.join(' ')).filter((line) => /request failed/.test(line));
    try {
      const holding = untilLogged(/\[fn:open\] holding a request/);
      const client = new AbortController();
      const given = call('open/hold', { signal: client.signal }).catch((error: unknown) => error);
      await holding;
      client.abort();
      expect(await given).toMatchObject({ name: 'AbortError' });
      await host.exchangesOver();
      expect(failures()).toEqual([]);

      expect((await call('open/exit')).status).toBe(500);
      await host.exchangesOver();
      expect(failures()).toEqual([expect.stringMatching(/^\[local-supabase\] function request failed: /)]);
    } finally {
      errors.mockRestore();
    }
  });
});
