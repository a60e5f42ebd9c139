import type { JwtClaims } from '#local/auth.ts';
import { quoteIdent, type LocalDatabase } from '#local/database.ts';
import type { Filter } from '#local/rest/query-ast.ts';
import { filterSql } from '#local/rest/sql-filters.ts';
import { runSql, SqlParams } from '#local/rest/sql-params.ts';
import type { PgBinding } from './bindings.ts';
import type { DatabaseChange, Row, TableColumn } from './changes.ts';
import type { Hub } from './connection.ts';

// Sends one committed change to every channel whose bindings want it, the way hosted
// Realtime (walrus) decides: event and filter (a REST filter) match, then RLS visibility under the
// subscriber's own claims for INSERT/UPDATE; DELETE is not RLS-checked, so when RLS is on
// its old record is cut down to the primary key.

export async function dispatchChange(db: LocalDatabase, hub: Hub, change: DatabaseChange): Promise<void> {
  // one database check per distinct filter and per distinct set of claims, however many channels
  const filterResults = new Map<string, Promise<boolean>>();
  const visibility = new Map<string, Promise<boolean>>();
  const once = (results: Map<string, Promise<boolean>>, key: string, check: () => Promise<boolean>) => {
    if (!results.has(key)) results.set(key, check());
    return results.get(key) as Promise<boolean>;
  };
  for (const session of hub) {
    const ids: number[] = [];
    for (const binding of session.pgBindings) {
      const { id, filter } = binding;
      if (ids.includes(id) || !bindingWants(binding, change)) continue;
      if (filter) {
        const matches = () => matchesFilter(db, change, filter);
        if (!(await once(filterResults, JSON.stringify(filter), matches))) continue;
      }
      ids.push(id);
    }
    if (ids.length === 0) continue;
    const { claims } = session;
    if (isExpired(claims)) {
      session.connection.shutdownChannel(session, 'Token has expired');
      continue;
    }
    if (!(await once(visibility, JSON.stringify(claims), () => isVisible(db, change, claims)))) continue;
    const data = changeData(change, claims.role);
    session.connection.send(session.topic, 'postgres_changes', { ids, data });
  }
}

function bindingWants(binding: PgBinding, change: DatabaseChange): boolean {
  if (binding.schema !== change.schema) return false;
  if (binding.table !== null && binding.table !== change.table) return false;
  return binding.event === '*' || binding.event === change.type;
}

/** Filters look at the new row, or at the old one for DELETE, as hosted does. */
async function matchesFilter(db: LocalDatabase, change: DatabaseChange, filter: Filter): Promise<boolean> {
  const row = change.type === 'DELETE' ? change.oldRecord : change.record;
  if (!row) return false;
  const params = new SqlParams();
  const record = params.add(JSON.stringify(row));
  const condition = filterSql('r', filter, params);
  try {
    const result = await runSql<{ matches: boolean | null }>(
      db.pg,
      `select ${condition} as matches from jsonb_populate_record(null::${relation(change)}, ${record}::jsonb) r`,
      params,
    );
    // a condition that is NULL does not match, as on hosted Realtime
    return result.rows[0]?.matches === true;
  } catch {
    return false; // e.g. a value that does not cast to the column type: no match
  }
}

/** Whether the subscriber's role may SELECT the changed row right now. */
async function isVisible(db: LocalDatabase, change: DatabaseChange, claims: JwtClaims): Promise<boolean> {
  if (change.type === 'DELETE' || !change.tableInfo.rlsEnabled || !change.record) return true;
  const keys = change.tableInfo.columns.filter((column) => column.isPrimaryKey);
  if (keys.length === 0) return true; // answered with the "no primary key" error payload
  const where = keys.map((key) => `t.${quoteIdent(key.name)} = k.${quoteIdent(key.name)}`).join(' and ');
  try {
    return await db.withClaims(claims, async (tx) => {
      const result = await tx.query<{ visible: boolean }>(
        `select exists (
           select 1 from ${relation(change)} t, jsonb_populate_record(null::${relation(change)}, $1::jsonb) k
           where ${where}
         ) as visible`,
        [JSON.stringify(change.record)],
      );
      return result.rows[0]?.visible === true;
    });
  } catch {
    return false; // no SELECT privilege on the table at all
  }
}

/** The `data` of a postgres_changes message for one role, shaped like hosted Realtime's. */
function changeData(change: DatabaseChange, role: string): Record<string, unknown> {
  const { tableInfo } = change;
  const selectable = tableInfo.columns.filter((column) => column.selectableBy[role] === true);
  const base = { schema: change.schema, table: change.table, type: change.type };
  const keys = tableInfo.columns.filter((column) => column.isPrimaryKey);
  if (change.type !== 'DELETE') {
    if (keys.length === 0) return errorData(base, 'Error 400: Bad Request, no primary key');
    if (keys.some((key) => !key.selectableBy[role])) return errorData(base, 'Error 401: Unauthorized');
  }

  const data: Record<string, unknown> = {
    ...base,
    commit_timestamp: change.commitTimestamp,
    columns: selectable.map((column) => ({ name: column.name, type: column.type })),
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = pick(change.record, selectable);
  if (change.type !== 'INSERT') {
    let identity = identityColumns(tableInfo.replicaIdentity, selectable);
    if (change.type === 'DELETE' && tableInfo.rlsEnabled)
      identity = identity.filter((column) => column.isPrimaryKey);
    data.old_record = pick(change.oldRecord, identity);
  }
  return data;
}

/** The old-row columns the WAL would carry: all with REPLICA IDENTITY FULL, else the key. */
function identityColumns(replicaIdentity: string, columns: TableColumn[]): TableColumn[] {
  if (replicaIdentity === 'f') return columns;
  if (replicaIdentity === 'n') return [];
  return columns.filter((column) => column.isPrimaryKey);
}

function pick(row: Row | null, columns: TableColumn[]): Row {
  const picked: Row = {};
  if (!row) return picked;
  for (const column of columns) if (column.name in row) picked[column.name] = row[column.name];
  return picked;
}

function errorData(base: Record<string, unknown>, error: string): Record<string, unknown> {
  return { ...base, commit_timestamp: null, columns: [], record: {}, errors: [error] };
}

function relation(change: DatabaseChange): string {
  return `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
}

function isExpired(claims: JwtClaims): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now();
}
