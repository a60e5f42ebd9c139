// POST (insert, upsert), PATCH and DELETE on /rest/v1/<table>, each one statement whose
// returned rows are read back through the request's `select` (embedding included).

import type { Transaction } from '../database.ts';
import type { Table } from './catalog.ts';
import { invalidBody, payloadColumnNotFound, RestError, singularityError } from './errors.ts';
import { buildReadPlan, type ReadPlan } from './read-plan.ts';
import { contentRange, type RestResponse } from './respond.ts';
import { inTransaction, preferenceApplied, type RestRequest } from './rest-request.ts';
import { deleteSql, hasRootConditions, insertSql, updateSql } from './sql-mutate.ts';
import { ident, runSql, SqlParams } from './sql-params.ts';
import { aggregateSql, readSelectSql } from './sql-read.ts';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload's columns: `columns` if given, else the keys every object must share. */
function payloadColumns(request: RestRequest, table: Table, rows: JsonObject[]): string[] {
  let columns = request.query.columns;
  if (!columns) {
    const first = Object.keys(rows[0] ?? {});
    for (const row of rows) {
      const keys = Object.keys(row);
      if (keys.length !== first.length || !keys.every((key) => first.includes(key))) {
        throw invalidBody('All object keys must match');
      }
    }
    columns = first;
  }
  for (const column of columns) {
    if (!table.columns.some((c) => c.name === column)) throw payloadColumnNotFound(table.name, column);
  }
  return [...new Set(columns)];
}

/** The mutated rows read back: root filters, order and range belonged to the statement. */
function representationPlan(plan: ReadPlan): ReadPlan {
  return { ...plan, filters: [], logic: [], order: [], limit: undefined, offset: undefined };
}

interface Outcome {
  rows: number;
  body: string | null;
}

async function runMutation(
  tx: Transaction,
  request: RestRequest,
  plan: ReadPlan,
  statement: (params: SqlParams, returning: boolean) => string,
): Promise<Outcome> {
  const representation = request.prefs.return === 'representation';
  const params = new SqlParams();
  const mutation = statement(params, representation);
  const read = representation
    ? aggregateSql(
        readSelectSql(representationPlan(plan), `pgrst_source as ${ident(plan.alias)}`, params),
        request.accept.single ? 'single' : 'array',
        request.accept.stripNulls,
      )
    : 'select count(*)::int as page_total, null::text as body from pgrst_source';
  const result = await runSql<{ page_total: number; body: string | null }>(
    tx,
    `with pgrst_source as (${mutation}) ${read}`,
    params,
  );
  const row = result.rows[0] ?? { page_total: 0, body: null };
  // a single object was asked for: anything else is refused and rolled back
  if (request.accept.single && representation && row.page_total !== 1) throw singularityError(row.page_total);
  return { rows: row.page_total, body: representation ? (row.body ?? 'null') : null };
}

export async function insertRows(
  request: RestRequest,
  table: Table,
  payload: unknown,
): Promise<RestResponse> {
  if (!isObject(payload) && !(Array.isArray(payload) && payload.every(isObject))) throw invalidBody();
  const rows = Array.isArray(payload) ? (payload as JsonObject[]) : [payload];
  const columns = payloadColumns(request, table, rows);
  const plan = buildReadPlan(request.catalog, table, request.query);
  const { prefs } = request;
  let upsert: { onConflict: string[]; resolution: 'merge' | 'ignore' } | undefined;
  if (prefs.resolution) {
    const onConflict = request.query.onConflict ?? table.primaryKey;
    for (const column of onConflict) {
      if (!table.columns.some((c) => c.name === column)) {
        throw new RestError(400, '42703', `column "${column}" does not exist`);
      }
    }
    upsert = { onConflict, resolution: prefs.resolution === 'ignore-duplicates' ? 'ignore' : 'merge' };
  }
  return inTransaction(request, false, async (tx) => {
    const outcome = await runMutation(tx, request, plan, (params, returning) =>
      insertSql(
        {
          table,
          alias: plan.alias,
          columns,
          rows,
          missingDefault: prefs.missing === 'default',
          upsert,
          returning,
        },
        params,
      ),
    );
    return {
      status: 201,
      body: outcome.body,
      single: request.accept.single,
      headers: {
        'Content-Range': contentRange(1, 0, prefs.count ? outcome.rows : null),
        ...preferenceApplied(prefs, ['return', 'resolution', 'missing']),
      },
    };
  });
}

export async function updateRows(
  request: RestRequest,
  table: Table,
  payload: unknown,
): Promise<RestResponse> {
  if (!isObject(payload)) throw invalidBody();
  const columns = payloadColumns(request, table, [payload]);
  const plan = buildReadPlan(request.catalog, table, request.query);
  requireWhere(plan, 'UPDATE');
  return inTransaction(request, false, async (tx) => {
    const outcome =
      columns.length === 0
        ? { rows: 0, body: request.prefs.return === 'representation' ? '[]' : null }
        : await runMutation(tx, request, plan, (params, returning) =>
            updateSql({ plan, values: payload, columns, returning }, params),
          );
    return changedRowsResponse(request, outcome);
  });
}

export async function deleteRows(request: RestRequest, table: Table): Promise<RestResponse> {
  const plan = buildReadPlan(request.catalog, table, request.query);
  requireWhere(plan, 'DELETE');
  return inTransaction(request, false, async (tx) => {
    const outcome = await runMutation(tx, request, plan, (params, returning) =>
      deleteSql(plan, returning, params),
    );
    return changedRowsResponse(request, outcome);
  });
}

/** Hosted Supabase runs PostgREST with pg-safeupdate: no UPDATE or DELETE without a filter. */
function requireWhere(plan: ReadPlan, verb: 'UPDATE' | 'DELETE'): void {
  if (!hasRootConditions(plan)) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
}

function changedRowsResponse(request: RestRequest, outcome: Outcome): RestResponse {
  const representation = request.prefs.return === 'representation';
  return {
    status: representation ? 200 : 204,
    body: representation ? outcome.body : null,
    single: request.accept.single,
    headers: {
      'Content-Range': contentRange(0, outcome.rows, request.prefs.count ? outcome.rows : null),
      ...preferenceApplied(request.prefs, ['return']),
    },
  };
}
