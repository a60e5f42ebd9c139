// Filters and and/or trees as SQL conditions over one table alias. Columns were checked by the
// read plan; values are bound parameters whose type Postgres infers from the column, as it does
// for PostgREST's unknown-typed literals.

import type { Column } from './catalog.ts';
import type { SimpleOperator } from './parse-filter.ts';
import type { FieldRef, Filter, LogicTree } from './parse-query.ts';
import { ident, type SqlParams } from './sql-params.ts';

const OPERATOR_SQL: Record<SimpleOperator, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

const FTS_FUNCTION = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;

/** `"alias"."col"` plus any JSON path; non-JSON columns go through to_jsonb as PostgREST does. */
export function fieldSql(
  alias: string,
  field: FieldRef,
  column: Column | undefined,
  params: SqlParams,
): string {
  let sql = `${ident(alias)}.${ident(field.name)}`;
  if (field.json.length === 0) return sql;
  if (column && column.type !== 'json' && column.type !== 'jsonb') sql = `to_jsonb(${sql})`;
  for (const step of field.json) {
    const key = step.index ? `${params.add(Number(step.key))}::int` : `${params.add(step.key)}::text`;
    sql = `(${sql} ${step.arrow} ${key})`;
  }
  return sql;
}

export function filterSql(
  alias: string,
  filter: Filter,
  column: Column | undefined,
  params: SqlParams,
): string {
  const field = fieldSql(alias, filter.field, column, params);
  const op = filter.operation;
  let sql: string;
  switch (op.kind) {
    case 'in':
      sql =
        op.values.length === 0 ? 'false' : `${field} in (${op.values.map((v) => params.add(v)).join(', ')})`;
      break;
    case 'is':
      sql = `${field} is ${op.value}`;
      break;
    case 'fts': {
      const fn = FTS_FUNCTION[op.op];
      const config = op.config === undefined ? '' : `${params.add(op.config)}::regconfig, `;
      const vector = column?.type === 'tsvector' ? field : `to_tsvector(${config}${field})`;
      sql = `${vector} @@ ${fn}(${config}${params.add(op.value)})`;
      break;
    }
    case 'op': {
      const value = op.op === 'like' || op.op === 'ilike' ? op.value.replaceAll('*', '%') : op.value;
      const operator = OPERATOR_SQL[op.op];
      sql = op.quantifier
        ? `${field} ${operator} ${op.quantifier}(${params.add(value)})`
        : `${field} ${operator} ${params.add(value)}`;
      break;
    }
  }
  return filter.negate ? `not (${sql})` : sql;
}

export function logicSql(tree: LogicTree, filterToSql: (filter: Filter) => string): string {
  if (tree.kind === 'filter') return filterToSql(tree.filter);
  const parts = tree.children.map((child) => `(${logicSql(child, filterToSql)})`);
  const joined = parts.join(tree.op === 'and' ? ' and ' : ' or ');
  return tree.negate ? `not (${joined})` : joined;
}
