-- Counting what the site brings (docs/contact-counting.md): visits of `/` and taps on its
-- WhatsApp and call links, per section and per day (Lisbon), without cookies and without
-- keeping anything personal. Only the contact-count function writes here and only the
-- contact-stats function reads, both with the service role; anon and authenticated get nothing.
--
-- Kept: the daily aggregates (contact_daily_visits, contact_daily_taps), for 25 months.
-- Kept for the current day only, then deleted: the day's random salt, the salted hashes that
-- tell today's visitors apart, and the flood brake's per-address counts (salted hashes too).
-- The salt never sits in the same table as a count, and once it is deleted no hash of that day
-- can be recomputed or linked to another day's.

create table public.contact_daily_visits (
  day date primary key,
  -- page loads of `/` (beyond the daily ceiling, sampled: see estimated_visits)
  visits integer not null default 0 check (visits >= 0),
  -- distinct salted hashes of address + user agent on that day
  visitors integer not null default 0 check (visitors >= 0),
  -- of those, the ones who tapped a WhatsApp or call link
  visitors_who_tapped integer not null default 0 check (visitors_who_tapped >= 0),
  -- the part of `visits` estimated from a sample, beyond the daily ceiling
  estimated_visits integer not null default 0 check (estimated_visits >= 0)
);

create table public.contact_daily_taps (
  day date not null,
  section text not null check (
    section in ('header', 'hero', 'services', 'portfolio', 'waterproofing', 'reasons', 'faq', 'footer')
  ),
  channel text not null check (channel in ('whatsapp', 'call')),
  taps integer not null default 0 check (taps >= 0),
  primary key (day, section, channel)
);

-- The working data of the current day.
create table public.contact_counting_salts (
  day date primary key,
  salt text not null check (salt ~ '^[0-9a-f]{64}$')
);

create table public.contact_day_visitors (
  day date not null,
  visitor text not null check (visitor ~ '^[0-9a-f]{32}$'),
  tapped boolean not null default false,
  primary key (day, visitor)
);

create table public.contact_day_brakes (
  day date not null,
  kind text not null check (kind in ('visit', 'tap')),
  address text not null check (address ~ '^[0-9a-f]{32}$'),
  window_started_at timestamptz not null,
  in_window integer not null default 0,
  in_day integer not null default 0,
  primary key (day, kind, address)
);

alter table public.contact_daily_visits enable row level security;
alter table public.contact_daily_taps enable row level security;
alter table public.contact_counting_salts enable row level security;
alter table public.contact_day_visitors enable row level security;
alter table public.contact_day_brakes enable row level security;

-- No policy on purpose: only the service role reads or writes these tables.
revoke all on public.contact_daily_visits, public.contact_daily_taps, public.contact_counting_salts,
  public.contact_day_visitors, public.contact_day_brakes
  from anon, authenticated;

-- Deletes what is kept only for a day (salts, visitor hashes, brakes) of the days before
-- p_today, and the aggregates older than 25 months. Called by the first count of each day (in
-- each function instance) and by every /admin read, so a day's salt and hashes outlive the day
-- only until the next visit or the next look at the numbers.
create function public.forget_past_contact_days(p_today date) returns void
language sql
set search_path = ''
as $$
  delete from public.contact_counting_salts where day < p_today;
  delete from public.contact_day_visitors where day < p_today;
  delete from public.contact_day_brakes where day < p_today;
  delete from public.contact_daily_visits where day < p_today - interval '25 months';
  delete from public.contact_daily_taps where day < p_today - interval '25 months';
$$;

-- The salt of p_day: p_candidate (random, from the caller) unless another instance stored one
-- first. Null once a later day has begun: a request that arrives late is not counted.
create function public.contact_counting_salt(p_day date, p_candidate text) returns text
language plpgsql
set search_path = ''
as $$
declare
  v_salt text;
begin
  if exists (select 1 from public.contact_counting_salts where day > p_day) then
    return null;
  end if;
  perform public.forget_past_contact_days(p_day);
  insert into public.contact_counting_salts (day, salt) values (p_day, p_candidate)
    on conflict (day) do nothing;
  select salt into v_salt from public.contact_counting_salts where day = p_day;
  return v_salt;
end;
$$;

-- The flood brake: at most p_per_minute admitted counts of one kind from one address in a
-- minute, and p_per_day in the day. A refused one restarts the minute, so a flood that goes
-- on is refused until it pauses for a whole minute.
create function public.contact_brake_admits(
  p_day date,
  p_kind text,
  p_address text,
  p_per_minute integer,
  p_per_day integer
) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_brake public.contact_day_brakes;
  v_now timestamptz := clock_timestamp();
