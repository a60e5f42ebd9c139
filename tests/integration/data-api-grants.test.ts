// The Data API grants (docs/hosted-platform.md, "Grants"), on databases built as hosted Supabase
// builds a project: the platform bootstrap with no default grants (a project created today, and
// what the stand-in and every test database are) or with the old ones (an older project), then
// every migration. On each, the privileges of anon, authenticated, service_role and PUBLIC on
// every table, sequence and function of public, and each table's row level security, are exactly
// what the migrations' SQL says as scripts/support/data-api-access.ts reads it, no more and no
// less; a failure names the object, the role, the privilege and the migration.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRuleProblems, readDataApiAccess } from '#scripts/support/data-api-access.ts';
import { openDatabase, type PlatformDefaultGrants } from '#local/database.ts';
import {
  columnPrivilegeProblems,
  privilegeProblems,
  readPrivileges,
} from '#tests/support/data-api-privileges.ts';
import {
  applyBootstrap,
  applyMigrations,
  SQL_ENGINES,
  type SqlEngine,
  type SqlServer,
  type SqlSession,
} from '#tests/support/sql-engines.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The stand-in's own database (PGlite 0.5): built as a project created today, in memory, or in a
 * data folder opened a second time, as `npm start` opens `.data/db` again: the project's default
 * privileges are set once, when it is created, never at a later start.
 */
function standInDatabase(reopened: boolean): SqlEngine {
  return {
    name: reopened ? 'the stand-in’s persisted database, opened again' : 'the stand-in’s database',
    unavailable: null,
    manyConnections: false,
    async start() {
      let dataDir: string | undefined;
      if (reopened) {
        dataDir = await mkdtemp(path.join(tmpdir(), 'data-api-grants-'));
        await (await openDatabase({ projectRoot: PROJECT_ROOT, dataDir })).close();
      }
      const db = await openDatabase({ projectRoot: PROJECT_ROOT, dataDir });
      const admin: SqlSession = {
        query: async <Row>(sql: string, params?: unknown[]) => ({
          rows: (await db.pg.query<Row>(sql, params)).rows,
        }),
        exec: async (sql) => void (await db.pg.exec(sql)),
      };
      const { rows } = await admin.query<{ v: string }>('show server_version_num');
      return {
        majorVersion: Math.floor(Number(rows[0]?.v) / 10_000),
        admin,
        connect: null,
        stop: async () => {
          await db.close();
          if (dataDir) await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

it('asks `supabase start` for the same database: [api] auto_expose_new_tables = false in config.toml', async () => {
  // the Supabase CLI then runs the revoke of no-default-grants.sql after its initial schema
  const config = parse(await readFile(path.join(PROJECT_ROOT, 'supabase', 'config.toml'), 'utf8')) as {
    api: { auto_expose_new_tables?: boolean };
  };
  expect(config.api.auto_expose_new_tables).toBe(false);
});

/** Runs `body` in a transaction that is rolled back, so a test may break the schema for a moment. */
async function rolledBack<T>(session: SqlSession, body: () => Promise<T>): Promise<T> {
  await session.exec('begin');
  try {
    return await body();
  } finally {
    await session.exec('rollback');
  }
}

/** `standIn`: the stand-in's own database, which has its bootstrap and migrations already. */
const SETUPS: { engine: SqlEngine; grants: PlatformDefaultGrants; built: string; standIn?: true }[] = [
  ...SQL_ENGINES.flatMap((engine) => [
    { engine, grants: 'none' as const, built: 'a project created today (no default grants)' },
    { engine, grants: 'all' as const, built: 'an older project (the old default grants)' },
  ]),
  { engine: standInDatabase(false), grants: 'none', built: 'a project created today', standIn: true },
  { engine: standInDatabase(true), grants: 'none', built: 'a project created today', standIn: true },
];

for (const { engine, grants, built, standIn } of SETUPS)
  describe.skipIf(engine.unavailable !== null)(`on ${engine.name}, built as ${built}`, () => {
    let server: SqlServer | undefined;
    let admin: SqlSession;

    beforeAll(async () => {
      server = await engine.start();
      admin = server.admin;
      if (!standIn) {
        await applyBootstrap(admin, grants);
        await applyMigrations(admin);
      }
    }, 60_000);

    afterAll(async () => {
      await server?.stop();
    }, 60_000);

    /** What the migrations grant on this server, as their SQL says, plus `extra` read after them. */
    const declared = (extra: { name: string; sql: string }[] = []) =>
      readDataApiAccess({
        platformDefaults: grants,
        postgresMajor: server?.majorVersion,
        extraMigrations: extra,
      });

    it('gives PUBLIC and the API roles exactly the privileges the migrations grant', async () => {
      const problems = [
        ...privilegeProblems(await readPrivileges(admin), await declared()),
        ...(await columnPrivilegeProblems(admin)),
      ];
      expect(problems, problems.join('\n')).toEqual([]);
    });

    it('fails a future migration that forgets its grants: what postgres creates in public grants nothing', async () => {
      const added = {
        name: '29990101000000_added_later',
        sql: `
          create table public.added_later (id int primary key);
          alter table public.added_later enable row level security;
          create function public.added_later_count() returns bigint language sql
            as 'select count(*) from public.added_later';`,
      };
      const objects = await rolledBack(admin, async () => {
        await admin.exec(added.sql);
        return readPrivileges(admin);
      });
      const table = objects.find((object) => object.name === 'added_later');
      // what postgres creates in public grants the API roles nothing, on a project with the old
      // default grants as on a new one
      for (const role of ['anon', 'authenticated', 'service_role', 'PUBLIC'] as const) {
        expect([...(table?.held[role] ?? ['missing'])], role).toEqual([]);
      }
      const reading = await declared([added]);
      expect(privilegeProblems(objects, reading)).toEqual([]);
      expect(accessRuleProblems(reading)).toEqual([
        expect.stringMatching(
          /^table public\.added_later \(29990101000000_added_later\) is granted to no role, so nothing can use it: /,
        ),
        expect.stringMatching(
          /^function public\.added_later_count\(\) \(29990101000000_added_later\): PUBLIC holds EXECUTE /,
        ),
      ]);
    });

    it('names the object, the role, the privilege and the migration of each difference', async () => {
      const problems = await rolledBack(admin, async () => {
        await admin.exec(`
          revoke select on public.media_versions from anon;
          grant insert on public.videos to authenticated;
          revoke execute on function public.unpublish_media_slot(text) from service_role;
          grant update (title) on public.media_slots to anon;
          alter table public.site_backups disable row level security;`);
        return [
          ...privilegeProblems(await readPrivileges(admin), await declared()),
          ...(await columnPrivilegeProblems(admin)),
        ];
      });
      expect(problems).toHaveLength(5);
      expect(problems).toEqual(
        expect.arrayContaining([
          'table public.media_versions: anon lacks SELECT, which supabase/migrations/20261128090000_explicit_data_api_grants.sql grants it',
          expect.stringMatching(
            /^table public\.videos: authenticated has INSERT, which no migration grants /,
          ),
          'function public.unpublish_media_slot(text): service_role lacks EXECUTE, which supabase/migrations/20261128090000_explicit_data_api_grants.sql grants it',
          expect.stringMatching(/^column public\.media_slots\.title: anon has UPDATE on it/),
          expect.stringMatching(
            /^table public\.site_backups: row level security is off in the database, on /,
          ),
        ]),
      );
    });
  });
