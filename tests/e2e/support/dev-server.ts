import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_SITE_PORT } from './e2e-env.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the Vite development server against the e2e stand-in; resolves once it listens. */
export function startDevServer(): Promise<DevServer> {
  const { url, publishableKey } = JSON.parse(
    readFileSync(path.join(PROJECT_ROOT, E2E_DATA_DIR, 'local-supabase.json'), 'utf8'),
  ) as { url: string; publishableKey: string };
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'dev-server-main.ts')], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      VITE_SUPABASE_URL: url,
      VITE_SUPABASE_PUBLISHABLE_KEY: publishableKey,
      DEV_PORT: String(E2E_SITE_PORT + 2),
      DEV_CACHE_DIR: path.join(PROJECT_ROOT, E2E_DATA_DIR, 'vite-dev-cache'),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /^ready (\S+)$/m.exec(output);
      if (ready) {
        resolve({
          url: ready[1]!.replace(/\/$/, ''),
          close: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the development server exited (${code}):\n${output}`)));
  });
}
