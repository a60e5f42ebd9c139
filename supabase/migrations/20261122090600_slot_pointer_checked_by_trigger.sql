-- PostgREST embeds through foreign keys. The slot's pointer to its current version was a second
-- foreign key between media_slots and media_versions, which made the site's read
-- `media_slots?select=*,media_versions(*)` ambiguous (PGRST201, HTTP 300) on hosted Supabase.
-- The pointer is now checked by deferred constraint triggers with the same guarantee, so
-- media_versions.slot_id is the only relationship between the two tables.

alter table public.media_slots drop constraint media_slots_current_version_fkey;

-- Runs at commit and reads the rows as they are then, so a transaction may publish a version and
-- point at it in either order, or drop a version and the pointer together.
create function public.check_slot_current_version() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_slot_id uuid;
  v_slot_name text;
  v_current integer;
begin
  -- new and old have the row type of the table that fired, so read each in its own branch
  if tg_table_name = 'media_slots' then
    v_slot_id := new.id;
  else
    v_slot_id := old.slot_id;
  end if;

  select slot_name, current_version into v_slot_name, v_current
  from public.media_slots
  where id = v_slot_id;

  if v_current is not null and not exists (
    select 1 from public.media_versions
    where slot_id = v_slot_id and version_number = v_current
  ) then
    raise exception 'slot "%" points at version % which does not exist', v_slot_name, v_current
      using errcode = 'foreign_key_violation', constraint = 'media_slots_current_version_fkey';
  end if;
  return null;
end;
$$;

revoke execute on function public.check_slot_current_version() from public, anon, authenticated;

create constraint trigger media_slots_current_version_exists
  after insert or update of id, current_version on public.media_slots
  deferrable initially deferred
  for each row execute function public.check_slot_current_version();

create constraint trigger media_versions_keep_current_version
  after update of slot_id, version_number or delete on public.media_versions
  deferrable initially deferred
  for each row execute function public.check_slot_current_version();
