-- Smaller copies of an upload for srcset: the admin page sends WebP variants at a few widths
-- with the main file, media-upload checks them and stores them beside it, and the version row
-- lists them so the public read can offer them to phones.

alter table public.media_versions
  add column variants jsonb not null default '[]'
    constraint media_versions_variants_is_list
    check (jsonb_typeof(variants) = 'array' and jsonb_array_length(variants) <= 3);

comment on column public.media_versions.variants is
  'Smaller WebP copies of the file, narrowest first: [{width, height, url, path}].';

-- A new parameter changes the function's identity: `create or replace` would add a second
-- overload beside the old one (and PostgREST could not choose between them), so the old
-- signature is dropped first. Callers that do not pass p_variants keep working (default).
drop function public.publish_media_version(text, text, text, text, text, integer, integer, integer, text, text);

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
  p_caption text default '',
  p_variants jsonb default '[]'
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
    alt_text, caption, mime_type, file_size, width, height, variants
  ) values (
    v_slot_id, v_next, p_file_url, p_storage_path, p_file_name,
    coalesce(p_alt_text, ''), coalesce(p_caption, ''), p_mime_type, p_file_size, p_width, p_height,
    coalesce(p_variants, '[]')
  )
  returning * into v_version;

  update public.media_slots
  set current_version = v_next, is_published = true, updated_at = now()
  where id = v_slot_id;

  return v_version;
end;
$$;

revoke execute on function public.publish_media_version(text, text, text, text, text, integer, integer, integer, text, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.publish_media_version(text, text, text, text, text, integer, integer, integer, text, text, jsonb)
  to service_role;
