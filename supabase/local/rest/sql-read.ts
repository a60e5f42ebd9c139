// SQL for a read plan. Postgres builds the JSON (json_agg / row_to_json), so every value is
// rendered exactly as PostgREST renders it: one-to-many embeddings become arrays, many-to-one
// and one-to-one embeddings an object or null.

import { isToOne } from './catalog.ts';
import type { Filter } from './parse-query.ts';
import { embedNullFilterTarget, findColumn, type ReadPlan } from './read-plan.ts';
import { fieldSql, filterSql, logicSql } from './sql-filters.ts';
import { ident, qualified, type SqlParams } from './sql-params.ts';

export type BodyShape = 'array' | 'single' | 'none';

/** `select <items> from <from> where ... order by ... limit ... offset ...` for one level. */
export function readSelectSql(
  plan: ReadPlan,
  from: string,
  params: SqlParams,
  extraConditions: string[] = [],
): string {
  const items = itemsSql(plan, params);
  const conditions = [...extraConditions, ...conditionsSql(plan, params)];
  return `select ${items.join(', ')} from ${from}${whereSql(conditions)}${orderSql(plan, params)}${rangeSql(plan)}`;
}

/** Wraps a read into one row: the number of rows and the JSON body as text. */
export function aggregateSql(innerSql: string, shape: BodyShape, stripNulls: boolean): string {
  const strip = (json: string) => (stripNulls ? `json_strip_nulls(${json})` : json);
  const body =
    shape === 'none'
      ? 'null::text'
      : shape === 'single'
        ? `(${strip('json_agg(pgrst_row)')} -> 0)::text`
        : `coalesce(${strip('json_agg(pgrst_row)')}, '[]'::json)::text`;
  return `select count(*)::int as page_total, ${body} as body from (${innerSql}) as pgrst_row`;
}

/** The total for `Prefer: count=exact`: the top level's filters without order or range. */
export function countSql(plan: ReadPlan, from: string, params: SqlParams): string {
  return `select count(*)::int as total from ${from}${whereSql(conditionsSql(plan, params))}`;
}

export function tableFrom(plan: ReadPlan): string {
  return `${qualified(plan.table.name)} as ${ident(plan.alias)}`;
}

export function whereSql(conditions: string[]): string {
  return conditions.length === 0 ? '' : ` where ${conditions.map((c) => `(${c})`).join(' and ')}`;
}

function itemsSql(plan: ReadPlan, params: SqlParams): string[] {
  const items: string[] = [];
  for (const item of plan.items) {
    if (item.kind === 'column') {
      items.push(`${columnSql(plan, item, params)} as ${ident(item.name)}`);
    } else if (item.plan.spread) {
      items.push(...spreadItemsSql(plan, item.plan, params));
    } else {
      items.push(`${embedSql(plan, item.plan, params)} as ${ident(item.plan.name)}`);
    }
  }
  return items;
}

function columnSql(
  plan: ReadPlan,
  item: Extract<ReadPlan['items'][number], { kind: 'column' }>,
  params: SqlParams,
): string {
  const expr = fieldSql(plan.alias, item.field, item.column, params);
  // the cast type was checked to be a plain type name
  return item.cast === undefined ? expr : `cast(${expr} as ${item.cast})`;
}

function joinConditions(parent: ReadPlan, child: ReadPlan): string[] {
  return (child.relationship?.columns ?? []).map(
    ([parentColumn, childColumn]) =>
      `${ident(child.alias)}.${ident(childColumn)} = ${ident(parent.alias)}.${ident(parentColumn)}`,
  );
}

function embedSql(parent: ReadPlan, child: ReadPlan, params: SqlParams): string {
  const inner = readSelectSql(child, tableFrom(child), params, joinConditions(parent, child));
  if (child.relationship && isToOne(child.relationship)) {
    return `(select row_to_json(pgrst_row) from (${inner}) as pgrst_row)`;
  }
  return `coalesce((select json_agg(pgrst_row) from (${inner}) as pgrst_row), '[]'::json)`;
}

/** `...rel(a,b)` puts a to-one embedding's fields on the parent: one subquery per field. */
function spreadItemsSql(parent: ReadPlan, child: ReadPlan, params: SqlParams): string[] {
  const from = tableFrom(child);
  const items: string[] = [];
  for (const item of child.items) {
    const conditions = [...joinConditions(parent, child), ...conditionsSql(child, params)];
    let value: string;
    let name: string;
    if (item.kind === 'column') {
      value = columnSql(child, item, params);
      name = item.name;
    } else {
      value = embedSql(child, item.plan, params);
      name = item.plan.name;
    }
    items.push(`(select ${value} from ${from}${whereSql(conditions)} limit 1) as ${ident(name)}`);
  }
  return items;
}

/** The level's own filters, and/or trees and `!inner` embeddings as SQL conditions. */
export function conditionsSql(plan: ReadPlan, params: SqlParams): string[] {
  const toSql = (filter: Filter) => filterConditionSql(plan, filter, params);
  const conditions = plan.filters.map(toSql);
  for (const tree of plan.logic) conditions.push(logicSql(tree, toSql));
  for (const child of plan.children) if (child.inner) conditions.push(existsSql(plan, child, params));
  return conditions;
}

function existsSql(parent: ReadPlan, child: ReadPlan, params: SqlParams): string {
  const conditions = [...joinConditions(parent, child), ...conditionsSql(child, params)];
  return `exists (select 1 from ${tableFrom(child)}${whereSql(conditions)})`;
}

function filterConditionSql(plan: ReadPlan, filter: Filter, params: SqlParams): string {
  const embedded = embedNullFilterTarget(plan, filter);
  if (embedded) {
    const exists = existsSql(plan, embedded, params);
    return filter.negate ? exists : `not ${exists}`;
  }
  return filterSql(plan.alias, filter, findColumn(plan, filter.field.name), params);
}

export function orderSql(plan: ReadPlan, params: SqlParams): string {
  if (plan.order.length === 0) return '';
  const terms = plan.order.map((term) => {
    let expr: string;
    const child =
      term.relation === undefined ? undefined : plan.children.find((c) => c.name === term.relation);
    if (child) {
      const value = fieldSql(child.alias, term.field, findColumn(child, term.field.name), params);
      expr = `(select ${value} from ${tableFrom(child)}${whereSql(joinConditions(plan, child))} limit 1)`;
    } else {
      expr = fieldSql(plan.alias, term.field, findColumn(plan, term.field.name), params);
    }
    const direction = term.direction ? ` ${term.direction}` : '';
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${expr}${direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export function rangeSql(plan: ReadPlan): string {
  // limit and offset were parsed as integers, so they can be written into the SQL
  const limit = plan.limit === undefined ? '' : ` limit ${Math.trunc(plan.limit)}`;
  const offset = plan.offset === undefined ? '' : ` offset ${Math.trunc(plan.offset)}`;
  return `${limit}${offset}`;
}
