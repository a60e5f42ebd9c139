import type { PGlite } from '@electric-sql/pglite';
import { readTableInfo, type ChangeType } from './changes.ts';
import { FilterSyntaxError, parseFilter, type FilterCondition } from './filters.ts';
import { isObject } from './frames.ts';

/** A postgres_changes subscription of one channel, ready to match changes. */
export interface PgBinding {
  id: number;
  event: ChangeType | '*';
  schema: string;
  /** null: every table of the schema */
  table: string | null;
  conditions: FilterCondition[];
}

export interface ResolvedBindings {
  /** What the join reply carries: each binding as the client sent it plus its id. */
  reply: Record<string, unknown>[];
  active: PgBinding[];
  /** One message per binding that cannot be served, for the `system` error push. */
  errors: string[];
}

const EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'];

export async function resolveBindings(pg: PGlite, requested: unknown[]): Promise<ResolvedBindings> {
  const resolved: ResolvedBindings = { reply: [], active: [], errors: [] };
  for (const raw of requested) {
    const params = isObject(raw) ? raw : {};
    const id = bindingId(params);
    resolved.reply.push({ ...params, id });
    try {
      resolved.active.push(await resolveBinding(pg, params, id));
    } catch (error) {
      if (!(error instanceof BindingError || error instanceof FilterSyntaxError)) throw error;
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
  const filter = params.filter ?? '';
  if (typeof filter !== 'string') throw new BindingError('filter must be a string');
  const conditions = parseFilter(filter);

  if (table !== null) {
    const info = await readTableInfo(pg, schema, table);
    if (!info) throw new BindingError(`table ${schema}.${table} does not exist`);
    for (const condition of conditions) {
      if (!info.columns.some((column) => column.name === condition.column)) {
        throw new BindingError(`invalid column for filter ${condition.column}`);
      }
    }
  } else if (conditions.length > 0) {
    throw new BindingError('a filter needs a table');
  }
  return { id, event: event as PgBinding['event'], schema, table, conditions };
}

/** Hosted Realtime uses :erlang.phash2 of the params (0..2^27); any stable small integer will do. */
function bindingId(params: Record<string, unknown>): number {
  const text = stableJson(params);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 2 ** 27;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function describe(params: Record<string, unknown>): string {
  return `[event: ${String(params.event)}, schema: ${String(params.schema)}, table: ${String(params.table ?? '*')}, filters: ${String(params.filter ?? '')}]`;
}
