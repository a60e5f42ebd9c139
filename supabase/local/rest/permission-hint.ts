// Hosted Supabase's Postgres loads supautils with `supautils.hint_roles = 'anon, authenticated,
// service_role'`: when one of those roles is refused a statement for want of a privilege on a
// table or view, the error gets a hint naming the GRANT it lacks (supautils 3.2.0 and later,
// `supautils_executor_start` and `permission_hints.c`; docs/hosted-platform.md, "Error shapes").
// The stand-in adds the same hint to a REST request on a table: the privileges the statement needs
// on the refused relation that the role does not hold. A function called through /rpc gets none
// here (the stand-in does not know what the function's statements need), nor a refused EXECUTE
// (supautils gives that none either).
import type { LocalDatabase } from '#local/database.ts';
import { RestError } from './errors.ts';

const HINT_ROLES = ['anon', 'authenticated', 'service_role'];

type Privilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

/** A REST request on a table, as far as the hint needs it. */
export interface TableRequest {
  method: string;
  table: string;
  /** Prefer: return=representation: the changed rows are read back. */
  representation: boolean;
}

/**
 * The privileges the request's statement needs on `relation`, in supautils' order: its verb on
 * the table it names, and SELECT on what it reads (a filter's columns, the rows read back,
 * embedded tables). An update or delete always has a filter: one without is refused first.
 */
export function neededPrivileges(request: TableRequest, relation: string): Privilege[] {
  if (relation !== request.table) return ['SELECT'];
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return ['SELECT'];
    case 'POST':
      return request.representation ? ['SELECT', 'INSERT'] : ['INSERT'];
    case 'PATCH':
      return ['SELECT', 'UPDATE'];
    case 'DELETE':
      return ['SELECT', 'DELETE'];
    default:
      return [];
  }
}

const REFUSED_RELATION = /^permission denied for (?:table|view) (.+)$/;

/** `error` with supautils' hint when it is a 42501 on a relation for an API role; otherwise as it is. */
export async function withPermissionHint(
  error: RestError,
  db: LocalDatabase,
  role: string,
  request: TableRequest | null,
): Promise<RestError> {
  const { code, message, details, hint } = error.body;
  const relation = REFUSED_RELATION.exec(message)?.[1];
  if (code !== '42501' || hint !== null || !request || !relation || !HINT_ROLES.includes(role)) return error;
  const { rows } = await db.pg.query<{ missing: Privilege[] | null; relation: string; role: string }>(
    `select array_agg(p order by n) filter (where not has_table_privilege($1::text, format('public.%I', $2::text), p))
         as missing,
       quote_ident('public') || '.' || quote_ident($2::text) as relation, quote_ident($1::text) as role
     from unnest($3::text[]) with ordinality as needed (p, n)`,
    [role, relation, neededPrivileges(request, relation)],
  );
  const row = rows[0];
  if (!row?.missing) return error;
  const grant = `GRANT ${row.missing.join(', ')} ON ${row.relation} TO ${row.role};`;
  return new RestError(
    error.status,
    code,
    message,
    details,
    `Grant the required privileges to the current role with: ${grant}`,
  );
}
