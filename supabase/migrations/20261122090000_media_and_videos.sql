-- Media slots, their versions and the managed videos.
-- Written for hosted Supabase; the local stand-in applies the same file.

create table public.media_slots (
  id uuid primary key default gen_random_uuid(),
  slot_name text not null unique
    check (slot_name ~ '^[a-z0-9]+([._-][a-z0-9]+)*$' and char_length(slot_name) <= 100),
  section text not null check (char_length(section) between 1 and 50),
  title text not null check (char_length(title) between 1 and 120),
  description text not null default '' check (char_length(description) <= 500),
  page_tags text[] not null default '{}',
  current_version integer check (current_version > 0),
  is_published boolean not null default false,
  updated_at timestamptz not null default now(),
  -- a published slot always points at a version
  constraint media_slots_published_has_version check (not is_published or current_version is not null)
);

create table public.media_versions (
  id uuid primary key default gen_random_uuid(),
  slot_id uuid not null references public.media_slots (id) on delete cascade,
  version_number integer not null check (version_number > 0),
  file_url text not null check (char_length(file_url) <= 2048),
  storage_path text not null check (char_length(storage_path) <= 512),
  file_name text not null check (char_length(file_name) between 1 and 255),
  alt_text text not null default '' check (char_length(alt_text) <= 300),
  caption text not null default '' check (char_length(caption) <= 500),
  mime_type text not null check (mime_type in ('image/jpeg', 'image/png', 'image/webp')),
  file_size integer not null check (file_size > 0 and file_size <= 10485760),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now(),
  constraint media_versions_slot_version_key unique (slot_id, version_number)
);

-- the slot's pointer can only name one of its own versions
alter table public.media_slots
  add constraint media_slots_current_version_fkey
  foreign key (id, current_version) references public.media_versions (slot_id, version_number)
  deferrable initially deferred;

create index media_slots_published_updated_idx on public.media_slots (is_published, updated_at desc);

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  video_key text not null unique check (video_key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(video_key) <= 60),
  youtube_url text not null check (char_length(youtube_url) between 1 and 300),
  video_name text not null check (char_length(video_name) between 1 and 120),
  description text not null default '' check (char_length(description) <= 1000),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create function public.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger videos_touch_updated_at
  before update on public.videos
  for each row execute function public.touch_updated_at();

-- Admin sessions and login attempts: only the service role (edge functions) reaches them.
create table public.admin_sessions (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create table public.admin_login_attempts (
  id bigint generated always as identity primary key,
  client_key text not null check (char_length(client_key) <= 200),
  succeeded boolean not null,
  attempted_at timestamptz not null default now()
);

create index admin_login_attempts_client_time_idx on public.admin_login_attempts (client_key, attempted_at desc);
