-- RLS on every table. anon and authenticated may only read what the public site shows;
-- every write goes through edge functions that use the service role.

alter table public.media_slots enable row level security;
alter table public.media_versions enable row level security;
alter table public.videos enable row level security;
alter table public.admin_sessions enable row level security;
alter table public.admin_login_attempts enable row level security;

create policy "public reads published slots"
  on public.media_slots for select
  to anon, authenticated
  using (is_published);

create policy "public reads versions of published slots"
  on public.media_versions for select
  to anon, authenticated
  using (exists (
    select 1 from public.media_slots s
    where s.id = media_versions.slot_id and s.is_published
  ));

create policy "public reads active videos"
  on public.videos for select
  to anon, authenticated
  using (is_active);

-- admin_sessions and admin_login_attempts have no policy at all on purpose.

-- Supabase grants everything to anon/authenticated by default; take the writes back so a
-- write is refused outright instead of silently matching no row.
revoke insert, update, delete, truncate, references, trigger
  on public.media_slots, public.media_versions, public.videos
  from anon, authenticated;
revoke all on public.admin_sessions, public.admin_login_attempts from anon, authenticated;
revoke execute on function public.touch_updated_at() from public, anon, authenticated;
