import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SetupError } from './setup-error.ts';

/** `<dataDir>/local-supabase.pid`: `{ "pid", "url", "token" }` of the stand-in that holds the folder. */
export const LOCK_FILE = 'local-supabase.pid';

/** How long a lock file may stay empty or unreadable while its creator writes it. */
const WRITE_GRACE_MS = 2_000;
const RETRY_MS = 20;

export interface LockHolder {
  pid: number;
  /** The holder's address; absent in a lock written by an older version (pid only). */
  url?: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still this lock's; safe to call twice. */
  release(): Promise<void>;
}

export class DataDirInUseError extends SetupError {
  constructor(dataDir: string, holder: LockHolder) {
    const pt = holder.url ? `${holder.url}, processo ${holder.pid}` : `processo ${holder.pid}`;
    const en = holder.url ? `${holder.url}, process ${holder.pid}` : `process ${holder.pid}`;
    super(
      `A pasta ${dataDir} já está a ser usada por outro substituto local do Supabase (${pt}). ` +
        `Pare-o primeiro ou escolha outra pasta com SUPABASE_LOCAL_DATA_DIR.\n` +
        `The folder ${dataDir} is already used by another local Supabase stand-in (${en}). ` +
        `Stop it first or choose another folder with SUPABASE_LOCAL_DATA_DIR.`,
    );
  }
}

/**
 * Claims a persisted data folder for one stand-in, whatever its port or command: two PGlite
 * instances on one folder lose acknowledged writes. Call it before PGlite opens the folder.
 * The lock file is created exclusively (O_EXCL), so of any number of starters exactly one
 * wins; the others get a DataDirInUseError naming the holder. A lock left by a process that
 * is gone is taken over (see removeStale).
 */
export async function lockDataDir(dataDir: string, url: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const result = await acquire(file, { pid: process.pid, url });
  if ('holder' in result) throw new DataDirInUseError(dataDir, result.holder);
  let released = false;
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      await release(file, result.token);
    },
  };
}

/** Empties a locked folder for a fresh start, keeping the lock file (and takeover guards). */
export async function emptyLockedDataDir(dataDir: string): Promise<void> {
  for (const entry of await readdir(dataDir)) {
    if (!entry.startsWith(LOCK_FILE)) await rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
}

interface LockRecord extends LockHolder {
  /** Tells this process's own locks apart (several stand-ins may run in one test process). */
  token?: string;
}

export interface SeenLock {
  /** undefined while the file is empty or unreadable (being written, or its writer died). */
  record: LockRecord | undefined;
  /** Names this very file: its token, or its inode and mtime when it has none. */
  key: string;
  mtimeMs: number;
}

/** Tokens of the locks this process holds or is creating right now. */
const ownTokens = new Set<string>();

async function acquire(
  file: string,
  holder: LockHolder,
): Promise<{ token: string } | { holder: LockHolder }> {
  for (;;) {
    const token = randomUUID();
    const record: LockRecord = { ...holder, token };
    ownTokens.add(token);
    try {
      // Synchronous so the file is never left empty across a turn of the event loop.
      writeFileSync(file, JSON.stringify(record) + '\n', { flag: 'wx' });
      return { token };
    } catch (error) {
      ownTokens.delete(token);
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }

    const seen = await readLock(file);
    if (seen === undefined) continue; // removed meanwhile: try again
    if (seen.record === undefined) {
      if (Date.now() - seen.mtimeMs < WRITE_GRACE_MS) {
        await sleep(RETRY_MS);
        continue;
      }
    } else if (isHeld(seen.record)) {
      return { holder: { pid: seen.record.pid, ...(seen.record.url ? { url: seen.record.url } : {}) } };
    }
    await removeStale(file, seen.key);
  }
}

/**
 * Deletes the stale lock named `key`, unless someone else already did. Whoever deletes it
 * first holds `<file>.takeover-<key>` (itself an exclusive lock, taken over the same way if
 * its holder dies), and a key names one file only, never the fresh lock created after it:
 * so two starters racing over one stale lock can never delete each other's new lock, and
 * the exclusive create decides which of them gets the folder. Exported for the tests.
 */
export async function removeStale(file: string, key: string): Promise<void> {
  const guard = `${file}.takeover-${key}`;
  const result = await acquire(guard, { pid: process.pid });
  if ('holder' in result) {
    await sleep(RETRY_MS); // another starter is removing it
    return;
  }
  try {
    const seen = await readLock(file);
    if (seen?.key === key) await rm(file, { force: true });
  } finally {
    await release(guard, result.token);
  }
}

async function release(file: string, token: string): Promise<void> {
  try {
    const seen = await readLock(file);
    if (seen?.record?.token === token) await rm(file, { force: true });
  } finally {
    ownTokens.delete(token);
  }
}

function isHeld(record: LockRecord): boolean {
  if (record.pid === process.pid) return record.token !== undefined && ownTokens.has(record.token);
  try {
    process.kill(record.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What the lock file says now; undefined when there is none. Exported for the tests. */
export async function readLock(file: string): Promise<SeenLock | undefined> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const stat = await handle.stat();
    const record = parseLock(await handle.readFile('utf8'));
    const token = record?.token?.replace(/[^A-Za-z0-9-]/g, '').slice(0, 64);
    return {
      record,
      key: token ? `t${token}` : `i${stat.ino}-${Math.round(stat.mtimeMs)}`,
      mtimeMs: stat.mtimeMs,
    };
  } finally {
    await handle.close();
  }
}

function parseLock(text: string): LockRecord | undefined {
  const trimmed = text.trim();
  // an older version wrote the pid alone
  if (/^\d+$/.test(trimmed)) return validPid(Number(trimmed)) ? { pid: Number(trimmed) } : undefined;
  try {
    const value = JSON.parse(trimmed) as { pid?: unknown; url?: unknown; token?: unknown };
    if (typeof value !== 'object' || value === null || !validPid(value.pid)) return undefined;
    return {
      pid: value.pid,
      ...(typeof value.url === 'string' ? { url: value.url } : {}),
      ...(typeof value.token === 'string' ? { token: value.token } : {}),
    };
  } catch {
    return undefined;
  }
}

function validPid(pid: unknown): pid is number {
  return typeof pid === 'number' && Number.isInteger(pid) && pid > 0;
}
