// /functions/v1 of the stand-in with the project's own functions, through supabase-js as the
// site calls them: real Deno answers, preflights pass, and closing leaves no Deno behind.
import { readFile } from 'node:fs/promises';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import { startLocalSupabase } from '../../supabase/local/server.ts';
import { anonClient } from '../support/clients.ts';
import { denoChildren, isRunning } from '../support/processes.ts';

async function bundledDenoVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile('node_modules/deno/package.json', 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

describe('/functions/v1', () => {
  it('runs hello in the real Deno runtime of the deno npm package', async () => {
    const { data, error } = await anonClient().functions.invoke('hello');

    expect(error).toBeNull();
    expect(data).toMatchObject({ message: 'Olá', deno: await bundledDenoVersion(), path: '/hello' });
  });

  it('passes the path after the function name and the method', async () => {
    const response = await fetch(`${inject('supabaseUrl')}/functions/v1/hello/nested/path?x=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ method: 'GET', path: '/hello/nested/path' });
  });

  it('answers a browser preflight that asks for x-session-token', async () => {
    const response = await fetch(`${inject('supabaseUrl')}/functions/v1/hello`, {
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
      const client = createClient(local.url, local.anonKey, { auth: { persistSession: false } });
      const { error } = await client.functions.invoke('hello');
      expect(error).toBeNull();
      started = denoChildren(process.pid).filter((pid) => !before.has(pid));
      expect(started).toHaveLength(1);
    } finally {
      await local.close();
    }

    expect(started.filter(isRunning)).toEqual([]);
  });
});
