-- Stored files that no version points to: left behind when media-upload was stopped between
-- storing an upload and publishing it (a killed process, a timeout). The sweep
-- (scripts/sweep-orphan-media.ts, and the local stand-in when it starts) lists them here and
-- removes them through the Storage API, which deletes the file as well as the row.
--
-- Only objects older than p_min_age count (by the database's clock, whoever calls): the caller
-- passes an age that no upload still on its way to being published can reach (minutes), or the
-- time since the start of a process that nothing else writes through. Only the media bucket's
-- slots/ folder, where media-upload writes.

create function public.orphan_media_objects(p_min_age interval)
returns table (name text, created_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select o.name, o.created_at
  from storage.objects o
  where o.bucket_id = 'media'
    and o.name like 'slots/%'
    and o.created_at < now() - p_min_age
    and not exists (select 1 from public.media_versions v where v.storage_path = o.name)
    and not exists (
      select 1
      from public.media_versions v, jsonb_array_elements(v.variants) as variant
      where variant ->> 'path' = o.name
    )
  order by o.name;
$$;

revoke execute on function public.orphan_media_objects(interval) from public, anon, authenticated;
grant execute on function public.orphan_media_objects(interval) to service_role;
