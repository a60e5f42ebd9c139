-- A restore's dry run tries every write and rolls it back: a row the database refuses (a NOT
-- NULL, CHECK, UNIQUE or foreign key) is found before `npm run backup:restore` stores any image,
-- not in the final write after them. Each value is checked against its column's type first (a
-- JSON string where a number belongs is refused, not coerced), and each refusal names its table
-- and row (1-based) in the error's detail, as JSON, for the restore to say in Portuguese.
create or replace function public.restore_backup_rows(
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
  v_row jsonb;
  v_row_number integer;
  v_column text;
  v_expected text;
  v_got text;
  v_state text;
  v_message text;
  v_detail text;
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
      raise exception 'table "%" has no column "%"', v_name, v_unknown using errcode = '42703',
        detail = jsonb_build_object('table', v_name, 'column', v_unknown, 'problem', 'column')::text;
    end if;
    -- the JSON type each column's values must have (null is the constraints' business)
    select r.n, k.key, jsonb_typeof(k.value), e.expected
      into v_row_number, v_column, v_got, v_expected
      from jsonb_array_elements(v_rows) with ordinality as r (row, n)
      cross join lateral jsonb_each(r.row) as k (key, value)
      join pg_catalog.pg_attribute a
        on a.attrelid = v_table and a.attname = k.key and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type t on t.oid = a.atttypid
      cross join lateral (select case
        when t.typname in ('json', 'jsonb') then null
        when t.typcategory = 'B' then 'boolean'
        when t.typcategory = 'N' then 'number'
        when t.typcategory = 'A' then 'array'
        else 'string'
      end as expected) e
      where jsonb_typeof(k.value) <> 'null' and e.expected is not null and jsonb_typeof(k.value) <> e.expected
      order by r.n
      limit 1;
    if v_row_number is not null then
      raise exception 'row % of "%": column "%" must be a JSON %, not %', v_row_number, v_name, v_column, v_expected, v_got
        using errcode = '22023',
        detail = jsonb_build_object('table', v_name, 'row', v_row_number, 'column', v_column, 'problem', 'type',
          'expected', v_expected, 'got', v_got)::text;
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

  if (v_total_differing = 0 and v_total_missing = 0) or (p_dry_run and v_total_differing > 0 and not p_replace) then
    return jsonb_build_object(
      'schemaVersion', public.backup_schema_version(), 'changed', false, 'tables', v_report
    );
  end if;
  if v_total_differing > 0 and not p_replace then
    raise exception 'the project already holds data that is not in this backup'
      using errcode = 'P0001', detail = v_report::text,
        hint = 'Restore into a project without the owner''s data, or replace it (p_replace).';
  end if;

  begin
  v_name := null;
  v_row_number := null;
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
    -- only the columns the backup has: a column added since takes its default; row by row, so a
    -- refusal names its row
    v_row_number := 0;
    if v_column_list is not null then
      for v_row in select value from jsonb_array_elements(v_rows) loop
        v_row_number := v_row_number + 1;
        execute format(
          'insert into public.%1$I (%2$s) overriding system value
           select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
          v_name, v_column_list
        ) using v_row;
      end loop;
    end if;
    v_row_number := null;
  end loop;

  if p_dry_run then
    -- undoes every write above (this block's subtransaction), and says so to the handler below
    raise exception 'dry run' using errcode = 'RB000';
  end if;
  exception
    when sqlstate 'RB000' then
      return jsonb_build_object(
        'schemaVersion', public.backup_schema_version(), 'changed', false, 'tables', v_report
      );
    when others then
      get stacked diagnostics v_state = returned_sqlstate, v_message = message_text, v_detail = pg_exception_detail;
      raise exception '% (table "%", row %)', v_message, v_name, coalesce(v_row_number::text, '-')
        using errcode = v_state,
        detail = jsonb_build_object('table', v_name, 'row', v_row_number, 'problem', 'write',
          'message', v_message, 'detail', v_detail)::text;
  end;

  return jsonb_build_object(
    'schemaVersion', public.backup_schema_version(), 'changed', true, 'tables', v_report
  );
end;
$$;
revoke execute on function public.restore_backup_rows(jsonb, boolean, boolean) from public, anon, authenticated;
grant execute on function public.backup_schema_version() to service_role;
grant execute on function public.backup_table(text) to service_role;
grant execute on function public.backup_snapshot(jsonb) to service_role;
grant execute on function public.restore_backup_rows(jsonb, boolean, boolean) to service_role;

