// INSERT (with upsert), UPDATE and DELETE statements. The payload is one bound JSON parameter
// that Postgres turns into typed rows with json_populate_record(set), so a value is converted
// exactly as PostgREST converts it; column names were checked against the catalog.

import type { Table } from './catalog.ts';
import type { ReadPlan } from './read-plan.ts';
import { conditionsSql, orderSql, rangeSql, whereSql } from './sql-read.ts';
import { ident, qualified, type SqlParams } from './sql-params.ts';

export interface InsertStatement {
  table: Table;
  alias: string;
  columns: string[];
  rows: Record<string, unknown>[];
  /** `Prefer: missing=default`: a key absent from a row takes the column default, not null. */
  missingDefault: boolean;
  upsert?: { onConflict: string[]; resolution: 'merge' | 'ignore' };
  returning: boolean;
}

export function insertSql(statement: InsertStatement, params: SqlParams): string {
  const { table, alias, columns, rows } = statement;
  const target = `${qualified(table.name)} as ${ident(alias)}`;
  const rowType = `null::${qualified(table.name)}`;
  const columnList = columns.map(ident).join(', ');
  let sql: string;
  if (statement.missingDefault && columns.length > 0 && rows.length > 0) {
    const values = rows.map((row) => {
      const record = `json_populate_record(${rowType}, ${params.add(JSON.stringify(row))}::json)`;
      const cells = columns.map((column) =>
        Object.hasOwn(row, column) ? `(${record}).${ident(column)}` : 'default',
      );
      return `(${cells.join(', ')})`;
    });
    sql = `insert into ${target} (${columnList}) values ${values.join(', ')}`;
  } else {
    const recordset = `json_populate_recordset(${rowType}, ${params.add(JSON.stringify(rows))}::json) as pgrst_body`;
    sql =
      columns.length === 0
        ? `insert into ${target} select from ${recordset}`
        : `insert into ${target} (${columnList}) select ${columns.map((c) => `pgrst_body.${ident(c)}`).join(', ')} from ${recordset}`;
  }
  if (statement.upsert) {
    const { onConflict, resolution } = statement.upsert;
    const conflict = onConflict.length === 0 ? '' : ` (${onConflict.map(ident).join(', ')})`;
    sql +=
      resolution === 'ignore' || columns.length === 0
        ? ` on conflict${conflict} do nothing`
        : ` on conflict${conflict} do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
  }
  return `${sql}${returningSql(alias, statement.returning)}`;
}

export interface UpdateStatement {
  plan: ReadPlan;
  values: Record<string, unknown>;
  columns: string[];
  returning: boolean;
}

export function updateSql(statement: UpdateStatement, params: SqlParams): string {
  const { plan, columns } = statement;
  const body = `(select * from json_populate_record(null::${qualified(plan.table.name)}, ${params.add(
    JSON.stringify(statement.values),
  )}::json)) as pgrst_body`;
  const assignments = columns.map((c) => `${ident(c)} = pgrst_body.${ident(c)}`).join(', ');
  return `update ${qualified(plan.table.name)} as ${ident(plan.alias)} set ${assignments} from ${body}${targetWhereSql(
    plan,
    params,
  )}${returningSql(plan.alias, statement.returning)}`;
}

export function deleteSql(plan: ReadPlan, returning: boolean, params: SqlParams): string {
  return `delete from ${qualified(plan.table.name)} as ${ident(plan.alias)}${targetWhereSql(plan, params)}${returningSql(
    plan.alias,
    returning,
  )}`;
}

/** Whether the request filters the rows it changes at all (hosted Supabase refuses it otherwise). */
export function hasRootConditions(plan: ReadPlan): boolean {
  // a limited update or delete has a WHERE too: `ctid = any(...)`
  const limited = plan.limit !== undefined || plan.offset !== undefined;
  return limited || plan.filters.length > 0 || plan.logic.length > 0 || plan.children.some((c) => c.inner);
}

/** The WHERE of an update or delete; with limit/offset, only the rows the order picks (PostgREST 10+). */
function targetWhereSql(plan: ReadPlan, params: SqlParams): string {
  const conditions = conditionsSql(plan, params);
  if (plan.limit === undefined && plan.offset === undefined) return whereSql(conditions);
  const alias = ident(plan.alias);
  const picked = `select ${alias}.ctid from ${qualified(plan.table.name)} as ${alias}${whereSql(conditions)}${orderSql(
    plan,
    params,
  )}${rangeSql(plan)}`;
  return ` where ${alias}.ctid = any(array(${picked}))`;
}

function returningSql(alias: string, returning: boolean): string {
  return returning ? ` returning ${ident(alias)}.*` : ' returning 1';
}
