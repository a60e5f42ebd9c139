import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { JwtClaims } from './auth.ts';
import { trackWrites, WriteGeneration } from './write-generation.ts';

export type { Transaction };

export interface LocalDatabase {
  /** PGlite itself; every call through it counts as a possible write (see writeGeneration). */
  readonly pg: PGlite;
  /** Runs `fn` in one transaction as the JWT's role with `request.jwt.claims` set, so RLS applies. */
  withClaims<T>(claims: JwtClaims, fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * The same in a READ ONLY transaction, which Postgres keeps from writing: the only access that
   * does not count as a possible write.
   */
  readWithClaims<T>(claims: JwtClaims, fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Moves on whenever an access that may have written has ended; null while one is under way.
   * A read made by readWithClaims while it stayed the same number is still current.
   */
  writeGeneration(): number | null;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Folder of the persisted cluster; in memory when omitted. */
  dataDir?: string;
  /** Project root holding supabase/migrations and supabase/seed.sql. */
  projectRoot: string;
}

const BOOTSTRAP_SQL = new URL('./bootstrap.sql', import.meta.url);

export async function openDatabase(options: OpenDatabaseOptions): Promise<LocalDatabase> {
  const pg = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await pg.waitReady;
  await pg.exec(await readFile(BOOTSTRAP_SQL, 'utf8'));
  await applyMigrations(pg, options.projectRoot);

  const writes = new WriteGeneration();
  const tracked = trackWrites(pg, writes);
  // one round trip, as PostgREST does it: set_config('role', …, true) is SET LOCAL ROLE
  const setClaims = (tx: Transaction, claims: JwtClaims, readOnly: boolean) =>
    tx.query(
      `select ${readOnly ? `set_config('transaction_read_only', 'on', true), ` : ''}` +
        `set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [claims.role, JSON.stringify(claims)],
    );

  return {
    pg: tracked,
    withClaims(claims, fn) {
      return tracked.transaction(async (tx) => {
        await setClaims(tx, claims, false);
        return fn(tx);
      });
    },
    readWithClaims(claims, fn) {
      return pg.transaction(async (tx) => {
        await setClaims(tx, claims, true);
        return fn(tx);
      });
    },
    writeGeneration: () => writes.current(),
    close: () => pg.close(),
  };
}

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** supabase/migrations/<version>_<name>.sql in version order, as the Supabase CLI reads them. */
export async function listMigrations(projectRoot: string): Promise<MigrationFile[]> {
  const dir = path.join(projectRoot, 'supabase', 'migrations');
  const names = (await readdir(dir)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
  return names.map((name) => {
    const [, version = '', rest = ''] = /^(\d+)_(.+)\.sql$/.exec(name) ?? [];
    return { version, name: rest, file: path.join(dir, name) };
  });
}

async function applyMigrations(pg: PGlite, projectRoot: string): Promise<void> {
  const applied = new Set(
    (
      await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((row) => row.version),
  );
  const fresh = applied.size === 0;
  for (const migration of await listMigrations(projectRoot)) {
    if (applied.has(migration.version)) continue;
    const sql = await readFile(migration.file, 'utf8');
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
  if (fresh) {
    const seed = await readFile(path.join(projectRoot, 'supabase', 'seed.sql'), 'utf8').catch(() => null);
    if (seed) await pg.exec(seed);
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
