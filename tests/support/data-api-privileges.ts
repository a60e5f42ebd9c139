// What the Data API roles may do with each object of the public schema, read from the catalog,
// and how it differs from scripts/support/data-api-access.ts: the messages name the object, the
// role and the privilege, and say what to do.
import {
  ROUTINE_ACCESS,
  SEQUENCE_ACCESS,
  TABLE_ACCESS,
  type ApiRole,
} from '../../scripts/support/data-api-access.ts';
import type { SqlSession } from './sql-engines.ts';

/** PUBLIC (every role) and the three roles the Data API runs as. */
const GRANTEES = ['PUBLIC', 'anon', 'authenticated', 'service_role'] as const;
type Grantee = (typeof GRANTEES)[number];

const ACCESS_FILE = 'scripts/support/data-api-access.ts';

type Kind = 'table' | 'sequence' | 'function';

/** One object: what each grantee holds, privileges in Postgres' upper case. */
interface ObjectPrivileges {
  kind: Kind;
  name: string;
  held: Record<Grantee, Set<string>>;
}

function emptyHeld(): Record<Grantee, Set<string>> {
  return { PUBLIC: new Set(), anon: new Set(), authenticated: new Set(), service_role: new Set() };
}

// An object without an ACL has its owner's defaults (acldefault): for a function that includes
// PostgreSQL's EXECUTE for PUBLIC.
const RELATIONS_SQL = `
  select c.relname as name, case when c.relkind = 'S' then 'sequence' else 'table' end as kind,
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
  kind?: Kind;
  grantee: string | null;
  privilege: string | null;
}

/** The privileges of PUBLIC and the API roles on every table, view, sequence and function of public. */
export async function readPrivileges(session: SqlSession): Promise<ObjectPrivileges[]> {
  const objects = new Map<string, ObjectPrivileges>();
  const add = (kind: Kind, row: Row) => {
    const key = `${kind} ${row.name}`;
    let object = objects.get(key);
    if (!object) {
      object = { kind, name: row.name, held: emptyHeld() };
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

/** Privileges on single columns, which nothing grants: each one found, as a message. */
export async function columnPrivilegeProblems(session: SqlSession): Promise<string[]> {
  const { rows } = await session.query<Row>(COLUMNS_SQL);
  return rows
    .filter((row) => GRANTEES.includes(row.grantee as Grantee))
    .map(
      (row) =>
        `column public.${row.name}: ${row.grantee} has ${row.privilege} on it, which ${ACCESS_FILE} does not declare (it grants whole tables): revoke it in a new migration`,
    );
}

/** What the list declares for an object, or null when it is not listed. */
function declared(kind: Kind, name: string): Record<Grantee, Map<string, string>> | null {
  const expected: Record<Grantee, Map<string, string>> = {
    PUBLIC: new Map(),
    anon: new Map(),
    authenticated: new Map(),
    service_role: new Map(),
  };
  if (kind === 'table') {
    const access = TABLE_ACCESS[name];
    if (!access) return null;
    for (const role of ['anon', 'authenticated', 'service_role'] as const satisfies ApiRole[]) {
      for (const [verb, by] of Object.entries(access[role] ?? {})) expected[role].set(verb.toUpperCase(), by);
    }
  } else if (kind === 'sequence') {
    if (!SEQUENCE_ACCESS[name]) return null;
  } else {
    const access = ROUTINE_ACCESS[name];
    if (!access) return null;
    for (const [role, by] of Object.entries(access.execute ?? {}))
      expected[role as ApiRole].set('EXECUTE', by);
  }
  return expected;
}

/** Every difference between the database and the declared list, one message each; none when they agree. */
export function privilegeProblems(objects: readonly ObjectPrivileges[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const object of objects) {
    const label = `${object.kind} public.${object.name}`;
    seen.add(`${object.kind} ${object.name}`);
    const expected = declared(object.kind, object.name);
    if (!expected) {
      problems.push(
        `${label} is not in ${ACCESS_FILE}: declare who may do what with it, and grant exactly that (revoking the rest) in its migration`,
      );
      continue;
    }
    for (const grantee of GRANTEES) {
      for (const [privilege, by] of expected[grantee]) {
        if (!object.held[grantee].has(privilege)) {
          problems.push(
            `${label}: ${grantee} lacks ${privilege}, which ${ACCESS_FILE} declares (for ${by}): grant it in a new migration`,
          );
        }
      }
      for (const privilege of object.held[grantee]) {
        if (!expected[grantee].has(privilege)) {
          problems.push(
            `${label}: ${grantee} has ${privilege}, which ${ACCESS_FILE} does not declare: revoke it in a new migration, or declare who needs it`,
          );
        }
      }
    }
  }
  const listed: [Kind, string][] = [
    ...Object.keys(TABLE_ACCESS).map((name): [Kind, string] => ['table', name]),
    ...Object.keys(SEQUENCE_ACCESS).map((name): [Kind, string] => ['sequence', name]),
    ...Object.keys(ROUTINE_ACCESS).map((name): [Kind, string] => ['function', name]),
  ];
  for (const [kind, name] of listed) {
    if (!seen.has(`${kind} ${name}`)) {
      problems.push(
        `${kind} public.${name} is in ${ACCESS_FILE} but not in the database: take it out of the list`,
      );
    }
  }
  return problems;
}
