-- Deleting or unpublishing an image must reach pages that are already open. Realtime sends an
-- UPDATE only to subscribers whose role may SELECT the row as it is after the change, and the
-- home page and /admin both subscribe with the anon key; while anon could read published slots
-- only, a slot becoming empty was never reported to them.
--
-- A slot row is catalogue data (name, section, title, description, page tags), the number of
-- the version it shows (null once emptied) and whether it is published: nothing that is not
-- on the public site already. So anon and authenticated now read every slot row, and every
-- change of one reaches them. What a version holds (file URL, storage path, file name, alt
-- text, caption, size, variants) stays readable only for the version a published slot shows:
-- the versions it replaced, and the image of a slot that was emptied, are no longer readable
-- (before, every version of a published slot was). The public reads keep filtering
-- is_published=eq.true, so the site shows what it showed before.

drop policy "public reads published slots" on public.media_slots;

create policy "public reads the slot catalogue"
  on public.media_slots for select
  to anon, authenticated
  using (true);

drop policy "public reads versions of published slots" on public.media_versions;

create policy "public reads the current version of published slots"
  on public.media_versions for select
  to anon, authenticated
  using (exists (
    select 1 from public.media_slots s
    where s.id = media_versions.slot_id
      and s.is_published
      and s.current_version = media_versions.version_number
  ));
