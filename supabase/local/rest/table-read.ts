// GET and HEAD on /rest/v1/<table>.

import type { Table } from './catalog.ts';
import { RestError, singularityError } from './errors.ts';
import { buildReadPlan } from './read-plan.ts';
import { contentRange, readStatus, type RestResponse } from './respond.ts';
import type { RestRequest } from './rest-request.ts';
import { runSql, SqlParams } from './sql-params.ts';
import { aggregateSql, countSql, readSelectSql, tableFrom } from './sql-read.ts';

interface PageRow {
  page_total: number;
  body: string | null;
}

export async function readTable(request: RestRequest, table: Table): Promise<RestResponse> {
  const plan = buildReadPlan(request.catalog, table, request.query);
  const shape = request.head ? 'none' : request.accept.single ? 'single' : 'array';
  // read-only, so it never counts as a write: answers read here can be cached (read-cache.ts)
  return request.db.readWithClaims(request.claims, async (tx): Promise<RestResponse> => {
    const params = new SqlParams();
    const sql = aggregateSql(readSelectSql(plan, tableFrom(plan), params), shape, request.accept.stripNulls);
    const page = (await runSql<PageRow>(tx, sql, params)).rows[0] ?? { page_total: 0, body: null };
    let total: number | null = null;
    if (request.prefs.count) {
      const countParams = new SqlParams();
      const counted = await runSql<{ total: number }>(
        tx,
        countSql(plan, tableFrom(plan), countParams),
        countParams,
      );
      total = counted.rows[0]?.total ?? 0;
    }
    const offset = plan.offset ?? 0;
    if (total !== null && offset > total) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
      ).withHeaders({ 'Content-Range': `*/${total}` });
    }
    if (request.accept.single && page.page_total !== 1) throw singularityError(page.page_total);
    return {
      status: readStatus(page.page_total, total),
      body: page.body ?? 'null',
      headers: { 'Content-Range': contentRange(offset, page.page_total, total) },
      single: request.accept.single,
    };
  });
}
