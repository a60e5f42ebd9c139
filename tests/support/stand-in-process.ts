import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface StandInProcess {
  child: ChildProcess;
  /** The exit code; null when killed by a signal. */
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves once the output contains `text`; rejects on timeout or exit. */
  waitFor(text: string, timeoutMs: number): Promise<void>;
}

/** `node scripts/local-supabase.ts` (what `npm run local-supabase` runs) on a folder and port. */
export function runStandInProcess(dataDir: string, port: number): StandInProcess {
  const child = spawn(process.execPath, ['scripts/local-supabase.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, SUPABASE_LOCAL_DATA_DIR: dataDir, SUPABASE_LOCAL_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    waitFor(text: string, timeoutMs: number): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          listeners.delete(check);
          clearTimeout(timer);
          if (error) reject(error);
          else resolve();
        };
        const check = () => {
          if (output.includes(text)) done();
        };
        const timer = setTimeout(
          () => done(new Error(`no "${text}" within ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        );
        listeners.add(check);
        void exited.then((code) => done(new Error(`exited with ${code} before "${text}":\n${output}`)));
        check();
      });
    },
  };
}
