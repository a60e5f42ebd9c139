-- Publishing a version is one atomic step: the next version number, the version row, the
-- slot pointer and updated_at change together. The slot row lock serialises concurrent
-- uploads to one slot, so each gets its own version number.

-- The id of a slot, with its row locked until the transaction ends; every function that
-- changes which version a slot shows takes this lock first.
create function public.lock_media_slot(p_slot_name text) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_slot_id uuid;
begin
  select id into v_slot_id
  from public.media_slots
  where slot_name = p_slot_name
  for update;

  if v_slot_id is null then
    raise exception 'slot "%" does not exist', p_slot_name
      using errcode = 'P0002', hint = 'Use a slot_name from public.media_slots.';
  end if;

  return v_slot_id;
end;
$$;

revoke execute on function public.lock_media_slot(text) from public, anon, authenticated;
grant execute on function public.lock_media_slot(text) to service_role;

create function public.publish_media_version(
  p_slot_name text,
  p_file_url text,
  p_storage_path text,
  p_file_name text,
  p_mime_type text,
  p_file_size integer,
  p_width integer,
  p_height integer,
  p_alt_text text default '',
  p_caption text default ''
) returns public.media_versions
language plpgsql
set search_path = ''
as $$
declare
  v_slot_id uuid;
  v_next integer;
  v_version public.media_versions;
begin
  v_slot_id := public.lock_media_slot(p_slot_name);

  select coalesce(max(version_number), 0) + 1 into v_next
  from public.media_versions
  where slot_id = v_slot_id;

  insert into public.media_versions (
    slot_id, version_number, file_url, storage_path, file_name,
    alt_text, caption, mime_type, file_size, width, height
  ) values (
    v_slot_id, v_next, p_file_url, p_storage_path, p_file_name,
    coalesce(p_alt_text, ''), coalesce(p_caption, ''), p_mime_type, p_file_size, p_width, p_height
  )
  returning * into v_version;

  update public.media_slots
  set current_version = v_next, is_published = true, updated_at = now()
  where id = v_slot_id;

  return v_version;
end;
$$;

revoke execute on function public.publish_media_version(text, text, text, text, text, integer, integer, integer, text, text)
  from public, anon, authenticated;
grant execute on function public.publish_media_version(text, text, text, text, text, integer, integer, integer, text, text)
  to service_role;
