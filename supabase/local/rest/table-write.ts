// POST (insert), PATCH and DELETE on /rest/v1/<table>, each one statement whose changed rows
// are read back through the request's `select` (embedding included). The payload is one bound
// JSON parameter that Postgres turns into typed rows with json_populate_record(set), so a value
// is converted exactly as PostgREST converts it.

import type { Transaction } from '#local/database.ts';
import { NotSupportedError } from '#local/not-supported.ts';
import type { Table } from './catalog.ts';
import { invalidBody, payloadColumnNotFound, RestError, singularityError } from './errors.ts';
import { buildReadPlan, type ReadPlan } from './read-plan.ts';
import { contentRange, type PageRow, type RestRequest, type RestResponse } from './operation.ts';
import { ident, qualified, runSql, SqlParams } from './sql-params.ts';
import { aggregateSql, readSelectSql, whereSql } from './sql-read.ts';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function insertRows(
  request: RestRequest,
  table: Table,
  payload: unknown,
): Promise<RestResponse> {
  if (!isObject(payload) && !(Array.isArray(payload) && payload.every(isObject))) throw invalidBody();
  const rows = Array.isArray(payload) ? (payload as JsonObject[]) : [payload];
  const columns = payloadColumns(request, table, rows);
  const plan = buildReadPlan(request.catalog, table, request.query);
  const target = `${qualified(table.name)} as ${ident(plan.alias)}`;
  const outcome = await change(request, plan, (params) => {
    const recordset = `json_populate_recordset(null::${qualified(table.name)}, ${params.add(JSON.stringify(rows))}::json) as pgrst_body`;
    if (columns.length === 0) return `insert into ${target} select from ${recordset}`;
    const list = columns.map(ident).join(', ');
    return `insert into ${target} (${list}) select ${columns.map((c) => `pgrst_body.${ident(c)}`).join(', ')} from ${recordset}`;
  });
  return changedRowsResponse(request, outcome, true);
}

export async function updateRows(
  request: RestRequest,
  table: Table,
  payload: unknown,
): Promise<RestResponse> {
  if (!isObject(payload)) throw invalidBody();
  const columns = payloadColumns(request, table, [payload]);
  const plan = changedRowsPlan(request, table, 'UPDATE');
  const outcome =
    columns.length === 0
      ? { rows: 0, body: request.prefs.return === 'representation' ? '[]' : null }
      : await change(request, plan, (params) => {
          const name = qualified(table.name);
          const body = `json_populate_record(null::${name}, ${params.add(JSON.stringify(payload))}::json) as pgrst_body`;
          const assignments = columns.map((c) => `${ident(c)} = pgrst_body.${ident(c)}`).join(', ');
          return `update ${name} as ${ident(plan.alias)} set ${assignments} from ${body}${whereSql(plan, params)}`;
        });
  return changedRowsResponse(request, outcome, false);
}

export async function deleteRows(request: RestRequest, table: Table): Promise<RestResponse> {
  const plan = changedRowsPlan(request, table, 'DELETE');
  const outcome = await change(
    request,
    plan,
    (params) => `delete from ${qualified(table.name)} as ${ident(plan.alias)}${whereSql(plan, params)}`,
  );
  return changedRowsResponse(request, outcome, false);
}

/** The payload's columns: `columns` if given, else the keys every object must share. */
function payloadColumns(request: RestRequest, table: Table, rows: JsonObject[]): string[] {
  const first = Object.keys(rows[0] ?? {});
  const columns = request.query.columns ?? first;
  if (
    !request.query.columns &&
    rows.some((row) => Object.keys(row).sort().join() !== [...first].sort().join())
  ) {
    throw invalidBody('All object keys must match');
  }
  const unknown = columns.find((column) => !table.columns.includes(column));
  if (unknown !== undefined) throw payloadColumnNotFound(table.name, unknown);
  return [...new Set(columns)];
}

/** Hosted Supabase runs PostgREST with pg-safeupdate: no UPDATE or DELETE without a filter. */
function changedRowsPlan(request: RestRequest, table: Table, verb: 'UPDATE' | 'DELETE'): ReadPlan {
  const plan = buildReadPlan(request.catalog, table, request.query);
  if (plan.limit !== undefined || plan.order.length > 0)
    throw new NotSupportedError(`Order and limit on ${verb}`);
  if (plan.filters.length === 0) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  return plan;
}

/**
 * Runs the statement as the caller and reads back the changed rows through the select, or only
 * counts them: RETURNING the rows needs the SELECT privilege a minimal write does not.
 */
async function change(
  request: RestRequest,
  plan: ReadPlan,
  statement: (params: SqlParams) => string,
): Promise<{ rows: number; body: string | null }> {
  const representation = request.prefs.return === 'representation';
  const params = new SqlParams();
  const returning = representation ? ` returning ${ident(plan.alias)}.*` : ' returning 1';
  const mutation = `${statement(params)}${returning}`;
  const changed = { ...plan, filters: [], order: [], limit: undefined };
  const read = representation
    ? aggregateSql(readSelectSql(changed, `pgrst_source as ${ident(plan.alias)}`, params), request.single)
    : 'select count(*)::int as page_total, null::text as body from pgrst_source';
  return request.db.withClaims(request.claims, async (tx: Transaction) => {
    const row = (await runSql<PageRow>(tx, `with pgrst_source as (${mutation}) ${read}`, params)).rows[0];
    const rows = row?.page_total ?? 0;
    // a single object was asked for: anything else is refused and rolled back
    if (request.single && representation && rows !== 1) throw singularityError(rows);
    return { rows, body: representation ? (row?.body ?? 'null') : null };
  });
}

function changedRowsResponse(
  request: RestRequest,
  outcome: { rows: number; body: string | null },
  inserted: boolean,
): RestResponse {
  const representation = request.prefs.return === 'representation';
  const total = request.prefs.count ? outcome.rows : null;
  return {
    status: inserted ? 201 : representation ? 200 : 204,
    body: representation ? outcome.body : null,
    single: request.single,
    // PostgREST's Content-Range of a write: `*/total` for an insert, the changed rows otherwise
    headers: { 'Content-Range': inserted ? `*/${total ?? '*'}` : contentRange(0, outcome.rows, total) },
  };
}
