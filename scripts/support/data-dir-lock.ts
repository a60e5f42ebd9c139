import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SetupError } from './setup-error.ts';

export const LOCK_FILE = 'local-supabase.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two stand-ins on one PGlite folder would corrupt it, whatever ports they use, so the
 * folder is claimed with a pid file. A file left by a process that died is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
    throw new SetupError(
      `A pasta ${dataDir} já está a ser usada pelo processo ${owner}. Pare-o primeiro.\n` +
        `The folder ${dataDir} is already used by process ${owner}. Stop it first.`,
    );
  }
  await writeFile(file, `${process.pid}\n`);
  return async () => {
    await rm(file, { force: true });
  };
}