begin
  insert into public.contact_day_brakes (day, kind, address, window_started_at)
    values (p_day, p_kind, p_address, v_now)
    on conflict (day, kind, address) do nothing;
  select * into v_brake from public.contact_day_brakes
    where day = p_day and kind = p_kind and address = p_address
    for update;

  if v_brake.window_started_at <= v_now - interval '1 minute' then
    v_brake.window_started_at := v_now;
    v_brake.in_window := 0;
  end if;

  if v_brake.in_window >= p_per_minute or v_brake.in_day >= p_per_day then
    update public.contact_day_brakes set window_started_at = v_now, in_window = v_brake.in_window
      where day = p_day and kind = p_kind and address = p_address;
    return false;
  end if;

  update public.contact_day_brakes
    set window_started_at = v_brake.window_started_at,
        in_window = v_brake.in_window + 1,
        in_day = v_brake.in_day + 1
    where day = p_day and kind = p_kind and address = p_address;
  return true;
end;
$$;

-- One visit. Up to p_daily_ceiling visits a day are counted one by one, each visitor once;
-- beyond it only the beacons the caller sampled (p_sampled) count, each for p_sample_weight
-- visits, and the others write nothing. Returns 'counted', 'sampled', 'skipped' or 'braked'.
create function public.count_contact_visit(
  p_day date,
  p_visitor text,
  p_address text,
  p_daily_ceiling integer,
  p_sampled boolean,
  p_sample_weight integer,
  p_per_minute integer,
  p_per_day integer
) returns text
language plpgsql
set search_path = ''
as $$
declare
  v_beyond_ceiling boolean;
  v_new_visitor integer;
begin
  select coalesce(max(visits), 0) >= p_daily_ceiling into v_beyond_ceiling
    from public.contact_daily_visits where day = p_day;
  if v_beyond_ceiling and not p_sampled then
    return 'skipped';
  end if;
  if not public.contact_brake_admits(p_day, 'visit', p_address, p_per_minute, p_per_day) then
    return 'braked';
  end if;
  if v_beyond_ceiling then
    update public.contact_daily_visits
      set visits = visits + p_sample_weight, estimated_visits = estimated_visits + p_sample_weight
      where day = p_day;
    return 'sampled';
  end if;

  insert into public.contact_day_visitors (day, visitor) values (p_day, p_visitor)
    on conflict (day, visitor) do nothing;
  get diagnostics v_new_visitor = row_count;
  insert into public.contact_daily_visits as totals (day, visits, visitors)
    values (p_day, 1, v_new_visitor)
    on conflict (day) do update
      set visits = totals.visits + 1, visitors = totals.visitors + v_new_visitor;
  return 'counted';
end;
$$;

-- One tap on a WhatsApp or call link of a section. Its visitor counts once a day among the
-- visitors who tapped (and among the visitors, if their visit was not counted). Returns
-- 'counted' or 'braked'.
create function public.count_contact_tap(
  p_day date,
  p_visitor text,
  p_address text,
  p_section text,
  p_channel text,
  p_per_minute integer,
  p_per_day integer
) returns text
language plpgsql
set search_path = ''
as $$
declare
  v_inserted boolean;
begin
  if not public.contact_brake_admits(p_day, 'tap', p_address, p_per_minute, p_per_day) then
    return 'braked';
  end if;

  insert into public.contact_daily_taps as counted (day, section, channel, taps)
    values (p_day, p_section, p_channel, 1)
    on conflict (day, section, channel) do update set taps = counted.taps + 1;

  -- a row inserted or turned to tapped now: this visitor's first tap of the day
  insert into public.contact_day_visitors as visitors (day, visitor, tapped)
    values (p_day, p_visitor, true)
    on conflict (day, visitor) do update set tapped = true where not visitors.tapped
    returning (xmax = 0) into v_inserted;
  if found then
    insert into public.contact_daily_visits as totals (day, visitors, visitors_who_tapped)
      values (p_day, case when v_inserted then 1 else 0 end, 1)
      on conflict (day) do update
        set visitors = totals.visitors + case when v_inserted then 1 else 0 end,
            visitors_who_tapped = totals.visitors_who_tapped + 1;
  end if;
  return 'counted';
end;
$$;

revoke execute on function public.forget_past_contact_days(date) from public, anon, authenticated;
revoke execute on function public.contact_counting_salt(date, text) from public, anon, authenticated;
revoke execute on function public.contact_brake_admits(date, text, text, integer, integer)
  from public, anon, authenticated;
revoke execute on function public.count_contact_visit(date, text, text, integer, boolean, integer, integer, integer)
  from public, anon, authenticated;
revoke execute on function public.count_contact_tap(date, text, text, text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.forget_past_contact_days(date) to service_role;
grant execute on function public.contact_counting_salt(date, text) to service_role;
grant execute on function public.contact_brake_admits(date, text, text, integer, integer) to service_role;
grant execute on function public.count_contact_visit(date, text, text, integer, boolean, integer, integer, integer)
  to service_role;
grant execute on function public.count_contact_tap(date, text, text, text, text, integer, integer)
  to service_role;
