// /functions/v1 through supabase-js as the site calls it: real Deno answers (the `hello`
// fixture, served by the stand-in's functions runner from a fixture project, since it is no
// function of this project), preflights pass, and closing the stand-in leaves no Deno behind.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HOSTED_EDGE_RUNTIME_DENO } from '#scripts/support/function-deps.ts';
import { startLocalSupabase } from '#local/server.ts';
import { anonClient } from '#tests/support/clients.ts';
import { writeHelloFixture } from '#tests/support/function-fixtures.ts';
import { serveFunctions, type FunctionsHost } from '#tests/support/functions-host.ts';
import { denoChildren, isRunning } from '#tests/support/processes.ts';

let root: string;
let host: FunctionsHost;
let helloClient: SupabaseClient;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hello-fixture-'));
  await writeHelloFixture(root);
  host = await serveFunctions(root);
  helloClient = createClient(host.url, inject('publishableKey'), { auth: { persistSession: false } });
});

afterAll(async () => {
  await host?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('/functions/v1', () => {
  it('runs hello in the real Deno of the deno npm package: the hosted Edge Runtime’s', async () => {
    const { data, error } = await helloClient.functions.invoke('hello');

    expect(error).toBeNull();
    expect(data).toMatchObject({ message: 'Olá', deno: HOSTED_EDGE_RUNTIME_DENO, path: '/hello' });
  });

  it('passes the path after the function name and the method', async () => {
    const response = await fetch(`${host.url}/functions/v1/hello/nested/path?x=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ method: 'GET', path: '/hello/nested/path' });
  });

  it('answers a browser preflight that asks for x-session-token', async () => {
    const response = await fetch(`${host.url}/functions/v1/hello`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization, x-client-info, apikey, content-type, x-session-token',
      },
    });

    expect([200, 204]).toContain(response.status);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-session-token');
  });

  it('answers 404 NOT_FOUND for a function that does not exist', async () => {
    const { error } = await anonClient().functions.invoke('no-such-function');
    const response = (error as { context?: Response } | null)?.context;

    expect(response?.status).toBe(404);
    expect(await response?.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
  });
});

describe('closing the stand-in', () => {
  it('stops every Deno process it started', async () => {
    const before = new Set(denoChildren(process.pid));
    const local = await startLocalSupabase({ port: 0 });
    let started: number[] = [];
    try {
      // a preflight starts the function's process without touching the database
      const preflight = await fetch(`${local.url}/functions/v1/seo-access`, { method: 'OPTIONS' });
      expect(preflight.status).toBe(204);
      started = denoChildren(process.pid).filter((pid) => !before.has(pid));
      expect(started).toHaveLength(1);
    } finally {
      await local.close();
    }

    expect(started.filter(isRunning)).toEqual([]);
  });
});
