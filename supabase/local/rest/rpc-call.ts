// GET/HEAD/POST /rest/v1/rpc/<fn>: scalar, row and set-of-rows results, as PostgREST shapes
// them (a scalar as its JSON value, one row as an object, a set as an array, void as 204).

import { closestName, type RoutineInfo } from './catalog.ts';
import { RestError, singularityError } from './errors.ts';
import { buildReadPlan } from './read-plan.ts';
import { contentRange, readStatus, type RestResponse } from './respond.ts';
import { inTransaction, type RestRequest } from './rest-request.ts';
import { SqlParams, ident, runSql } from './sql-params.ts';
import { aggregateSql, countSql, readSelectSql } from './sql-read.ts';
import { chooseRoutine, routineCallSql, routineResultTable, scalarCallSql } from './sql-rpc.ts';

export function findRoutine(
  request: RestRequest,
  name: string,
  argumentNames: Set<string>,
  isPost: boolean,
): RoutineInfo {
  const candidates = request.catalog.functions.get(name) ?? [];
  const matches = chooseRoutine(candidates, argumentNames);
  if (matches.length === 1 && matches[0]) return matches[0];
  if (matches.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${matches
        .map((r) => `public.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const keys = [...argumentNames].sort();
  const withParams =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  let hint: string | null = null;
  if (candidates.length === 0) {
    const other = closestName(name, request.catalog.functions.keys(), 0.7);
    if (other) hint = `Perhaps you meant to call the function public.${other}`;
  } else {
    const first = candidates[0];
    if (first)
      hint = `Perhaps you meant to call the function public.${name}(${first.params
        .map((p) => p.name)
        .sort()
        .join(', ')})`;
  }
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`} in the schema cache`,
    `Searched for the function public.${name}${withParams}${
      isPost ? ' or with a single unnamed json/jsonb parameter' : ''
    }, but no matches were found in the schema cache.`,
    hint,
  );
}

interface PageRow {
  page_total: number;
  body: string | null;
}

export async function callRoutine(
  request: RestRequest,
  routine: RoutineInfo,
  args: Record<string, unknown>,
  isPost: boolean,
): Promise<RestResponse> {
  const readOnly = !isPost || routine.volatility !== 'v';
  const { accept, head } = request;
  return inTransaction(request, readOnly, async (tx): Promise<RestResponse> => {
    const params = new SqlParams();
    const call = routineCallSql(routine, args, params);
    if (routine.returnsVoid) {
      await runSql(tx, scalarCallSql(routine, call), params);
      return { status: 204, body: null };
    }
    let sql: string;
    let planOffset = 0;
    let countQuery: ((countParams: SqlParams) => string) | null = null;
    const shape = head ? 'none' : accept.single || !routine.returnsSet ? 'single' : 'array';
    if (routine.returnKind === 'scalar') {
      const strip = (json: string) => (accept.stripNulls ? `json_strip_nulls(${json})` : json);
      const values = strip('json_agg(pgrst_row.pgrst_scalar)');
      const body =
        shape === 'none'
          ? 'null::text'
          : shape === 'single'
            ? `(${values} -> 0)::text`
            : `coalesce(${values}, '[]'::json)::text`;
      sql = `select count(*)::int as page_total, ${body} as body from (${scalarCallSql(routine, call)}) as pgrst_row`;
    } else {
      const table = routineResultTable(request.catalog, routine);
      const plan = buildReadPlan(request.catalog, table, request.query);
      const from = `${call.fromPrefix}${call.callSql} as ${ident(plan.alias)}`;
      sql = `${call.withSql}${aggregateSql(readSelectSql(plan, from, params), shape, accept.stripNulls)}`;
      planOffset = plan.offset ?? 0;
      countQuery = (countParams) => {
        const countCall = routineCallSql(routine, args, countParams);
        const countFrom = `${countCall.fromPrefix}${countCall.callSql} as ${ident(plan.alias)}`;
        return `${countCall.withSql}${countSql(plan, countFrom, countParams)}`;
      };
    }
    const page = (await runSql<PageRow>(tx, sql, params)).rows[0] ?? { page_total: 0, body: null };
    if (accept.single && routine.returnsSet && page.page_total !== 1) throw singularityError(page.page_total);
    let total: number | null = null;
    if (request.prefs.count && countQuery) {
      const countParams = new SqlParams();
      total = (await runSql<{ total: number }>(tx, countQuery(countParams), countParams)).rows[0]?.total ?? 0;
    }
    return {
      status: routine.returnsSet ? readStatus(page.page_total, total) : 200,
      body: page.body ?? 'null',
      single: accept.single,
      headers: routine.returnsSet
        ? { 'Content-Range': contentRange(planOffset, page.page_total, total) }
        : {},
    };
  });
}
