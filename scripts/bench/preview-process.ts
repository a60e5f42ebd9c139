import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { readHomeState } from '#src/lib/home-state-contract.ts';
import { findFreePort } from '#local/free-port.ts';
import { PROJECT_ROOT } from '#scripts/support/local-stand-in.ts';

export interface RunningPreview {
  siteUrl: string;
  supabase: { url: string; publishableKey: string; secretKey: string };
  outDir: string;
  /** The run's own data folder (its build included); the caller removes it when done. */
  dataDir: string;
  /** Asks the preview's build hook for a new `/` and resolves once it serves every change so far. */
  rebuild(): Promise<void>;
  stop(): Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run preview exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * `npm run preview` (build included) in a child process, on ports, a data folder and a build
 * folder of its own, against a stand-in that starts empty: what a first visitor gets.
 */
export async function startPreview(): Promise<RunningPreview> {
  const sitePort = await findFreePort();
  const supabasePort = await findFreePort();
  const dataDir = path.join('.data', `bench-${sitePort}`);
  const outDir = path.join(dataDir, 'dist');
  const output: string[] = [];
  const hookToken = randomBytes(12).toString('hex');
  const child = spawn(process.execPath, ['scripts/preview.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: String(sitePort),
      SUPABASE_LOCAL_PORT: String(supabasePort),
      SUPABASE_LOCAL_DATA_DIR: dataDir,
      SUPABASE_LOCAL_RESET: 'true',
      VITE_OUT_DIR: outDir,
      PREVIEW_BUILD_HOOK_TOKEN: hookToken,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited(child);
    clearTimeout(timer);
  };

  const siteUrl = `http://127.0.0.1:${sitePort}`;
  try {
    await waitUntilServing(siteUrl, child, 240_000);
    const settings = JSON.parse(
      await readFile(path.join(PROJECT_ROOT, dataDir, 'local-supabase.json'), 'utf8'),
    ) as RunningPreview['supabase'];
    const rebuild = async () => {
      const [{ revision }] = (await (
        await fetch(`${settings.url}/rest/v1/site_revision?select=revision&id=eq.1`, {
          headers: { apikey: settings.publishableKey },
        })
      ).json()) as [{ revision: number }];
      const hook = await fetch(`${siteUrl}/__build-hook/${hookToken}`, { method: 'POST' });
      if (!hook.ok) throw new Error(`the preview's build hook answered ${hook.status}`);
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        const html = await (await fetch(siteUrl)).text();
        const served = readHomeState(new JSDOM(html).window.document)?.revision;
        if (typeof served === 'number' && served >= revision) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`/ was not rebuilt with site revision ${revision} within 2 minutes`);
    };
    return {
      siteUrl,
      supabase: settings,
      rebuild,
      outDir: path.join(PROJECT_ROOT, outDir),
      dataDir: path.join(PROJECT_ROOT, dataDir),
      stop,
    };
  } catch (error) {
    await stop();
    console.error(output.join('').split('\n').slice(-40).join('\n'));
    throw error;
  }
}
