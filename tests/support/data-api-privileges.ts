// What the Data API roles may do with each object of the public schema, read from the catalog,
// and how it differs from what the migrations grant as scripts/support/data-api-access.ts reads
// them: the messages name the object, the role and the privilege, and the migration.
import {
  GRANTEES,
  type DeclaredObject,
  type Grantee,
  type ObjectKind,
} from '#scripts/support/data-api-access.ts';
import type { SqlSession } from './sql-engines.ts';

const READER = 'scripts/support/data-api-access.ts';

/** One object: what each grantee holds, privileges in Postgres' upper case. */
export interface ObjectPrivileges {
  kind: ObjectKind;
  name: string;
  /** A table's row level security; null for a view, a sequence or a function. */
  rowLevelSecurity: boolean | null;
  held: Record<Grantee, Set<string>>;
}

function emptyHeld(): Record<Grantee, Set<string>> {
  return { PUBLIC: new Set(), anon: new Set(), authenticated: new Set(), service_role: new Set() };
}

// An object without an ACL has its owner's defaults (acldefault): for a function that includes
// PostgreSQL's EXECUTE for PUBLIC.
const RELATIONS_SQL = `
  select c.relname as name, case when c.relkind = 'S' then 'sequence' else 'table' end as kind,
    case when c.relkind in ('r', 'p') then c.relrowsecurity end as "rowLevelSecurity",
    coalesce(g.rolname, 'PUBLIC') as grantee, a.privilege_type as privilege
  from pg_class c
  left join lateral aclexplode(coalesce(c.relacl,
    acldefault((case when c.relkind = 'S' then 's' else 'r' end)::"char", c.relowner))) a on true
  left join pg_roles g on g.oid = a.grantee
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')`;

const COLUMNS_SQL = `
  select c.relname || '.' || att.attname as name, coalesce(g.rolname, 'PUBLIC') as grantee,
    a.privilege_type as privilege
  from pg_attribute att
  join pg_class c on c.oid = att.attrelid
  cross join lateral aclexplode(att.attacl) a
  left join pg_roles g on g.oid = a.grantee
  where c.relnamespace = 'public'::regnamespace and att.attacl is not null`;

const ROUTINES_SQL = `
  select p.proname || '(' || replace(oidvectortypes(p.proargtypes), ', ', ',') || ')' as name,
    coalesce(g.rolname, 'PUBLIC') as grantee, a.privilege_type as privilege
  from pg_proc p
  left join lateral aclexplode(coalesce(p.proacl, acldefault('f'::"char", p.proowner))) a on true
  left join pg_roles g on g.oid = a.grantee
  where p.pronamespace = 'public'::regnamespace`;

interface Row {
  name: string;
  kind?: ObjectKind;
  rowLevelSecurity?: boolean | null;
  grantee: string | null;
  privilege: string | null;
}

/** The privileges of PUBLIC and the API roles on every table, view, sequence and function of public. */
export async function readPrivileges(session: SqlSession): Promise<ObjectPrivileges[]> {
  const objects = new Map<string, ObjectPrivileges>();
  const add = (kind: ObjectKind, row: Row) => {
    const key = `${kind} ${row.name}`;
    let object = objects.get(key);
    if (!object) {
      object = { kind, name: row.name, rowLevelSecurity: row.rowLevelSecurity ?? null, held: emptyHeld() };
      objects.set(key, object);
    }
    if (row.privilege && GRANTEES.includes(row.grantee as Grantee)) {
      object.held[row.grantee as Grantee].add(row.privilege);
    }
  };
  for (const row of (await session.query<Row>(RELATIONS_SQL)).rows) add(row.kind ?? 'table', row);
  for (const row of (await session.query<Row>(ROUTINES_SQL)).rows) add('function', row);
  return [...objects.values()];
}

/** Privileges on single columns, which no migration may grant: each one found, as a message. */
export async function columnPrivilegeProblems(session: SqlSession): Promise<string[]> {
  const { rows } = await session.query<Row>(COLUMNS_SQL);
  return rows
    .filter((row) => GRANTEES.includes(row.grantee as Grantee))
    .map(
      (row) =>
        `column public.${row.name}: ${row.grantee} has ${row.privilege} on it, which no migration grants (they grant whole tables): revoke it in a new migration`,
    );
}

/**
 * Every difference between the database and what the migrations grant as read, one message each;
 * none when they agree.
 */
export function privilegeProblems(
  objects: readonly ObjectPrivileges[],
  declared: readonly DeclaredObject[],
): string[] {
  const problems: string[] = [];
  const byKey = new Map(declared.map((object) => [`${object.kind} ${object.name}`, object]));
  const seen = new Set<string>();
  for (const object of objects) {
    const key = `${object.kind} ${object.name}`;
    const label = `${object.kind} public.${object.name}`;
    seen.add(key);
    const expected = byKey.get(key);
    if (!expected) {
      problems.push(
        `${label} is in the database, but no migration creates it as ${READER} reads them: teach it the statement that does`,
      );
      continue;
    }
    if (object.rowLevelSecurity !== expected.rowLevelSecurity) {
      problems.push(
        `${label}: row level security is ${object.rowLevelSecurity ? 'on' : 'off'} in the database, ${expected.rowLevelSecurity ? 'on' : 'off'} as ${READER} reads the migrations`,
      );
    }
    for (const grantee of GRANTEES) {
      for (const [privilege, source] of expected.held[grantee]) {
        if (!object.held[grantee].has(privilege)) {
          const how = source.byDefault ? 'leaves it, by the default privileges' : 'grants it';
          problems.push(
            `${label}: ${grantee} lacks ${privilege}, which supabase/migrations/${source.migration}.sql ${how}`,
          );
        }
      }
      for (const privilege of object.held[grantee]) {
        if (!expected.held[grantee].has(privilege)) {
          problems.push(
            `${label}: ${grantee} has ${privilege}, which no migration grants as ${READER} reads them: revoke it in a new migration`,
          );
        }
      }
    }
  }
  for (const [key, object] of byKey) {
    if (!seen.has(key)) {
      problems.push(
        `${object.kind} public.${object.name} is created by ${object.createdIn} as ${READER} reads it, but the database has none`,
      );
    }
  }
  return problems;
}
