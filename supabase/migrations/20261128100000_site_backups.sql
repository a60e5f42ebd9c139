-- The owner's backup (docs/backup-and-restore.md): /admin ("Cópia de segurança") downloads one
-- zip of every stored image and the rows of the tables declared in
-- supabase/functions/_shared/portable/backup-tables.ts; `npm run backup:restore` puts it back
-- into a project that has these migrations.
--
-- - site_backups: when a backup was completed (so /admin shows it on every device), for the
--   service role only.
-- - backup_snapshot(): the declared tables' rows, read in one statement (one snapshot), with the
--   schema version (the latest migration applied).
-- - restore_backup_rows(): the rows of a backup written back in one transaction, or only
--   compared with what the project holds (p_dry_run).
-- Both take the table list from their caller, so a table added to the backup needs no change
-- here; they run as the caller (security invoker), so they can do only what the service role's
-- grants below allow.

create table public.site_backups (
  id bigint generated always as identity primary key,
  taken_at timestamptz not null default now(),
  -- the version of the latest migration the backed-up project had
  schema_version text not null check (schema_version ~ '^[0-9]{1,20}$'),
  files integer not null check (files >= 0),
  bytes bigint not null check (bytes >= 0)
);

alter table public.site_backups enable row level security;
-- no policy on purpose: only the service role reads or writes it
revoke all on public.site_backups from anon, authenticated, service_role;
grant select, insert on public.site_backups to service_role;

-- What a backup reads and a restore writes, granted explicitly (the Data API grants nothing by
-- default on new projects): the restore deletes and inserts the rows of these tables by key, and
-- empties the slots the backup lacks (media_slots' update, which its functions already hold). No
-- update on a version: a published version never changes.
grant select, insert, delete on
  public.media_slots, public.media_versions, public.videos,
  public.business_facts_versions, public.business_facts,
  public.contact_daily_visits, public.contact_daily_taps
  to service_role;

-- The latest migration applied (the CLI's `supabase db push` records each in
-- supabase_migrations.schema_migrations, as the local stand-in does); null where none is recorded.
create function public.backup_schema_version() returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    return null;
  end if;
  return (select max(version) from supabase_migrations.schema_migrations);
end;
$$;

-- One table of a caller's list: it must be a table of public, named by the list.
create function public.backup_table(p_name text) returns regclass
language plpgsql
stable
set search_path = ''
as $$
declare
  v_table regclass;
begin
  if p_name is null or p_name !~ '^[a-z_][a-z0-9_]{0,62}$' then
    raise exception 'invalid table name "%"', p_name using errcode = '22023';
  end if;
  v_table := to_regclass(format('public.%I', p_name));
  if v_table is null then
    raise exception 'table "%" does not exist', p_name using errcode = '42P01';
  end if;
  return v_table;
end;
$$;

-- The rows of each table of p_tables ([{table, key: [columns]}]), each as a JSON object,
-- ordered by its key: {schemaVersion, takenAt, tables: {name: [row, …]}}. One statement, so one
-- snapshot: a version and the slot pointing at it are never read apart.
create function public.backup_snapshot(p_tables jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_entry jsonb;
  v_name text;
  v_order text;
  v_rows jsonb;
  v_tables jsonb := '{}';
begin
  if jsonb_typeof(p_tables) is distinct from 'array' then
    raise exception 'p_tables must be an array' using errcode = '22023';
  end if;
  for v_entry in select value from jsonb_array_elements(p_tables) loop
    v_name := v_entry ->> 'table';
    perform public.backup_table(v_name);
    select string_agg(format('t.%I', column_name), ', ')
      into v_order
      from jsonb_array_elements_text(v_entry -> 'key') as key (column_name);
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(t) order by %s), ''[]'') from public.%I t',
      coalesce(v_order, '1'), v_name
    ) into v_rows;
    v_tables := v_tables || jsonb_build_object(v_name, v_rows);
  end loop;
  return jsonb_build_object(
    'schemaVersion', public.backup_schema_version(),
    'takenAt', now(),
    'tables', v_tables
  );
end;
$$;

