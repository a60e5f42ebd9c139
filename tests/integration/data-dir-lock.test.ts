// One stand-in per data folder, whatever its port or command: a second one is refused before it
// opens the folder, and the first keeps answering and keeps its writes.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE } from '#local/data-dir-lock.ts';
import { findFreePort } from '#local/free-port.ts';
import { LOCAL_PUBLISHABLE_KEY } from '#local/keys.ts';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import { runStandInProcess } from '#tests/support/stand-in-process.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-lock-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dataDir: string): Promise<LocalSupabase> {
  const local = await startLocalSupabase({ port: 0, dataDir, functions: false });
  cleanups.push(() => local.close());
  return local;
}

function service(local: LocalSupabase) {
  return createClient(local.url, local.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

async function addVideo(local: LocalSupabase, videoKey: string): Promise<void> {
  const { error } = await service(local).from('videos').insert({
    video_key: videoKey,
    youtube_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    video_name: 'Locked',
  });
  expect(error).toBeNull();
}

async function videoKeys(local: LocalSupabase, prefix: string): Promise<string[]> {
  const { data, error } = await service(local)
    .from('videos')
    .select('video_key')
    .like('video_key', `${prefix}%`)
    .order('video_key');
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.video_key as string);
}

describe('one stand-in per data folder', () => {
  it('refuses a second stand-in on another port, naming folder and address; the first keeps answering and its writes', async () => {
    const dataDir = await tempDataDir();
    const prefix = `lock-${Date.now().toString(36)}-`;
    const first = await start(dataDir);
    await addVideo(first, `${prefix}1`);
    const filesBefore = (await readdir(dataDir, { recursive: true })).sort();
    const lockBefore = await readFile(path.join(dataDir, LOCK_FILE), 'utf8');

    const refused = await startLocalSupabase({ port: 0, dataDir, functions: false }).then(
      async (second) => {
        await second.close();
        return undefined;
      },
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DataDirInUseError);
    const [pt, en] = (refused as Error).message.split('\n');
    for (const line of [pt, en]) {
      expect(line).toContain(dataDir);
      expect(line).toContain(first.url);
      expect(line).toContain(String(process.pid));
    }
    // the refused one left the folder as it was
    expect((await readdir(dataDir, { recursive: true })).sort()).toEqual(filesBefore);
    expect(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(lockBefore);

    await addVideo(first, `${prefix}2`);
    expect(await videoKeys(first, prefix)).toEqual([`${prefix}1`, `${prefix}2`]);

    // close() releases the folder; the next stand-in on it finds every acknowledged write
    await first.close();
    expect(await readdir(dataDir)).not.toContain(LOCK_FILE);
    const restarted = await start(dataDir);
    expect(await videoKeys(restarted, prefix)).toEqual([`${prefix}1`, `${prefix}2`]);
  }, 120_000); // two PGlite starts

  it('takes over the lock a dead process left and names its own address in it', async () => {
    const dataDir = await tempDataDir();
    const { pid: deadPid } = spawnSync(process.execPath, ['-e', '']);
    await writeFile(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: deadPid, url: 'http://127.0.0.1:9', token: 'dead' }),
    );
    const local = await start(dataDir);
    expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      url: local.url,
    });
    const response = await fetch(`${local.url}/rest/v1/videos?select=video_key&limit=1`, {
      headers: { apikey: LOCAL_PUBLISHABLE_KEY },
    });
    expect(response.status).toBe(200);
  }, 60_000);

  it('npm run local-supabase twice on one folder: the second, on another port, exits non-zero with the message; the first still serves /rest/v1/ and frees the folder on SIGTERM', async () => {
    const dataDir = await tempDataDir();
    const children: ChildProcess[] = [];
    try {
      const firstPort = await findFreePort();
      const first = runStandInProcess(dataDir, firstPort);
      children.push(first.child);
      const firstUrl = `http://127.0.0.1:${firstPort}`;
      await first.waitFor(`Supabase local: ${firstUrl}`, 150_000);

      const secondPort = await findFreePort();
      const second = runStandInProcess(dataDir, secondPort);
      children.push(second.child);
      const code = await second.exited;
      expect(code).not.toBe(0);
      const message = second.output();
      expect(message).toContain(
        `A pasta ${dataDir} já está a ser usada por outro substituto local do Supabase (${firstUrl}, processo ${first.child.pid})`,
      );
      expect(message).toContain(
        `The folder ${dataDir} is already used by another local Supabase stand-in (${firstUrl}, process ${first.child.pid})`,
      );
      expect(message).not.toContain('Supabase local:');
      await expect(fetch(`http://127.0.0.1:${secondPort}/health`)).rejects.toThrow();

      const response = await fetch(`${firstUrl}/rest/v1/videos?select=video_key`, {
        headers: { apikey: LOCAL_PUBLISHABLE_KEY },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(await readdir(dataDir)).not.toContain(LOCK_FILE);
    } finally {
      for (const child of children) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    }
  }, 240_000);
});
