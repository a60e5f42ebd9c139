// The data folder's lock with real files: exclusive create, refusal naming the holder, stale
// locks taken over, and races between callers in one process and between processes.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirInUseError,
  lockDataDir,
  LOCK_FILE,
  readLock,
  removeStale,
  type DataDirLock,
} from './data-dir-lock.ts';

const MODULE = path.join(import.meta.dirname, 'data-dir-lock.ts');

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'data-dir-lock-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function lock(dir: string, url: string): Promise<DataDirLock> {
  const held = await lockDataDir(dir, url);
  cleanups.push(() => held.release());
  return held;
}

/** The pid of a process that has exited and been reaped. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid) throw new Error('no pid');
  return pid;
}

describe('lockDataDir', () => {
  it('writes pid and address, refuses a second caller naming folder, address and pid, and releases', async () => {
    const dir = await tempDir();
    const first = await lock(dir, 'http://127.0.0.1:50001');
    expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      url: 'http://127.0.0.1:50001',
    });

    const refused = await lockDataDir(dir, 'http://127.0.0.1:50002').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    const [pt, en] = (refused as Error).message.split('\n');
    expect(pt).toContain(`A pasta ${dir} já está a ser usada`);
    expect(en).toContain(`The folder ${dir} is already used`);
    for (const line of [pt, en]) {
      expect(line).toContain('http://127.0.0.1:50001');
      expect(line).toContain(String(process.pid));
    }

    await first.release();
    expect(await readdir(dir)).toEqual([]);
    const second = await lock(dir, 'http://127.0.0.1:50002');
    expect(second.file).toBe(path.join(dir, LOCK_FILE));
  });

  it('refuses while a live process of someone else holds the folder, in either file format', async () => {
    const dir = await tempDir();
    const file = path.join(dir, LOCK_FILE);
    await writeFile(file, JSON.stringify({ pid: process.ppid, url: 'http://127.0.0.1:50003' }));
    await expect(lockDataDir(dir, 'http://127.0.0.1:50004')).rejects.toThrow(
      `(http://127.0.0.1:50003, processo ${process.ppid})`,
    );
    await writeFile(file, `${process.ppid}\n`); // the older pid-only file
    await expect(lockDataDir(dir, 'http://127.0.0.1:50004')).rejects.toThrow(`(processo ${process.ppid})`);
    expect(await readFile(file, 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('takes over a stale lock of a dead process, in either file format', async () => {
    const dir = await tempDir();
    const file = path.join(dir, LOCK_FILE);
    for (const stale of [
      JSON.stringify({ pid: deadPid(), url: 'http://127.0.0.1:50005', token: 'gone' }),
      `${deadPid()}\n`,
    ]) {
      await writeFile(file, stale);
      const held = await lockDataDir(dir, 'http://127.0.0.1:50006');
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
        pid: process.pid,
        url: 'http://127.0.0.1:50006',
      });
      await held.release();
      expect(await readdir(dir)).toEqual([]);
    }
  });

  it('never lets a late starter remove the lock taken over after the stale one it saw', async () => {
    const dir = await tempDir();
    const file = path.join(dir, LOCK_FILE);
    await writeFile(file, JSON.stringify({ pid: deadPid(), url: 'http://127.0.0.1:50011', token: 'z' }));
    const seenByLateStarter = await readLock(file);
    expect(seenByLateStarter?.record?.pid).not.toBe(process.pid);

    await lock(dir, 'http://127.0.0.1:50012'); // an earlier starter takes the stale lock over
    const fresh = await readFile(file, 'utf8');
    await removeStale(file, seenByLateStarter?.key ?? ''); // the late one removes what it saw
    expect(await readFile(file, 'utf8')).toBe(fresh);
    await expect(lockDataDir(dir, 'http://127.0.0.1:50013')).rejects.toThrow('http://127.0.0.1:50012');
    expect(await readdir(dir)).toEqual([LOCK_FILE]);
  });

  it('waits for an empty lock file being written, and takes over one left empty long ago', async () => {
    const dir = await tempDir();
    const file = path.join(dir, LOCK_FILE);
    await writeFile(file, '');
    setTimeout(
      () => void writeFile(file, JSON.stringify({ pid: process.ppid, url: 'http://127.0.0.1:50007' })),
      200,
    );
    await expect(lockDataDir(dir, 'http://127.0.0.1:50008')).rejects.toThrow('http://127.0.0.1:50007');

    await writeFile(file, '');
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(file, longAgo, longAgo);
    await lock(dir, 'http://127.0.0.1:50008');
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ url: 'http://127.0.0.1:50008' });
  });

  it('does not remove a lock file that is no longer its own', async () => {
    const dir = await tempDir();
    const file = path.join(dir, LOCK_FILE);
    const held = await lockDataDir(dir, 'http://127.0.0.1:50009');
    const other = JSON.stringify({ pid: process.ppid, url: 'http://127.0.0.1:50010', token: 'other' });
    await writeFile(file, other);
    await held.release();
    expect(await readFile(file, 'utf8')).toBe(other);
  });

  it('lets exactly one of N concurrent callers in one process win, with or without a stale lock', async () => {
    for (const stale of [false, true]) {
      const dir = await tempDir();
      if (stale) await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), token: 'x' }));
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) => lockDataDir(dir, `http://127.0.0.1:${51000 + i}`)),
      );
      const won = results.filter((result) => result.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(DataDirInUseError);
      }
      await (won[0] as PromiseFulfilledResult<DataDirLock>).value.release();
      expect(await readdir(dir)).toEqual([]);
    }
  });

  it('lets exactly one of N processes racing on one folder win, with or without a stale lock', async () => {
    for (const stale of [false, true]) {
      const dir = await tempDir();
      if (stale) await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), token: 'y' }));
      const outcomes = await race(dir, 4);
      expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(3);
      // every contender has exited: the winner released the folder, no takeover guard is left
      expect(await readdir(dir)).toEqual([]);
    }
  }, 90_000);
});

/**
 * Starts `count` processes, lets them all call lockDataDir at the same moment, and returns
 * what each got; they keep what they won until all have answered, then release and exit.
 */
async function race(dir: string, count: number): Promise<string[]> {
  const script = `
    import { createInterface } from 'node:readline';
    import { lockDataDir } from ${JSON.stringify(MODULE)};
    const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
    console.log('ready');
    await lines.next();
    let held;
    try {
      held = await lockDataDir(${JSON.stringify(dir)}, 'http://127.0.0.1:' + process.pid);
      console.log('won');
    } catch (error) {
      console.log(/already used/.test(error.message) ? 'refused' : 'error ' + error.message);
    }
    await lines.next();
    await held?.release();
  `;
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }),
  );
  const exits = children.map((child) => new Promise<void>((resolve) => child.once('exit', () => resolve())));
  try {
    const readers = children.map((child) => createInterface({ input: child.stdout })[Symbol.asyncIterator]());
    const next = async (reader: (typeof readers)[number]) => String((await reader.next()).value);
    expect(await Promise.all(readers.map(next))).toEqual(Array(count).fill('ready'));
    for (const child of children) child.stdin.write('go\n');
    const outcomes = await Promise.all(readers.map(next));
    for (const child of children) child.stdin.end();
    await Promise.all(exits);
    return outcomes;
  } finally {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
