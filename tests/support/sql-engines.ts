// The PostgreSQL servers the migrations are tried on (docs/local-stand-in.md, "Which Postgres"):
// Debian's real server (15 here; apt offers no 17), and PGlite 0.4, which is PostgreSQL 17, the
// major version of new hosted projects (supabase/config.toml). The stand-in itself runs PGlite
// 0.5 (PostgreSQL 18), which every other integration test exercises.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { PGlite } from 'pglite-postgres-17';
import { listMigrations, newProjectSql, type PlatformDefaultGrants } from '#local/database.ts';
import { startThrowawayCluster } from './postgres-cluster.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** One connection: `query` runs one statement (with parameters), `exec` a whole script. */
export interface SqlSession {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(sql: string): Promise<void>;
}

export interface SqlServer {
  /** The server's major version, as it reports it. */
  majorVersion: number;
  admin: SqlSession;
  /** Another connection, for the tests of locks; null where the engine has only one (PGlite). */
  connect: (() => Promise<SqlSession & { pid: number; end(): Promise<void> }>) | null;
  stop(): Promise<void>;
}

export interface SqlEngine {
  name: string;
  /** Why this engine is not available here, or null. */
  unavailable: string | null;
  /** Whether it serves more than one connection (PGlite does not). */
  manyConnections: boolean;
  start(): Promise<SqlServer>;
}

async function majorVersion(session: SqlSession): Promise<number> {
  const { rows } = await session.query<{ server_version_num: string }>('show server_version_num');
  return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
}

const debianPostgres: SqlEngine = {
  name: 'Debian PostgreSQL',
  unavailable: process.env.SKIP_POSTGRES_TESTS === '1' ? 'SKIP_POSTGRES_TESTS=1' : null,
  manyConnections: true,
  async start() {
    const cluster = await startThrowawayCluster();
    const client = await cluster.connect();
    const session = (c: typeof client): SqlSession => ({
      query: async <Row>(sql: string, params?: unknown[]) => ({
        rows: (await c.query(sql, params)).rows as Row[],
      }),
      exec: async (sql) => void (await c.query(sql)),
    });
    const admin = session(client);
    return {
      majorVersion: await majorVersion(admin),
      admin,
      async connect() {
        const other = await cluster.connect();
        return {
          ...session(other),
          pid: (other as unknown as { processID: number }).processID,
          end: () => other.end(),
        };
      },
      async stop() {
        await client.end().catch(() => undefined);
        await cluster.stop();
      },
    };
  },
};

const pglite17: SqlEngine = {
  name: 'PGlite 0.4 (PostgreSQL 17)',
  unavailable: null,
  manyConnections: false,
  async start() {
    const db = new PGlite();
    await db.waitReady;
    const admin: SqlSession = {
      query: async <Row>(sql: string, params?: unknown[]) => ({
        rows: (await db.query<Row>(sql, params)).rows,
      }),
      exec: async (sql) => void (await db.exec(sql)),
    };
    return { majorVersion: await majorVersion(admin), admin, connect: null, stop: () => db.close() };
  },
};

export const SQL_ENGINES: readonly SqlEngine[] = [debianPostgres, pglite17];

/**
 * A new project as hosted Supabase creates one: the roles, auth.jwt(), storage, realtime and the
 * default privileges it is created with; by default those the stand-in has, which grant nothing.
 */
export async function applyBootstrap(
  session: SqlSession,
  grants: PlatformDefaultGrants = 'none',
): Promise<void> {
  await session.exec(await newProjectSql(grants));
}

/**
 * The migrations in order, each in a transaction with its row in schema_migrations: all of them,
 * or from the one named `from`, or up to (not including) the one named `until`.
 */
export async function applyMigrations(
  session: SqlSession,
  { from, until }: { from?: string; until?: string } = {},
): Promise<void> {
  const migrations = await listMigrations(PROJECT_ROOT);
  const index = (name: string | undefined, fallback: number) => {
    if (name === undefined) return fallback;
    const found = migrations.findIndex((migration) => migration.name === name);
    if (found < 0) throw new Error(`migration ${name} not found`);
    return found;
  };
  for (const migration of migrations.slice(index(from, 0), index(until, migrations.length))) {
    await session.exec('begin');
    await session.exec(await readFile(migration.file, 'utf8'));
    await session.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
      migration.version,
      migration.name,
    ]);
    await session.exec('commit');
  }
}

export interface MigratedServer {
  /** The server's admin session (usable in the tests, once the hooks have run). */
  admin: SqlSession;
  /** The server, once started. */
  readonly server: SqlServer | undefined;
}

/**
 * Registers, in the calling describe, hooks that start a server of `engine` with the platform
 * bootstrap and the migrations (up to, not including, `until` where named), run `prepare` on its
 * admin session, and stop it after the tests.
 */
export function migratedServer(
  engine: SqlEngine,
  {
    until,
    prepare,
    timeout = 60_000,
  }: { until?: string; prepare?: (admin: SqlSession) => Promise<void>; timeout?: number } = {},
): MigratedServer {
  let server: SqlServer | undefined;
  const started = (): SqlServer => {
    if (!server) throw new Error(`${engine.name} is not started`);
    return server;
  };
  beforeAll(async () => {
    server = await engine.start();
    await applyBootstrap(server.admin);
    await applyMigrations(server.admin, { until });
    await prepare?.(server.admin);
  }, timeout);
  afterAll(async () => {
    await server?.stop();
  }, 60_000);
  return {
    admin: {
      query: <Row>(sql: string, params?: unknown[]) => started().admin.query<Row>(sql, params),
      exec: (sql: string) => started().admin.exec(sql),
    },
    get server() {
      return server;
    },
  };
}

/** Runs `fn` in a transaction that is always rolled back, so tests leave no rows behind. */
export async function inTransaction(session: SqlSession, fn: () => Promise<void>): Promise<void> {
  await session.exec('begin');
  try {
    await fn();
  } finally {
    await session.exec('rollback');
  }
}
