// POST /rest/v1/rpc/<fn> with named arguments in a JSON object, shaped as PostgREST shapes the
// result: a set as an array, one row as an object, a scalar as its JSON value, void as 204.
// The arguments travel as one JSON parameter that json_to_record types with the function's own
// parameter types (from the catalog), so `{"p_width": 800}` reaches an integer parameter.

import { NotSupportedError } from '#local/not-supported.ts';
import type { Routine } from './catalog.ts';
import { RestError } from './errors.ts';
import type { RestRequest, RestResponse } from './operation.ts';
import { ident, runSql, SqlParams } from './sql-params.ts';

export async function callRoutine(
  request: RestRequest,
  name: string,
  args: Record<string, unknown>,
): Promise<RestResponse> {
  const routine = findRoutine(request, name, Object.keys(args));
  // supabase-js's rpc() sends no query string; select, filters, order and ranges on a result would
  if (!request.query.empty) throw new NotSupportedError('Select, filters, order or limits on an RPC result');
  if (request.prefs.count) throw new NotSupportedError('Counting an RPC result');
  if (request.single && routine.returnsSet)
    throw new NotSupportedError('One object from a set-returning function');

  const params = new SqlParams();
  const used = routine.params.filter((p) => Object.hasOwn(args, p.name));
  const fn = `${ident('public')}.${ident(routine.name)}`;
  let from = `${fn}() as r`;
  if (used.length > 0) {
    const json = params.add(JSON.stringify(args));
    // parameter types come from pg_catalog (format_type), not from the request
    const types = used.map((p) => `${ident(p.name)} ${p.type}`).join(', ');
    const named = used.map((p) => `${ident(p.name)} := a.${ident(p.name)}`).join(', ');
    from = `json_to_record(${json}::json) as a(${types}), lateral ${fn}(${named}) as r`;
  }
  // `r` is the row of a composite result, else the scalar value itself
  const body = routine.returnsSet ? `coalesce(json_agg(r), '[]'::json)` : 'to_json(r)';
  return request.db.withClaims(request.claims, async (tx): Promise<RestResponse> => {
    if (routine.returnsVoid) {
      await runSql(tx, `select from ${from}`, params);
      return { status: 204, body: null };
    }
    const rows = await runSql<{ body: string | null }>(
      tx,
      `select ${body}::text as body from ${from}`,
      params,
    );
    return { status: 200, body: rows.rows[0]?.body ?? 'null', single: request.single };
  });
}

/** The function named, if it takes exactly these argument names (its defaults may be left out). */
function findRoutine(request: RestRequest, name: string, argumentNames: string[]): Routine {
  const routine = request.catalog.functions.get(name);
  if (routine?.overloaded) throw new NotSupportedError(`Overloaded functions (public.${name})`);
  const fits =
    routine &&
    argumentNames.every((arg) => routine.params.some((p) => p.name === arg)) &&
    routine.params.every((p) => !p.required || argumentNames.includes(p.name));
  if (routine && fits) return routine;
  const keys = [...argumentNames].sort();
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`} in the schema cache`,
    `Searched for the function public.${name}${keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`}, but no matches were found in the schema cache.`,
  );
}
