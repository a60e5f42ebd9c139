-- Public bucket for the site's images: read by anyone, written only by the service role.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('media', 'media', true, 10485760, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- Realtime: the site reloads videos and the admin reloads slots on change.
-- Full replica identity so UPDATE/DELETE events carry the old row.
alter table public.videos replica identity full;
alter table public.media_slots replica identity full;
alter publication supabase_realtime add table public.videos, public.media_slots;
