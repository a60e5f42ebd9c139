import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createAuth } from './auth.ts';
import { openDatabase, type LocalDatabase } from './database.ts';
import { emptyLockedDataDir, lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { createFunctions, type FunctionsService } from '#local/functions/runner.ts';
import { functionSecretsControl } from '#local/functions/secrets-control.ts';
import { CORS_HEADERS, sendJson, type RouteHandler } from './http.ts';
import {
  DEFAULT_LOCAL_PORT,
  LOCAL_ANON_KEY,
  LOCAL_PROJECT_KEYS,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from './keys.ts';
import { quotaControl, RealtimeQuota, type RealtimeLimits } from '#local/realtime/quota.ts';
import { createRealtime, type RealtimeService } from '#local/realtime/server.ts';
import { createRest } from '#local/rest/handler.ts';
import { sqlControl } from './sql-control.ts';
import { createStorage } from '#local/storage/handler.ts';
import { removeStrayFilesAtStart, sweepOrphanMediaAtStart } from './tidy-storage-at-start.ts';

export interface LocalSupabaseOptions {
  /** 0 picks a free port. Default SUPABASE_LOCAL_PORT or 54321. */
  port?: number;
  /**
   * Persist database and files here; in memory when omitted. One stand-in per folder: a
   * second one is refused with a DataDirInUseError before it opens anything in it.
   */
  dataDir?: string;
  /** With dataDir: start from an empty folder (deleted once the folder is locked). */
  reset?: boolean;
  projectRoot?: string;
  /** Start the Deno edge functions (default true). */
  functions?: boolean;
  /** Hosted Realtime's quota to simulate (unlimited by default); GET/PUT /__stand-in/realtime too. */
  realtimeLimits?: RealtimeLimits;
  /** Function secrets over supabase/functions/.env*; PUT /__stand-in/function-secrets too. */
  functionSecrets?: Readonly<Record<string, string>>;
  /**
   * The SUPABASE_URL the edge functions receive, when not the stand-in's own address: tests give
   * one that is not loopback to see them refuse the local secrets, as deployed functions do.
   * Plain http; the functions reach the stand-in through it (their HTTP proxy).
   */
  functionsSupabaseUrl?: string;
}

export type { RealtimeLimits };

export interface LocalSupabase {
  url: string;
  /** The publishable key (`sb_publishable_…`): the `anon` role. */
  publishableKey: string;
  /** The secret key (`sb_secret_…`): the `service_role` role. */
  secretKey: string;
  /** The legacy JWT-based anon key. */
  anonKey: string;
  /** The legacy JWT-based service_role key. */
  serviceRoleKey: string;
  db: LocalDatabase;
  close(): Promise<void>;
}

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  // anything stored before this moment was stored by a stand-in that has stopped
  const startedAt = new Date();
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const port = options.port ?? (Number(process.env.SUPABASE_LOCAL_PORT) || DEFAULT_LOCAL_PORT);
  const quota = new RealtimeQuota(options.realtimeLimits); // a bad limit throws before anything starts

  // Listening first gives the address the data folder's lock names; requests that arrive
  // before the routes are ready wait for them.
  let ready!: (started: boolean) => void;
  const started = new Promise<boolean>((resolve) => (ready = resolve));
  // Idle keep-alive connections outlive the clients' own idle limit, so a client never reuses
  // a connection the server has just closed (Node's 5 s default raced Node fetch's reuse and
  // failed a request after a test sat idle for ~5 s with EPIPE).
  const server = createServer();
  server.keepAliveTimeout = 65_000;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    started
      .then((ok) => {
        if (ok) return route(req, res); // declared below, called once it is ready
        sendJson(res, 503, { message: 'The local stand-in did not start' });
      })
      .catch((error: unknown) => {
        console.error('[local-supabase] unexpected error', error);
        if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
        else res.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://127.0.0.1:${actualPort}`;

  const auth = createAuth(LOCAL_PROJECT_KEYS);
  let lock: DataDirLock | undefined;
  let db: LocalDatabase | undefined;
  let realtime: RealtimeService | undefined;
  let functions: FunctionsService | undefined;
  // in the order that lets nothing be used after it is gone; what never started is skipped
  const stop = async () => {
    await functions?.close();
    await realtime?.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db?.close();
    await lock?.release();
  };
  try {
    // before PGlite opens the folder, so it never opens one another live stand-in holds
    if (options.dataDir) {
      lock = await lockDataDir(options.dataDir, url);
      if (options.reset) await emptyLockedDataDir(options.dataDir);
    }
    db = await openDatabase({ projectRoot, dataDir: options.dataDir && path.join(options.dataDir, 'db') });
    realtime = await createRealtime({ db, auth, quota });
    if (options.functions !== false) {
      functions = await createFunctions({
        projectRoot,
        url,
        auth,
        supabaseUrl: options.functionsSupabaseUrl,
        secrets: options.functionSecrets,
      });
    }
  } catch (error) {
    ready(false);
    await stop();
    throw error;
  }
  const database = db;
  const realtimeService = realtime;
  const services: [prefix: string, service: { handle: RouteHandler } | undefined][] = [
    ['/functions/v1', functions],
    ['/rest/v1', createRest({ db: database, auth })],
    ['/storage/v1', createStorage({ db: database, auth, dataDir: options.dataDir })],
    ['/__stand-in/realtime', { handle: quotaControl({ auth, quota }) }],
    ['/__stand-in/function-secrets', functions && { handle: functionSecretsControl({ auth, functions }) }],
    ['/__stand-in/sql', { handle: sqlControl({ auth, db: database }) }],
  ];

  server.on('upgrade', (req, socket, head) => {
    if (req.url?.split('?')[0] === '/realtime/v1/websocket') realtimeService.handleUpgrade(req, socket, head);
    else socket.destroy();
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let requestUrl: URL;
    try {
      requestUrl = new URL(req.url ?? '/', url);
    } catch {
      return sendJson(res, 400, { message: 'Malformed request URL' });
    }
    const { pathname } = requestUrl;
    for (const [prefix, service] of services) {
      if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue;
      // a function answers its own preflight; the platform answers the others'
      if (req.method === 'OPTIONS' && prefix !== '/functions/v1') break;
      if (service) await service.handle(req, res, pathname.slice(prefix.length), requestUrl);
      else sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return;
    }
    if (req.method === 'OPTIONS') res.writeHead(204, CORS_HEADERS).end();
    else if (pathname === '/health') sendJson(res, 200, { status: 'ok' });
    else sendJson(res, 404, { message: 'no Route matched with those values' });
  }
  // a stand-in killed mid-upload can leave stored files behind (see tidy-storage-at-start.ts)
  if (options.dataDir) await removeStrayFilesAtStart(database, options.dataDir);
  ready(true);
  if (options.dataDir) await sweepOrphanMediaAtStart(url, startedAt);

  let stopping: Promise<void> | undefined;
  return {
    url,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: LOCAL_SECRET_KEY,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    db: database,
    close: () => (stopping ??= stop()), // once, however often it is called
  };
}
