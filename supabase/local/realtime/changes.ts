import type { PGlite } from '@electric-sql/pglite';
import { quoteIdent } from '#local/database.ts';
import { isObject } from './frames.ts';
import { CHANGES_CHANNEL } from './triggers.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';
export type Row = Record<string, unknown>;

export interface TableColumn {
  name: string;
  /** pg_type.typname, as hosted sends it (int4, _text, timestamptz...) */
  type: string;
  isPrimaryKey: boolean;
  /** has_column_privilege(role, ..., 'SELECT') for each API role */
  selectableBy: Record<string, boolean>;
}

export interface TableInfo {
  rlsEnabled: boolean;
  /** pg_class.relreplident: 'f' full, 'd' default (primary key), 'n' nothing, 'i' index */
  replicaIdentity: string;
  columns: TableColumn[];
}

/** One committed row change, completed and with the table's catalog facts. */
export interface DatabaseChange {
  schema: string;
  table: string;
  type: ChangeType;
  commitTimestamp: string;
  record: Row | null;
  oldRecord: Row | null;
  tableInfo: TableInfo;
}

const API_ROLES = ['anon', 'authenticated', 'service_role'];

/**
 * Listens to the trigger's notifications and hands each change, in commit order, to `deliver`.
 * A failure on one change is logged and does not stop the following ones.
 */
export async function listenToChanges(
  pg: PGlite,
  deliver: (change: DatabaseChange) => Promise<void>,
): Promise<() => Promise<void>> {
  let queue = Promise.resolve();
  const unlisten = await pg.listen(CHANGES_CHANNEL, (payload) => {
    queue = queue.then(async () => {
      try {
        const change = await readChange(pg, payload);
        if (change) await deliver(change);
      } catch (error) {
        console.error('[local-supabase] realtime: could not deliver a change', error);
      }
    });
  });
  return async () => {
    await unlisten();
    await queue;
  };
}

async function readChange(pg: PGlite, payload: string): Promise<DatabaseChange | null> {
  const message: unknown = JSON.parse(payload);
  if (!isObject(message)) return null;
  const { schema, table, type, commit_timestamp: commitTimestamp } = message;
  if (typeof schema !== 'string' || typeof table !== 'string' || typeof commitTimestamp !== 'string')
    return null;
  if (type !== 'INSERT' && type !== 'UPDATE' && type !== 'DELETE') return null;
  const tableInfo = await readTableInfo(pg, schema, table);
  if (!tableInfo) return null;
  let record = isObject(message.record) ? message.record : null;
  const oldRecord = isObject(message.old_record) ? message.old_record : null;
  if (message.truncated === true && record) record = (await rereadRow(pg, schema, table, record)) ?? record;
  return { schema, table, type, commitTimestamp, record, oldRecord, tableInfo };
}

export async function readTableInfo(pg: PGlite, schema: string, table: string): Promise<TableInfo | null> {
  const result = await pg.query<TableInfo>(
    `select c.relrowsecurity as "rlsEnabled", c.relreplident as "replicaIdentity",
       coalesce((
         select jsonb_agg(jsonb_build_object(
           'name', a.attname,
           'type', t.typname,
           'isPrimaryKey', coalesce(a.attnum = any(pk.indkey), false),
           'selectableBy', coalesce((
             select jsonb_object_agg(r.rolname, has_column_privilege(r.oid, c.oid, a.attnum, 'SELECT'))
             from pg_roles r where r.rolname = any($3::text[])
           ), '{}'::jsonb)
         ) order by a.attnum)
         from pg_attribute a
         join pg_type t on t.oid = a.atttypid
         left join pg_index pk on pk.indrelid = c.oid and pk.indisprimary
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       ), '[]'::jsonb) as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
    [schema, table, API_ROLES],
  );
  return result.rows[0] ?? null;
}

/** The row as it is now, found by the primary key the trigger sent; null when it is gone. */
async function rereadRow(pg: PGlite, schema: string, table: string, key: Row): Promise<Row | null> {
  const names = Object.keys(key);
  if (names.length === 0) return null;
  const relation = `${quoteIdent(schema)}.${quoteIdent(table)}`;
  const where = names.map((name) => `t.${quoteIdent(name)} = k.${quoteIdent(name)}`).join(' and ');
  const result = await pg.query<{ row: Row }>(
    `select to_jsonb(t) as row from ${relation} t, jsonb_populate_record(null::${relation}, $1::jsonb) k
     where ${where}`,
    [JSON.stringify(key)],
  );
  return result.rows[0]?.row ?? null;
}
