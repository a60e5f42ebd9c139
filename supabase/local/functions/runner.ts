import { stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Auth } from '#local/auth.ts';
import { sendJson, type RouteHandler } from '#local/http.ts';
import { readVerifyJwt } from './config.ts';
import { findFreePort } from '#local/free-port.ts';
import { spawnDenoWorker, type DenoWorker } from './deno-worker.ts';
import { functionEnvironment } from './function-env.ts';
import { refuseWithoutJwt } from './jwt-gate.ts';
import { vouchForCaller } from './caller-address.ts';
import { proxyToFunction } from './proxy.ts';

export interface FunctionsService {
  /** `route` is the path after /functions/v1: the function's name, then its own path. */
  handle: RouteHandler;
  /** Process ids of the function processes running now. */
  pids(): number[];
  /**
   * Sets secrets over those of supabase/functions/.env* (null removes one); running functions
   * stop, so each starts again with them on its next request.
   */
  setSecrets(secrets: Readonly<Record<string, string | null>>): Promise<void>;
  close(): Promise<void>;
}

export interface FunctionsOptions {
  /** Holds supabase/functions and supabase/config.toml. */
  projectRoot: string;
  /** The stand-in's own address: SUPABASE_URL inside the functions, unless `supabaseUrl` says otherwise. */
  url: string;
  /**
   * The SUPABASE_URL the functions receive instead, e.g. one that is not loopback, to see them
   * behave as deployed; their requests to it still reach the stand-in, their HTTP proxy.
   */
  supabaseUrl?: string;
  auth: Auth;
  /** Secrets over those of supabase/functions/.env* (e.g. the preview's own build hook). */
  secrets?: Readonly<Record<string, string>>;
}

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Requested function was not found' };
const BOOT_ERROR = { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' };
const SETTLE_MS = 1_000;

/**
 * Serves /functions/v1/<name> from supabase/functions/<name>/index.ts, one real Deno process per
 * function, with the function's own deno.json as a deploy bundles it. Processes start on a
 * function's first request rather than with the stand-in: only the functions actually used cost a
 * Deno process (~50 MB and a compile each), and a crashed one is restarted by the same path on
 * its next request.
 */
export async function createFunctions(options: FunctionsOptions): Promise<FunctionsService> {
  const { projectRoot, url: standInUrl, auth } = options;
  const functionsDir = path.join(projectRoot, 'supabase', 'functions');
  const verifyJwt = await readVerifyJwt(projectRoot);
  const launches = new Map<string, Promise<DenoWorker>>();
  const secrets: Record<string, string> = { ...options.secrets };
  const running = new Set<DenoWorker>();
  let closed = false;

  // close() is the orderly way; this covers process.exit() without it. A SIGKILLed stand-in is
  // covered by worker-main.js inside each process.
  const killAll = () => running.forEach((worker) => worker.kill());
  process.on('exit', killAll);

  async function launch(name: string): Promise<DenoWorker> {
    const env = await functionEnvironment(projectRoot, standInUrl, {
      supabaseUrl: options.supabaseUrl,
      overrides: secrets,
    });
    const port = await findFreePort();
    if (closed) throw new Error('the functions service is closed');
    const config = path.join(functionsDir, name, 'deno.json');
    const worker = spawnDenoWorker({
      name,
      entrypoint: path.join(functionsDir, name, 'index.ts'),
      config: (await isFile(config)) ? config : undefined,
      projectRoot,
      env,
      port,
    });
    running.add(worker);
    void worker.exited.then(() => running.delete(worker));
    await worker.ready;
    return worker;
  }

  /** The running process of a function, starting it (again) when there is none. */
  async function workerFor(name: string): Promise<DenoWorker> {
    const previous = launches.get(name);
    if (previous) {
      const worker = await previous.catch(() => null);
      if (worker?.isAlive()) return worker;
      // another request may already have started a replacement while this one waited
      if (launches.get(name) !== previous) return workerFor(name);
    }
    const next = launch(name);
    launches.set(name, next);
    return next;
  }

  async function exists(name: string): Promise<boolean> {
    if (name === '' || name.startsWith('_') || name.startsWith('.')) return false;
    return isFile(path.join(functionsDir, name, 'index.ts'));
  }

  return {
    async handle(req, res, route, url) {
      const [, name = '', rest = ''] = /^\/([A-Za-z0-9_-]+)(\/.*)?$/.exec(route) ?? [];
      if (closed || !(await exists(name))) return sendJson(res, 404, NOT_FOUND);
      // a browser's preflight carries no Authorization, so the function always answers it
      const checkJwt = req.method !== 'OPTIONS' && verifyJwt(name);
      const refusal = checkJwt && (await refuseWithoutJwt(req.headers.authorization, auth));
      if (refusal) return sendJson(res, refusal.status, refusal.body);
      const worker = await workerFor(name).catch((error: unknown) => {
        console.error(`[fn:${name}] failed to boot: ${(error as Error).message}`);
      });
      if (!worker) return sendJson(res, 503, BOOT_ERROR);
      // a failed exchange is answered once a dying process is gone, so the next request restarts it
      const target = {
        port: worker.port,
        settleFailure: () => Promise.race([worker.exited, delay(SETTLE_MS)]),
      };
      vouchForCaller(req);
      // hosted functions see their own name as the first path segment
      await proxyToFunction(req, res, target, `/${name}${rest}${url.search}`);
    },
    pids() {
      return [...running].flatMap((worker) => (worker.pid === undefined ? [] : [worker.pid]));
    },
    async setSecrets(changes) {
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) delete secrets[name];
        else secrets[name] = value;
      }
      launches.clear();
      await Promise.all([...running].map((worker) => worker.stop()));
    },
    async close() {
      closed = true;
      await Promise.all([...running].map((worker) => worker.stop()));
      process.off('exit', killAll);
    },
  };
}

function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (entry) => entry.isFile(),
    () => false,
  );
}
