import type { PGlite } from '@electric-sql/pglite';
import { parseFilter } from '#local/rest/parse-filter.ts';
import type { Filter } from '#local/rest/query-ast.ts';
import { QueryParseError } from '#local/rest/query-cursor.ts';
import { readTableInfo, type ChangeType } from './changes.ts';
import { isObject } from './frames.ts';

/** A postgres_changes subscription of one channel, ready to match changes. */
export interface PgBinding {
  id: number;
  event: ChangeType | '*';
  schema: string;
  /** null: every table of the schema */
  table: string | null;
  filter: Filter | null;
}

export interface ResolvedBindings {
  /** What the join reply carries: each binding as the client sent it plus its id. */
  reply: Record<string, unknown>[];
  active: PgBinding[];
  /** One message per binding that cannot be served, for the `system` error push. */
  errors: string[];
}

const EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'];

/** Throws a NotSupportedError for a filter the stand-in leaves out. */
export async function resolveBindings(pg: PGlite, requested: unknown[]): Promise<ResolvedBindings> {
  const resolved: ResolvedBindings = { reply: [], active: [], errors: [] };
  for (const [index, raw] of requested.entries()) {
    const params = isObject(raw) ? raw : {};
    // hosted Realtime hashes the params; realtime-js only needs ids unique within the channel
    const id = index + 1;
    resolved.reply.push({ ...params, id });
    try {
      resolved.active.push(await resolveBinding(pg, params, id));
    } catch (error) {
      if (!(error instanceof BindingError)) throw error;
      resolved.errors.push(
        `Unable to subscribe to changes with given parameters. ${error.message}. ` +
          `Please check Realtime is enabled for the given connect parameters: ${describe(params)}`,
      );
    }
  }
  return resolved;
}

class BindingError extends Error {}

async function resolveBinding(pg: PGlite, params: Record<string, unknown>, id: number): Promise<PgBinding> {
  const event = typeof params.event === 'string' ? params.event.toUpperCase() : '';
  if (!EVENTS.includes(event)) throw new BindingError('event must be one of *, INSERT, UPDATE, DELETE');
  const schema = params.schema ?? 'public';
  if (typeof schema !== 'string' || schema === '') throw new BindingError('schema must be a name');
  const table =
    params.table === undefined || params.table === null || params.table === '*' ? null : params.table;
  if (table !== null && typeof table !== 'string') throw new BindingError('table must be a name');
  const text = params.filter ?? '';
  if (typeof text !== 'string') throw new BindingError('filter must be a string');
  const filter = text === '' ? null : parseBindingFilter(text);
  if (table === null) {
    if (filter) throw new BindingError('a filter needs a table');
  } else {
    const info = await readTableInfo(pg, schema, table);
    if (!info) throw new BindingError(`table ${schema}.${table} does not exist`);
    if (filter && !info.columns.some((column) => column.name === filter.column)) {
      throw new BindingError(`invalid column for filter ${filter.column}`);
    }
  }
  return { id, event: event as PgBinding['event'], schema, table, filter };
}

/** `column=op.value` in the grammar of a REST filter, on a column of the table itself. */
function parseBindingFilter(text: string): Filter {
  const equals = text.indexOf('=');
  if (equals <= 0) throw new BindingError(`invalid filter "${text}": expected column=operator.value`);
  try {
    return parseFilter(text.slice(0, equals), text.slice(equals + 1));
  } catch (error) {
    // a NotSupportedError goes on up: the join is refused, naming what is left out
    if (!(error instanceof QueryParseError)) throw error;
    throw new BindingError(`invalid filter "${text}": ${error.details}`);
  }
}

function describe(params: Record<string, unknown>): string {
  return `[event: ${String(params.event)}, schema: ${String(params.schema)}, table: ${String(params.table ?? '*')}, filters: ${String(params.filter ?? '')}]`;
}
