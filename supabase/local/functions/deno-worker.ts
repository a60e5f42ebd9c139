import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface DenoWorkerOptions {
  name: string;
  /** Absolute path of supabase/functions/<name>/index.ts */
  entrypoint: string;
  /**
   * The function's own deno.json (imports, and the lock beside it), as a deploy bundles it;
   * undefined for a function without one, which then runs with no configuration at all.
   */
  config: string | undefined;
  projectRoot: string;
  env: Record<string, string>;
  port: number;
}

/** One `deno run` process serving one function on 127.0.0.1:<port>. */
export interface DenoWorker {
  readonly name: string;
  readonly port: number;
  readonly pid: number | undefined;
  /** Settles once the port accepts connections; rejects if the process dies or never listens. */
  readonly ready: Promise<void>;
  readonly exited: Promise<void>;
  isAlive(): boolean;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
  /** Immediate SIGKILL, for process exit where nothing can be awaited. */
  kill(): void;
}

const WORKER_MAIN = fileURLToPath(new URL('./worker-main.js', import.meta.url));
// The binary of the `deno` npm package installed with the stand-in, not its bin script: that is
// a Node wrapper around it (in 2.1), so the process would not be Deno itself.
const DENO_PATH = (
  createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string }
).runInstall();
/** How long a function may take to start listening (first runs compile their npm imports). */
const BOOT_TIMEOUT_MS = 60_000;
const POLL_INTERVAL_MS = 50;
const DEFAULT_GRACE_MS = 3_000;

/**
 * Starts the function with the real Deno runtime and the narrowest flags that let it work:
 * network (to listen and to call the stand-in), environment (its secrets), reading the project,
 * npm packages only from the project's node_modules and never any remote module. It resolves its
 * imports with its own deno.json, as a deploy does, and a lock beside it that no longer matches
 * that deno.json stops it (--frozen) instead of being rewritten. worker-main.js runs the function
 * as it is written for hosted Supabase, its Deno.serve() listening on `port`.
 */
export function spawnDenoWorker(options: DenoWorkerOptions): DenoWorker {
  const args = [
    'run',
    '--no-prompt',
    '--no-remote',
    ...(options.config ? ['--config', options.config, '--frozen'] : ['--no-config']),
    '--node-modules-dir=manual',
    '--allow-net',
    '--allow-env',
    `--allow-read=${options.projectRoot}`,
    WORKER_MAIN,
    pathToFileURL(options.entrypoint).href,
    String(options.port),
  ];
  const child = spawn(DENO_PATH, args, {
    cwd: options.projectRoot,
    // a deploy with a deno.json bundles without package.json; so does this
    env: { ...options.env, DENO_NO_PACKAGE_JSON: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let alive = true;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      alive = false;
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGKILL') {
        console.error(`[fn:${options.name}] exited with ${signal ?? `code ${code}`}`);
      }
      resolve();
    });
    // spawn failures (no deno binary) arrive as 'error' without an 'exit'
    child.once('error', (error) => {
      console.error(`[fn:${options.name}] cannot start ${DENO_PATH}:`, error.message);
      alive = false;
      resolve();
    });
  });
  child.stdin.on('error', () => undefined); // never written to; see worker-main.js
  // console looked up on each line, not once, so whoever replaces its methods later sees them too
  createInterface({ input: child.stdout }).on('line', (line) => console.log(`[fn:${options.name}] ${line}`));
  createInterface({ input: child.stderr }).on('line', (line) =>
    console.error(`[fn:${options.name}] ${line}`),
  );

  const worker: DenoWorker = {
    name: options.name,
    port: options.port,
    pid: child.pid,
    ready: waitForPort(options.port, exited, BOOT_TIMEOUT_MS).catch((error: unknown) => {
      worker.kill();
      throw error;
    }),
    exited,
    isAlive: () => alive,
    kill() {
      if (alive) child.kill('SIGKILL');
    },
    async stop(graceMs = DEFAULT_GRACE_MS) {
      if (!alive) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  return worker;
}

function waitForPort(port: number, exited: Promise<void>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (gone) return reject(new Error('the function process exited before it listened'));
      if (Date.now() > deadline)
        return reject(new Error(`the function did not listen within ${timeoutMs} ms`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        setTimeout(attempt, POLL_INTERVAL_MS);
      });
    };
    attempt();
  });
}
