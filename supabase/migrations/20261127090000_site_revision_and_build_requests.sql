-- What the public page is built from, and the static host's builds that follow each change.
--
-- site_revision: one row whose revision goes up with every change of what `/` shows (slots,
-- versions, videos, business facts), in the same transaction. The build writes the revision it
-- read into the page; /admin compares it with this row to say whether the public page is up to
-- date, and an open page compares it on each Realtime (re)join to learn of changes it missed.
-- Anyone may read it: a number and a time say nothing the page does not show.
--
-- site_build_requests: the edge functions' record of asking the static host for a new build
-- (its build hook), for the service role only: when it was last asked, which revision that
-- build includes at least, a change waiting for the next allowed request, and how the last
-- request went (failures included, for the owner to read in /admin).

create table public.site_revision (
  id smallint primary key default 1 check (id = 1),
  revision bigint not null default 0 check (revision >= 0),
  changed_at timestamptz not null default now()
);

insert into public.site_revision (id) values (1);

alter table public.site_revision enable row level security;

create policy "public reads the site revision"
  on public.site_revision for select
  to anon, authenticated
  using (true);

revoke insert, update, delete, truncate, references, trigger
  on public.site_revision
  from anon, authenticated;

-- Per statement: an upload that inserts a version and publishes it is one change or two, never
-- one per row; either way the revision only grows.
create function public.bump_site_revision() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.site_revision
    set revision = revision + 1, changed_at = now()
    where id = 1;
  return null;
end;
$$;

revoke execute on function public.bump_site_revision() from public, anon, authenticated;

create trigger media_slots_bump_site_revision
  after insert or update or delete on public.media_slots
  for each statement execute function public.bump_site_revision();
create trigger media_versions_bump_site_revision
  after insert or update or delete on public.media_versions
  for each statement execute function public.bump_site_revision();
create trigger videos_bump_site_revision
  after insert or update or delete on public.videos
  for each statement execute function public.bump_site_revision();
create trigger business_facts_bump_site_revision
  after insert or update or delete on public.business_facts
  for each statement execute function public.bump_site_revision();

create table public.site_build_requests (
  id smallint primary key default 1 check (id = 1),
  -- when the static host was last asked for a build, and the revision that build includes
  requested_at timestamptz,
  requested_revision bigint,
  -- a change that came too soon after the last request waits for the next one
  waiting_since timestamptz,
  -- how the last request went: sending, sent, failed, or not_configured (no hook URL is set)
  outcome text check (outcome in ('sending', 'sent', 'failed', 'not_configured')),
  outcome_at timestamptz,
  -- the failure as the owner reads it (an HTTP status, a timeout), never the hook's URL
  detail text check (char_length(detail) <= 300)
);

insert into public.site_build_requests (id) values (1);

alter table public.site_build_requests enable row level security;
-- no policy on purpose: only the service role reads or writes it
revoke all on public.site_build_requests from anon, authenticated;

-- Decides, for a change just made, whether to ask the static host for a build now. At most
-- one request per p_min_interval_ms: the first change of a burst is asked for at once, the
-- later ones wait (wait_ms) and ask again; the first to ask once the interval is over makes
-- one request that covers them all (revision), and the others find it covered. The row lock
-- serialises the functions that ask at the same moment. p_force: ask even when a request already
-- covers every change (the owner's "try again", e.g. after the host's build failed).
create function public.claim_site_build(p_min_interval_ms integer, p_force boolean default false)
returns table (claimed boolean, wait_ms integer, revision bigint)
language plpgsql
set search_path = ''
as $$
declare
  v_state public.site_build_requests;
  v_revision bigint;
  v_next timestamptz;
begin
  select * into v_state from public.site_build_requests where id = 1 for update;
  select r.revision into v_revision from public.site_revision r where r.id = 1;

  if not p_force and v_state.requested_revision >= v_revision
     and v_state.outcome is distinct from 'failed' then
    return query select false, 0, v_revision;
    return;
  end if;

  v_next := v_state.requested_at + make_interval(secs => greatest(p_min_interval_ms, 0) / 1000.0);
  if v_state.requested_at is null or clock_timestamp() >= v_next then
    update public.site_build_requests
      set requested_at = clock_timestamp(),
          requested_revision = v_revision,
          waiting_since = null,
          outcome = 'sending',
          outcome_at = clock_timestamp(),
          detail = null
      where id = 1;
    return query select true, 0, v_revision;
    return;
  end if;

  update public.site_build_requests
    set waiting_since = coalesce(waiting_since, clock_timestamp())
    where id = 1;
  return query select
    false,
    greatest(1, ceil(extract(epoch from (v_next - clock_timestamp())) * 1000))::integer,
    v_revision;
end;
$$;

-- Records how a request went (p_revision: the one claim_site_build gave it; null for an outcome
-- that concerns no request, such as not_configured). A late answer never overwrites the
-- outcome of a newer request.
create function public.record_site_build(p_revision bigint, p_outcome text, p_detail text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  update public.site_build_requests
    set outcome = p_outcome, outcome_at = clock_timestamp(), detail = left(p_detail, 300)
    where id = 1
      and (p_revision is null or requested_revision is null or requested_revision <= p_revision);
end;
$$;

revoke execute on function public.claim_site_build(integer, boolean) from public, anon, authenticated;
grant execute on function public.claim_site_build(integer, boolean) to service_role;
revoke execute on function public.record_site_build(bigint, text, text) from public, anon, authenticated;
grant execute on function public.record_site_build(bigint, text, text) to service_role;
