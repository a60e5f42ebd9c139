import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { JwtClaims } from './auth.ts';

export type { Transaction };

export interface LocalDatabase {
  /** PGlite itself: the stand-in's own setup and listeners, and tests that write directly. */
  readonly pg: PGlite;
  /** Runs `fn` in one transaction as the JWT's role with `request.jwt.claims` set, so RLS applies. */
  withClaims<T>(claims: JwtClaims, fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Folder of the persisted cluster; in memory when omitted. */
  dataDir?: string;
  /** Project root holding supabase/migrations (which seed the data too). */
  projectRoot: string;
}

/**
 * The default privileges a hosted project was created with (docs/hosted-platform.md, "Grants"):
 * `none` for "Default privileges for new entities" unchecked, what the stand-in and every test
 * database are, so a migration must grant what the Data API may do; `all` for the long-standing
 * initial schema, whose default privileges grant the API roles everything on what postgres
 * creates in public.
 */
export type PlatformDefaultGrants = 'none' | 'all';

const readSql = (file: string) => readFile(new URL(`./${file}`, import.meta.url), 'utf8');

/** The platform's objects (roles, auth, storage, realtime), idempotent: run at every start. */
function platformBootstrapSql(): Promise<string> {
  return readSql('bootstrap.sql');
}

/**
 * A new project as hosted Supabase creates one: the platform's objects, then the default
 * privileges it is created with, which are set once and never again.
 */
export async function newProjectSql(grants: PlatformDefaultGrants = 'none'): Promise<string> {
  const creation =
    grants === 'none'
      ? ['project-default-privileges.sql', 'no-default-grants.sql']
      : ['project-default-privileges.sql'];
  const parts = await Promise.all([platformBootstrapSql(), ...creation.map(readSql)]);
  return parts.join('\n');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<LocalDatabase> {
  const pg = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await pg.waitReady;
  // a new data folder is a project created today: nothing of the migrations is reachable until
  // they grant it; a persisted one keeps the default privileges its migrations left
  const { rows } = await pg.query<{ created: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as created`,
  );
  await pg.exec(rows[0]?.created ? await platformBootstrapSql() : await newProjectSql('none'));
  await applyMigrations(pg, options.projectRoot);
  return {
    pg,
    withClaims(claims, fn) {
      return pg.transaction(async (tx) => {
        // one round trip, as PostgREST does it: set_config('role', …, true) is SET LOCAL ROLE
        await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
          claims.role,
          JSON.stringify(claims),
        ]);
        return fn(tx);
      });
    },
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

/** The migrations not applied yet, each in a transaction with its row in schema_migrations. */
async function applyMigrations(pg: PGlite, projectRoot: string): Promise<void> {
  const { rows } = await pg.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map((row) => row.version));
  for (const { version, name, file } of await listMigrations(projectRoot)) {
    if (applied.has(version)) continue;
    const sql = await readFile(file, 'utf8');
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        name,
      ]);
    });
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
