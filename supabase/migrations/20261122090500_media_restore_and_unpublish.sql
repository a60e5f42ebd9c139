-- Deleting an image empties its slot but keeps every version (and its file) as history;
-- restoring makes any earlier version current again. Both are single statements under the
-- slot's row lock, so they cannot interleave with a concurrent publish_media_version.

create function public.unpublish_media_slot(p_slot_name text)
returns public.media_slots
language plpgsql
set search_path = ''
as $$
declare
  v_slot public.media_slots;
begin
  update public.media_slots
  set is_published = false, current_version = null, updated_at = now()
  where slot_name = p_slot_name
  returning * into v_slot;

  if v_slot.id is null then
    raise exception 'slot "%" does not exist', p_slot_name
      using errcode = 'P0002', hint = 'Use a slot_name from public.media_slots.';
  end if;

  return v_slot;
end;
$$;

create function public.restore_media_version(p_slot_name text, p_version_number integer)
returns public.media_versions
language plpgsql
set search_path = ''
as $$
declare
  v_slot_id uuid;
  v_version public.media_versions;
begin
  v_slot_id := public.lock_media_slot(p_slot_name);

  select * into v_version
  from public.media_versions
  where slot_id = v_slot_id and version_number = p_version_number;

  if v_version.id is null then
    raise exception 'version % of slot "%" does not exist', p_version_number, p_slot_name
      using errcode = 'P0002', hint = 'Use a version_number listed in public.media_versions for this slot.';
  end if;

  update public.media_slots
  set current_version = p_version_number, is_published = true, updated_at = now()
  where id = v_slot_id;

  return v_version;
end;
$$;

revoke execute on function public.unpublish_media_slot(text) from public, anon, authenticated;
grant execute on function public.unpublish_media_slot(text) to service_role;
revoke execute on function public.restore_media_version(text, integer) from public, anon, authenticated;
grant execute on function public.restore_media_version(text, integer) to service_role;
