// GET and HEAD on /rest/v1/<table>.

import type { Table } from './catalog.ts';
import { singularityError } from './errors.ts';
import { buildReadPlan } from './read-plan.ts';
import { contentRange, type PageRow, type RestRequest, type RestResponse } from './operation.ts';
import { runSql, SqlParams } from './sql-params.ts';
import { aggregateSql, readSelectSql, tableFrom, whereSql } from './sql-read.ts';

export async function readTable(request: RestRequest, table: Table): Promise<RestResponse> {
  const plan = buildReadPlan(request.catalog, table, request.query);
  const params = new SqlParams();
  const sql = aggregateSql(readSelectSql(plan, tableFrom(plan), params), request.single);
  return request.db.withClaims(request.claims, async (tx) => {
    const page = (await runSql<PageRow>(tx, sql, params)).rows[0] ?? { page_total: 0, body: null };
    let total: number | null = null;
    if (request.prefs.count) {
      // `Prefer: count=exact`: the rows the filters match, without the limit
      const countParams = new SqlParams();
      const count = `select count(*)::int as total from ${tableFrom(plan)}${whereSql(plan, countParams)}`;
      total = (await runSql<{ total: number }>(tx, count, countParams)).rows[0]?.total ?? 0;
    }
    if (request.single && page.page_total !== 1) throw singularityError(page.page_total);
    return {
      // 206 when a known total is larger than the page, as PostgREST answers a partial read
      status: total !== null && page.page_total < total ? 206 : 200,
      body: page.body ?? 'null',
      headers: { 'Content-Range': contentRange(0, page.page_total, total) },
      single: request.single,
    };
  });
}