-- Writes a backup's rows back, in one transaction. p_tables lists the tables in restore order
-- (a table after those it references), each {table, key, ownerRows, resetAbsent?, rows}:
-- - key: the columns that identify a row across projects. The project's row with a backup
--   row's key is replaced by it, id included, so references between restored rows hold.
-- - ownerRows: which of the project's rows are the owner's data: "all", "none" (a catalogue the
--   migrations seed) or {"notNull": column}.
-- - resetAbsent: with p_replace, what a kept row that the backup lacks becomes (a catalogue row
--   emptied); without it such rows are deleted, unless ownerRows is "none".
-- The project's owner rows that differ from the backup's (none after a restore of this backup)
-- make it refuse unless p_replace; a project already holding exactly these rows is left as it
-- is. Answers {schemaVersion, changed, tables: {name: {rows, differing, missing}}}: the rows
-- written, the project's owner rows not in the backup, the backup's rows not in the project.
create function public.restore_backup_rows(
  p_tables jsonb,
  p_replace boolean default false,
  p_dry_run boolean default false
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_entry jsonb;
  v_name text;
  v_table regclass;
  v_rows jsonb;
  v_columns text[];
  v_unknown text;
  v_owner text;
  v_same text;
  v_key_match text;
  v_differing bigint;
  v_missing bigint;
  v_report jsonb := '{}';
  v_total_differing bigint := 0;
  v_total_missing bigint := 0;
  v_reset jsonb;
  v_column_list text;
  v_index integer;
  v_count integer;
begin
  if jsonb_typeof(p_tables) is distinct from 'array' then
    raise exception 'p_tables must be an array' using errcode = '22023';
  end if;

  -- 1. compare: what the project holds that the backup lacks, and the reverse
  for v_entry in select value from jsonb_array_elements(p_tables) loop
    v_name := v_entry ->> 'table';
    v_table := public.backup_table(v_name);
    v_rows := coalesce(v_entry -> 'rows', '[]');
    if jsonb_typeof(v_rows) <> 'array' then
      raise exception 'rows of "%" must be an array', v_name using errcode = '22023';
    end if;
    select array_agg(distinct key order by key) into v_columns
      from jsonb_array_elements(v_rows) as r (row), jsonb_object_keys(r.row) as k (key);
    select min(c) into v_unknown from unnest(v_columns) as c
      where not exists (
        select 1 from pg_attribute a
        where a.attrelid = v_table and a.attname = c and a.attnum > 0 and not a.attisdropped
      );
    if v_unknown is not null then
      raise exception 'table "%" has no column "%"', v_name, v_unknown using errcode = '42703';
    end if;
    v_owner := case
      when v_entry -> 'ownerRows' = '"all"' then 'true'
      when v_entry -> 'ownerRows' = '"none"' then 'false'
      when v_entry -> 'ownerRows' ? 'notNull' then format('t.%I is not null', v_entry -> 'ownerRows' ->> 'notNull')
      else null
    end;
    if v_owner is null then
      raise exception 'ownerRows of "%" must be "all", "none" or {"notNull": column}', v_name
        using errcode = '22023';
    end if;
    v_same := coalesce(
      (select string_agg(format('t.%1$I is not distinct from b.%1$I', c), ' and ') from unnest(v_columns) as c),
      'false'
    );
    execute format(
      'select count(*) from public.%1$I t where %2$s and not exists (
         select 1 from jsonb_populate_recordset(null::public.%1$I, $1) b where %3$s)',
      v_name, v_owner, v_same
    ) using v_rows into v_differing;
    execute format(
      'select count(*) from jsonb_populate_recordset(null::public.%1$I, $1) b where not exists (
         select 1 from public.%1$I t where %2$s)',
      v_name, v_same
    ) using v_rows into v_missing;
    v_total_differing := v_total_differing + v_differing;
    v_total_missing := v_total_missing + v_missing;
    v_report := v_report || jsonb_build_object(
      v_name, jsonb_build_object('rows', jsonb_array_length(v_rows), 'differing', v_differing, 'missing', v_missing)
    );
  end loop;

  if p_dry_run or (v_total_differing = 0 and v_total_missing = 0) then
    return jsonb_build_object(
      'schemaVersion', public.backup_schema_version(), 'changed', false, 'tables', v_report
    );
  end if;
  if v_total_differing > 0 and not p_replace then
    raise exception 'the project already holds data that is not in this backup'
      using errcode = 'P0001', detail = v_report::text,
        hint = 'Restore into a project without the owner''s data, or replace it (p_replace).';
  end if;

  -- 2. delete, dependants first: the rows the backup replaces (by key) and, with p_replace, the
  -- owner's rows it lacks (catalogue rows are emptied instead, below)
  v_count := jsonb_array_length(p_tables);
  for v_index in reverse v_count - 1 .. 0 loop
    v_entry := p_tables -> v_index;
    v_name := v_entry ->> 'table';
    v_rows := coalesce(v_entry -> 'rows', '[]');
    select string_agg(format('t.%1$I = b.%1$I', c), ' and ') into v_key_match
      from jsonb_array_elements_text(v_entry -> 'key') as k (c);
    if v_key_match is null then
      raise exception 'key of "%" is empty', v_name using errcode = '22023';
    end if;
    execute format(
      'delete from public.%1$I t where exists (
         select 1 from jsonb_populate_recordset(null::public.%1$I, $1) b where %2$s)',
      v_name, v_key_match
    ) using v_rows;
    if p_replace and v_entry -> 'ownerRows' <> '"none"' and not (v_entry ? 'resetAbsent') then
      v_owner := case
        when v_entry -> 'ownerRows' = '"all"' then 'true'
        else format('t.%I is not null', v_entry -> 'ownerRows' ->> 'notNull')
      end;
      -- every key is not null, so the where clause names rows, never the whole table blindly
      execute format(
        'delete from public.%1$I t where %2$s and not exists (
           select 1 from jsonb_populate_recordset(null::public.%1$I, $1) b where %3$s)',
        v_name, v_owner, v_key_match
      ) using v_rows;
    end if;
  end loop;

  -- 3. empty the catalogue rows the backup lacks (with p_replace), then insert, in order
  for v_entry in select value from jsonb_array_elements(p_tables) loop
    v_name := v_entry ->> 'table';
    v_rows := coalesce(v_entry -> 'rows', '[]');
    v_reset := v_entry -> 'resetAbsent';
    select string_agg(format('t.%1$I = b.%1$I', c), ' and ') into v_key_match
      from jsonb_array_elements_text(v_entry -> 'key') as k (c);
    if p_replace and jsonb_typeof(v_reset) = 'object' then
      execute format(
        'update public.%1$I t set (%2$s) = (select %3$s from jsonb_populate_record(null::public.%1$I, $2) r)
         where not exists (select 1 from jsonb_populate_recordset(null::public.%1$I, $1) b where %4$s)',
        v_name,
        (select string_agg(format('%I', k), ', ') from jsonb_object_keys(v_reset) as k),
        (select string_agg(format('r.%I', k), ', ') from jsonb_object_keys(v_reset) as k),
        v_key_match
      ) using v_rows, v_reset;
    end if;
    select string_agg(format('%I', key), ', ' order by key) into v_column_list
      from (select distinct key from jsonb_array_elements(v_rows) as r (row), jsonb_object_keys(r.row) as k (key)) keys;
    -- only the columns the backup has: a column added since takes its default
    if v_column_list is not null then
      execute format(
        'insert into public.%1$I (%2$s) overriding system value
         select %2$s from jsonb_populate_recordset(null::public.%1$I, $1)',
        v_name, v_column_list
      ) using v_rows;
    end if;
  end loop;

  return jsonb_build_object(
    'schemaVersion', public.backup_schema_version(), 'changed', true, 'tables', v_report
  );
end;
$$;

revoke execute on function public.backup_schema_version() from public, anon, authenticated;
revoke execute on function public.backup_table(text) from public, anon, authenticated;
revoke execute on function public.backup_snapshot(jsonb) from public, anon, authenticated;
revoke execute on function public.restore_backup_rows(jsonb, boolean, boolean) from public, anon, authenticated;
grant execute on function public.backup_schema_version() to service_role;
grant execute on function public.backup_table(text) to service_role;
grant execute on function public.backup_snapshot(jsonb) to service_role;
grant execute on function public.restore_backup_rows(jsonb, boolean, boolean) to service_role;
