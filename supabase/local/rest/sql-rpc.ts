// Calling a function with named arguments. The arguments travel as one JSON parameter that
// json_to_record types with the function's own parameter types (read from the catalog), so
// `{"p_width": 800}` and `?p_width=800` both reach an integer parameter.

import type { Catalog, RoutineInfo } from './catalog.ts';
import { ident, type SqlParams } from './sql-params.ts';

/** PostgREST's findProc: the overload whose parameters match the argument names. */
export function chooseRoutine(candidates: RoutineInfo[], argumentNames: Set<string>): RoutineInfo[] {
  return candidates.filter((routine) => {
    const required = routine.params.filter((p) => p.required).map((p) => p.name);
    const optional = new Set(routine.params.filter((p) => !p.required).map((p) => p.name));
    if (routine.params.length === 0) return argumentNames.size === 0;
    const remaining = [...argumentNames].filter((name) => !optional.has(name));
    return remaining.length === required.length && required.every((name) => argumentNames.has(name));
  });
}

export interface RoutineCall {
  /** `with pgrst_args as (...)` or empty. */
  withSql: string;
  /** FROM items before the call: `pgrst_args, lateral ` or empty. */
  fromPrefix: string;
  /** `"public"."fn"("a" := pgrst_args."a", ...)` */
  callSql: string;
}

export function routineCallSql(
  routine: RoutineInfo,
  args: Record<string, unknown>,
  params: SqlParams,
): RoutineCall {
  const used = routine.params.filter((p) => Object.hasOwn(args, p.name));
  const fn = `${ident('public')}.${ident(routine.name)}`;
  if (used.length === 0) return { withSql: '', fromPrefix: '', callSql: `${fn}()` };
  const json = params.add(JSON.stringify(Object.fromEntries(used.map((p) => [p.name, args[p.name]]))));
  // parameter types come from pg_catalog (format_type), not from the request
  const definitions = used.map((p) => `${ident(p.name)} ${p.type}`).join(', ');
  return {
    withSql: `with pgrst_args as (select * from json_to_record(${json}::json) as pgrst_args_row(${definitions})) `,
    fromPrefix: 'pgrst_args, lateral ',
    callSql: `${fn}(${used.map((p) => `${ident(p.name)} := pgrst_args.${ident(p.name)}`).join(', ')})`,
  };
}

/** The table a set-of-rows function result reads as, so select/filters/embedding apply to it. */
export function routineResultTable(catalog: Catalog, routine: RoutineInfo) {
  const table = routine.returnTable ? catalog.tables.get(routine.returnTable) : undefined;
  return table ?? { name: routine.name, columns: routine.columns, primaryKey: [], uniqueKeys: [] };
}

export function scalarCallSql(routine: RoutineInfo, call: RoutineCall): string {
  if (routine.returnsSet) {
    return `${call.withSql}select pgrst_call.pgrst_scalar from ${call.fromPrefix}${call.callSql} as pgrst_call(pgrst_scalar)`;
  }
  const from = call.fromPrefix ? ' from pgrst_args' : '';
  return `${call.withSql}select ${call.callSql} as pgrst_scalar${from}`;
}
