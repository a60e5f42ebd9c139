// What the migrations grant, read from their SQL (scripts/support/data-api-access.ts): the
// reading follows the statements that change privileges, refuses the ones it cannot follow, and
// holds the migrations to the access rules, naming what a new migration forgot. That the reading
// is what a real database ends with is tests/integration/data-api-grants.test.ts.
import { describe, expect, it } from 'vitest';
import {
  accessRuleProblems,
  migrationGrantingAnonRead,
  readDataApiAccess,
  type DeclaredObject,
} from '#scripts/support/data-api-access.ts';

/** Each object's privileges per grantee, without where they come from. */
function privileges(objects: readonly DeclaredObject[]): Record<string, Record<string, string[]>> {
  return Object.fromEntries(
    objects.map((object) => [
      `${object.kind} ${object.name}`,
      Object.fromEntries(
        Object.entries(object.held).map(([grantee, held]) => [grantee, [...held.keys()].sort()]),
      ),
    ]),
  );
}

/** One object of the reading, by kind and name. */
async function objectAfter(sql: string, kind: string, name: string) {
  const objects = await readDataApiAccess({ extraMigrations: [{ name: '29990101000000_next', sql }] });
  return objects.find((object) => object.kind === kind && object.name === name);
}

const heldBy = (object: DeclaredObject | undefined, grantee: 'anon' | 'service_role') => [
  ...(object?.held[grantee].keys() ?? ['missing']),
];

describe('the migrations, read from their SQL', () => {
  it('follow the access rules', async () => {
    expect(accessRuleProblems(await readDataApiAccess())).toEqual([]);
  });

  it('grant the same whatever default privileges the project was created with, on PostgreSQL 15 to 18', async () => {
    const today = privileges(await readDataApiAccess({ platformDefaults: 'none' }));
    expect(Object.keys(today).length).toBeGreaterThan(30);
    for (const platformDefaults of ['none', 'all'] as const) {
      for (const postgresMajor of [15, 17, 18]) {
        expect(privileges(await readDataApiAccess({ platformDefaults, postgresMajor }))).toEqual(today);
      }
    }
  });

  it('name the migration that grants anon each read, for check:deploy', async () => {
    const objects = await readDataApiAccess();
    expect(migrationGrantingAnonRead(objects, 'videos')).toBe(
      'supabase/migrations/20261128090000_explicit_data_api_grants.sql',
    );
    expect(migrationGrantingAnonRead(objects, 'published_locales')).toBe(
      'supabase/migrations/20261129090000_owner_documents.sql',
    );
    expect(migrationGrantingAnonRead(objects, 'admin_sessions')).toBeNull();
    expect(migrationGrantingAnonRead(objects, 'no_such_table')).toBeNull();
  });
});

describe('a new migration', () => {
  it('is told what it forgot, object by object', async () => {
    const objects = await readDataApiAccess({
      extraMigrations: [
        {
          name: '29990101000000_next',
          sql: `
            create table public.fine (id int primary key);
            alter table public.fine enable row level security;
            revoke all on public.fine from public, anon, authenticated, service_role;
            grant select on public.fine to anon, authenticated;
            grant select, insert on public.fine to service_role;

            create table public.forgotten (id int primary key);

            create table public.opened (id int primary key);
            alter table public.opened enable row level security;
            grant select, insert on public.opened to anon;
            grant select on public.opened to service_role;

            create function public.callable() returns int language sql as 'select 1';`,
        },
      ],
    });
    const rule = '29990101000000_next';
    expect(accessRuleProblems(objects)).toEqual([
      `table public.forgotten (${rule}) has no row level security: enable it where the table is created (alter table … enable row level security)`,
      `table public.forgotten (${rule}) is granted to no role, so nothing can use it: grant the service role what the functions do with it, and select to anon and authenticated if the public pages read it`,
      `table public.opened (${rule}): anon holds INSERT; the browser's key only reads tables (writes go through the edge functions): revoke it in a migration`,
      `table public.opened (${rule}): anon holds [INSERT, SELECT] but authenticated []; a signed-in visitor reads what anon reads: grant them alike`,
      `function public.callable() (${rule}): PUBLIC holds EXECUTE (PostgreSQL gives it on every new function): revoke all … from public in its migration`,
    ]);
  });

  it('is read statement by statement, as Postgres runs it', async () => {
    // CREATE OR REPLACE keeps the function's privileges; a new signature is a new function
    const replaced = `
      create function public.f(p integer) returns int language sql as 'select 1';
      revoke all on function public.f(int) from public;
      grant execute on function public.f(int4) to service_role;
      create or replace function public.f(p integer) returns int language sql as 'select 2';`;
    expect(heldBy(await objectAfter(replaced, 'function', 'f(integer)'), 'service_role')).toEqual([
      'EXECUTE',
    ]);

    // a rename keeps the privileges; a dropped table takes its identity's sequence with it
    const renamed = `
      create table public.t (id bigint generated always as identity primary key);
      alter table public.t enable row level security;
      grant select on table public.t to anon;
      alter table public.t rename to u;`;
    expect(heldBy(await objectAfter(renamed, 'table', 'u'), 'anon')).toEqual(['SELECT']);
    expect(await objectAfter(renamed, 'sequence', 't_id_seq')).toBeDefined();
    expect(await objectAfter(`${renamed} drop table public.u;`, 'sequence', 't_id_seq')).toBeUndefined();

    // ALL, schema-wide grants, and REVOKE GRANT OPTION FOR, which leaves the privilege
    const wide = `
      create table public.w (id int);
      grant all on all tables in schema public to service_role;
      revoke grant option for select on public.w from service_role;
      revoke truncate, references, trigger, maintain on public.w from service_role;`;
    expect(heldBy(await objectAfter(wide, 'table', 'w'), 'service_role')).toEqual([
      'SELECT',
      'INSERT',
      'UPDATE',
      'DELETE',
    ]);

    // default privileges: what postgres creates in public afterwards starts with them
    const defaults = `
      alter default privileges for role postgres in schema public grant select on tables to anon;
      create table public.d (id int);
      alter default privileges for role postgres in schema public revoke select on tables from anon;
      create table public.e (id int);`;
    const d = await objectAfter(defaults, 'table', 'd');
    expect(d?.held.anon.get('SELECT')).toEqual({ migration: '29990101000000_next', byDefault: true });
    expect(heldBy(await objectAfter(defaults, 'table', 'e'), 'anon')).toEqual([]);
  });

  it('is refused, naming the statement, where its grants cannot be read', async () => {
    const read = (sql: string) =>
      readDataApiAccess({ extraMigrations: [{ name: '29990101000000_next', sql }] });
    await expect(
      read(`do $$ begin execute 'grant select on public.videos to anon'; end $$;`),
    ).rejects.toThrow(
      /^supabase\/migrations\/29990101000000_next\.sql: a GRANT or REVOKE in a DO block in «do \$\$ begin execute 'grant select/,
    );
    await expect(read('grant update (title) on public.media_slots to service_role;')).rejects.toThrow(
      /a privilege on columns \(grant whole tables\)/,
    );
    await expect(read('grant select on public.never_created to anon;')).rejects.toThrow(
      /table public\.never_created, which no earlier statement creates,/,
    );
  });
});
