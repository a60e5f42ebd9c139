import type { PGlite } from '@electric-sql/pglite';

// Hosted Realtime reads the WAL; PGlite has no logical replication, so every table of the
// supabase_realtime publication gets a row trigger that NOTIFYs the change at commit.

export const CHANGES_CHANNEL = '_realtime_changes';
const TRIGGER_NAME = '_realtime_notify_changes';
/** NOTIFY refuses payloads of 8000 bytes or more; keep a margin. */
const MAX_NOTIFY_BYTES = 7900;

const INSTALL_SQL = `
create schema if not exists _realtime;
revoke all on schema _realtime from public;

create sequence if not exists _realtime.change_seq;

create or replace function _realtime.notify_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $fn$
declare
  base jsonb;
  message text;
  pk_names text[];
begin
  -- seq keeps two identical changes in one transaction from being merged by NOTIFY
  base := jsonb_build_object(
    'seq', nextval('_realtime.change_seq'),
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  );
  message := (base || jsonb_build_object(
    'record', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old_record', case when tg_op <> 'INSERT' then to_jsonb(old) end
  ))::text;

  if octet_length(message) > ${MAX_NOTIFY_BYTES} then
    -- too large for NOTIFY: send the primary key only, the server re-reads the row
    select coalesce(array_agg(a.attname::text), '{}') into pk_names
    from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = tg_relid and i.indisprimary;

    message := (base || jsonb_build_object(
      'truncated', true,
      'record', case when tg_op <> 'DELETE' then
        (select jsonb_object_agg(key, value) from jsonb_each(to_jsonb(new)) where key = any(pk_names)) end,
      'old_record', case when tg_op <> 'INSERT' then
        (select jsonb_object_agg(key, value) from jsonb_each(to_jsonb(old)) where key = any(pk_names)) end
    ))::text;
  end if;

  perform pg_notify('${CHANGES_CHANNEL}', message);
  return null;
end;
$fn$;

revoke all on function _realtime.notify_change() from public;
`;

/**
 * Creates the trigger function (idempotent, so a persisted database can be reopened) and makes
 * the set of triggered tables match the publication: added tables get the trigger, removed
 * tables lose it.
 */
export async function installChangeTriggers(pg: PGlite): Promise<void> {
  await pg.exec(INSTALL_SQL);
  await syncChangeTriggers(pg);
}

export async function syncChangeTriggers(pg: PGlite): Promise<void> {
  await pg.transaction(async (tx) => {
    const published = await tx.query<{ relation: string }>(
      `select format('%I.%I', schemaname, tablename) as relation
       from pg_publication_tables where pubname = 'supabase_realtime'`,
    );
    const triggered = await tx.query<{ relation: string }>(
      `select format('%I.%I', n.nspname, c.relname) as relation
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
       where t.tgname = $1`,
      [TRIGGER_NAME],
    );
    const wanted = new Set(published.rows.map((row) => row.relation));
    const present = new Set(triggered.rows.map((row) => row.relation));
    for (const relation of wanted) {
      if (present.has(relation)) continue;
      await tx.exec(
        `create or replace trigger ${TRIGGER_NAME}
         after insert or update or delete on ${relation}
         for each row execute function _realtime.notify_change()`,
      );
    }
    for (const relation of present) {
      if (!wanted.has(relation)) await tx.exec(`drop trigger if exists ${TRIGGER_NAME} on ${relation}`);
    }
  });
}
