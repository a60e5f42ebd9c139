import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalSupabase } from '#local/server.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A maintainer's script of the project (`script`, from its root) run with Node against `project`,
 * as its npm script runs it: the project's URL and secret key in the environment, then `env`.
 */
export function runProjectScript(
  script: string,
  args: string[],
  project: LocalSupabase,
  env: Record<string, string | undefined> = {},
): Promise<CommandResult> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      SUPABASE_URL: project.url,
      SUPABASE_SECRET_KEY: project.secretKey,
      SUPABASE_SERVICE_ROLE_KEY: undefined,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<CommandResult>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** Linux only: whether a process exists and is not a zombie waiting to be reaped. */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Linux only: the ids of the running `deno` processes whose parent is `parentPid`. */
export function denoChildren(parentPid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (command === 'deno' && Number(ppid) === parentPid && state !== 'Z') children.push(Number(entry));
    } catch {
      // the process ended while the list was read
    }
  }
  return children;
}
