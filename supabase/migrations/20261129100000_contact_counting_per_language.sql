-- Counting per language (docs/contact-counting.md): the site has a page per language (`/`,
-- `/en/`), and the owner wants to see which one brings conversations. The daily aggregates take
-- the page's language into their keys; everything counted before is the Portuguese page's, the
-- only one there was. The list of languages is the site's (portable/site-locales.ts, which the
-- function checks beacons against): here only a tag's shape is checked, as page_texts does.
--
-- A visitor is told apart per day and per language: someone who reads both pages on one day is
-- a visitor of each (contact_day_visitors takes the language too), so each language's figures
-- stand on their own. The flood brake stays per address, whatever the language, and the daily
-- ceiling of visits counted one by one is the day's, all languages together.
--
-- The counting functions take the language; their versions without it are dropped, so a
-- contact-count deployed before this migration counts nothing until it is deployed again (the
-- page does not notice: its beacons are never waited for).

alter table public.contact_daily_visits
  add column locale text not null default 'pt-PT' check (locale ~ '^[a-z]{2}-[A-Z]{2}$');
alter table public.contact_daily_taps
  add column locale text not null default 'pt-PT' check (locale ~ '^[a-z]{2}-[A-Z]{2}$');
alter table public.contact_day_visitors
  add column locale text not null default 'pt-PT' check (locale ~ '^[a-z]{2}-[A-Z]{2}$');

-- The default only gave the existing rows their language: from now on each count names its own.
alter table public.contact_daily_visits alter column locale drop default;
alter table public.contact_daily_taps alter column locale drop default;
alter table public.contact_day_visitors alter column locale drop default;

alter table public.contact_daily_visits drop constraint contact_daily_visits_pkey;
alter table public.contact_daily_visits add primary key (day, locale);
alter table public.contact_daily_taps drop constraint contact_daily_taps_pkey;
alter table public.contact_daily_taps add primary key (day, locale, section, channel);
alter table public.contact_day_visitors drop constraint contact_day_visitors_pkey;
alter table public.contact_day_visitors add primary key (day, locale, visitor);

-- The tables' privileges do not change: the service role's, granted in
-- 20261128090000_explicit_data_api_grants and 20261128100000_site_backups, cover the new column;
-- anon and authenticated still have none.

drop function public.count_contact_visit(date, text, text, integer, boolean, integer, integer, integer);
drop function public.count_contact_tap(date, text, text, text, text, integer, integer);

-- One visit of p_locale's page. Up to p_daily_ceiling visits a day (all languages) are counted
-- one by one, each visitor once per language; beyond it only the beacons the caller sampled
-- (p_sampled) count, each for p_sample_weight visits, and the others write nothing. Returns
-- 'counted', 'sampled', 'skipped' or 'braked'.
create function public.count_contact_visit(
  p_day date,
  p_locale text,
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
  select coalesce(sum(visits), 0) >= p_daily_ceiling into v_beyond_ceiling
    from public.contact_daily_visits where day = p_day;
  if v_beyond_ceiling and not p_sampled then
    return 'skipped';
  end if;
  if not public.contact_brake_admits(p_day, 'visit', p_address, p_per_minute, p_per_day) then
    return 'braked';
  end if;
  if v_beyond_ceiling then
    -- an insert too: this language may have no row yet on a day beyond the ceiling
    insert into public.contact_daily_visits as totals (day, locale, visits, estimated_visits)
      values (p_day, p_locale, p_sample_weight, p_sample_weight)
      on conflict (day, locale) do update
        set visits = totals.visits + p_sample_weight,
            estimated_visits = totals.estimated_visits + p_sample_weight;
    return 'sampled';
  end if;

  insert into public.contact_day_visitors (day, locale, visitor) values (p_day, p_locale, p_visitor)
    on conflict (day, locale, visitor) do nothing;
  get diagnostics v_new_visitor = row_count;
  insert into public.contact_daily_visits as totals (day, locale, visits, visitors)
    values (p_day, p_locale, 1, v_new_visitor)
    on conflict (day, locale) do update
      set visits = totals.visits + 1, visitors = totals.visitors + v_new_visitor;
  return 'counted';
end;
$$;

-- One tap on a WhatsApp or call link of a section of p_locale's page. Its visitor counts once a
-- day and language among the visitors who tapped (and among the visitors, if their visit was not
-- counted). Returns 'counted' or 'braked'.
create function public.count_contact_tap(
  p_day date,
  p_locale text,
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

  insert into public.contact_daily_taps as counted (day, locale, section, channel, taps)
    values (p_day, p_locale, p_section, p_channel, 1)
    on conflict (day, locale, section, channel) do update set taps = counted.taps + 1;

  -- a row inserted or turned to tapped now: this visitor's first tap of the day on this page
  insert into public.contact_day_visitors as visitors (day, locale, visitor, tapped)
    values (p_day, p_locale, p_visitor, true)
    on conflict (day, locale, visitor) do update set tapped = true where not visitors.tapped
    returning (xmax = 0) into v_inserted;
  if found then
    insert into public.contact_daily_visits as totals (day, locale, visitors, visitors_who_tapped)
      values (p_day, p_locale, case when v_inserted then 1 else 0 end, 1)
      on conflict (day, locale) do update
        set visitors = totals.visitors + case when v_inserted then 1 else 0 end,
            visitors_who_tapped = totals.visitors_who_tapped + 1;
  end if;
  return 'counted';
end;
$$;

-- Only contact-count calls them, with the service role (PostgreSQL gives PUBLIC EXECUTE on a new
-- function whatever the schema's defaults say: taken back here).
revoke all on function
  public.count_contact_visit(date, text, text, text, integer, boolean, integer, integer, integer),
  public.count_contact_tap(date, text, text, text, text, text, integer, integer)
  from public, anon, authenticated, service_role;
grant execute on function
  public.count_contact_visit(date, text, text, text, integer, boolean, integer, integer, integer),
  public.count_contact_tap(date, text, text, text, text, text, integer, integer)
  to service_role;
