// Filters as SQL conditions over one table alias, for REST reads and writes
// and for Realtime's postgres_changes filters. Columns were checked against the table; values
// are bound parameters whose type Postgres infers from the column, as it does for PostgREST's
// unknown-typed literals.

import type { Filter, Operator } from './query-ast.ts';
import { ident, type SqlParams } from './sql-params.ts';

const OPERATOR_SQL: Record<Operator, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

export function filterSql(alias: string, filter: Filter, params: SqlParams): string {
  const column = `${ident(alias)}.${ident(filter.column)}`;
  const op = filter.operation;
  let sql: string;
  if (op.kind === 'in') {
    sql =
      op.values.length === 0 ? 'false' : `${column} in (${op.values.map((v) => params.add(v)).join(', ')})`;
  } else if (op.kind === 'is') {
    sql = `${column} is ${op.value}`; // one of four keywords, checked by the parser
  } else {
    // PostgREST lets `*` stand for `%`, which a URL would have to escape
    const value = op.op === 'like' || op.op === 'ilike' ? op.value.replaceAll('*', '%') : op.value;
    sql = `${column} ${OPERATOR_SQL[op.op]} ${params.add(value)}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}
