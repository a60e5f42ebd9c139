// SQL for a read plan. Postgres builds the JSON (json_agg / row_to_json), so every value is
// rendered exactly as PostgREST renders it: one-to-many embeddings become arrays, many-to-one
// and one-to-one embeddings an object or null.

import type { ReadPlan } from './read-plan.ts';
import { filterSql } from './sql-filters.ts';
import { ident, qualified, type SqlParams } from './sql-params.ts';

/** `select <items> from <from> where ... order by ... limit ...` for one level. */
export function readSelectSql(
  plan: ReadPlan,
  from: string,
  params: SqlParams,
  conditions = whereSql(plan, params),
) {
  const items = plan.items.map((item) =>
    item.kind === 'column'
      ? `${ident(plan.alias)}.${ident(item.column)} as ${ident(item.name)}`
      : `${embedSql(plan, item.plan, params)} as ${ident(item.plan.name)}`,
  );
  const order = plan.order.map(
    (term) =>
      `${ident(plan.alias)}.${ident(term.column)}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`,
  );
  // the limit was parsed as an integer, so it can be written into the SQL
  const limit = plan.limit === undefined ? '' : ` limit ${Math.trunc(plan.limit)}`;
  return `select ${items.join(', ')} from ${from}${conditions}${order.length > 0 ? ` order by ${order.join(', ')}` : ''}${limit}`;
}

/** Wraps a read into one row: the number of rows and the JSON body (an array, or its one object) as text. */
export function aggregateSql(innerSql: string, single: boolean): string {
  const body = single ? '(json_agg(pgrst_row) -> 0)' : `coalesce(json_agg(pgrst_row), '[]'::json)`;
  return `select count(*)::int as page_total, ${body}::text as body from (${innerSql}) as pgrst_row`;
}

export function tableFrom(plan: ReadPlan): string {
  return `${qualified(plan.table.name)} as ${ident(plan.alias)}`;
}

/** ` where ...` for the level's filters, or nothing. */
export function whereSql(plan: ReadPlan, params: SqlParams): string {
  const conditions = plan.filters.map((filter) => `(${filterSql(plan.alias, filter, params)})`);
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
}

function embedSql(parent: ReadPlan, child: ReadPlan, params: SqlParams): string {
  const join = (child.relationship?.columns ?? []).map(
    ([parentColumn, childColumn]) =>
      `${ident(child.alias)}.${ident(childColumn)} = ${ident(parent.alias)}.${ident(parentColumn)}`,
  );
  const inner = readSelectSql(child, tableFrom(child), params, ` where ${join.join(' and ')}`);
  if (child.relationship?.toOne) return `(select row_to_json(pgrst_row) from (${inner}) as pgrst_row)`;
  return `coalesce((select json_agg(pgrst_row) from (${inner}) as pgrst_row), '[]'::json)`;
}
