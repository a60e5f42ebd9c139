// The functions of schema public as the migrations leave them, read from the database's catalog:
// only the pinned ones run as their owner (security definer), each for a reason written here, and
// every function, definer or not, runs with a search_path of its own, so no caller's path can
// change which table or function a name in its body means. A migration that adds a security
// definer function, or a function without `set search_path`, fails here until it is pinned or
// fixed.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type LocalDatabase } from '#local/database.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Every security definer function of public (`oid::regprocedure`), with why it needs its owner's rights. */
const SECURITY_DEFINER: Readonly<Record<string, string>> = {
  'backup_schema_version()': 'reads supabase_migrations.schema_migrations, which no API role may read',
  'bump_site_revision()': 'a trigger that updates site_revision, which its callers may only read',
  'check_slot_current_version()':
    "a constraint trigger: it must see every version, whatever the caller's rights",
  'restore_owner_document(text,text,integer)':
    'writes owner_documents, which the service role may not update',
  'save_owner_document(text,text,jsonb)': 'writes owner_documents, which the service role may not update',
  'set_media_version_translation(text,integer,text,text,text)':
    'the one update of a stored version, which the service role may not make itself',
};

interface Routine {
  signature: string;
  definer: boolean;
  /** The `search_path=…` entry of its configuration, or null when it has none. */
  searchPath: string | null;
}

/** The functions and procedures of public, those of extensions left out. */
async function publicRoutines(db: LocalDatabase): Promise<Routine[]> {
  const { rows } = await db.pg.query<Routine>(
    `select p.oid::regprocedure::text as signature,
            p.prosecdef as definer,
            (select setting from unnest(p.proconfig) as setting where setting like 'search_path=%')
              as "searchPath"
       from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_depend d
           where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by 1`,
  );
  // the signature as regprocedure prints it, without the schema (search_path has public)
  return rows.map((row) => ({ ...row, signature: row.signature.replace(/^public\./, '') }));
}

const definers = (routines: Routine[]) => routines.filter((r) => r.definer).map((r) => r.signature);
const withoutSearchPath = (routines: Routine[]) =>
  routines.filter((r) => r.searchPath === null).map((r) => r.signature);

let db: LocalDatabase;

beforeAll(async () => {
  db = await openDatabase({ projectRoot: PROJECT_ROOT });
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('the functions of public after every migration', () => {
  it('run as their owner (security definer) only where pinned', async () => {
    const routines = await publicRoutines(db);
    expect(routines.length).toBeGreaterThan(Object.keys(SECURITY_DEFINER).length);
    expect(
      definers(routines),
      'a new security definer function: make it security invoker, or pin it in SECURITY_DEFINER with the reason',
    ).toEqual(Object.keys(SECURITY_DEFINER).sort());
  });

  it('each set a search_path of their own', async () => {
    const routines = await publicRoutines(db);
    expect(withoutSearchPath(routines), "add `set search_path = ''` to these, with qualified names").toEqual(
      [],
    );
    // the migrations' one choice: the empty path, every name in the body qualified
    expect(
      routines.filter((r) => r.searchPath !== 'search_path=""').map((r) => `${r.signature}: ${r.searchPath}`),
    ).toEqual([]);
  });

  it('are told apart from a function that breaks either rule', async () => {
    await db.pg.exec('begin');
    try {
      await db.pg.exec(`
        create function public.test_unpinned_definer() returns integer
          language sql security definer as 'select 1';
        create function public.test_without_search_path() returns integer
          language sql as 'select 1';`);
      const routines = await publicRoutines(db);
      expect(definers(routines)).toContain('test_unpinned_definer()');
      expect(definers(routines)).not.toEqual(Object.keys(SECURITY_DEFINER).sort());
      expect(withoutSearchPath(routines)).toEqual(['test_unpinned_definer()', 'test_without_search_path()']);
    } finally {
      await db.pg.exec('rollback');
    }
    expect(withoutSearchPath(await publicRoutines(db))).toEqual([]);
  });
});
