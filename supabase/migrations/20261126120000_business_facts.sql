-- The business facts the owner edits in /admin ("Dados do negócio"): contacts, hours, area,
-- social links, the Google rating and the reviews. business_facts holds the current set, one
-- row, exactly what the public page shows, so anyone may read it; business_facts_versions
-- holds every set ever saved, the history the admin restores from, for the service role only.
-- No row at first: the page then shows the build's configuration.

create table public.business_facts_versions (
  version integer primary key check (version > 0),
  facts jsonb not null check (jsonb_typeof(facts) = 'object'),
  created_at timestamptz not null default now()
);

create table public.business_facts (
  id smallint primary key default 1 check (id = 1),
  version integer not null references public.business_facts_versions (version),
  facts jsonb not null check (jsonb_typeof(facts) = 'object'),
  updated_at timestamptz not null default now()
);

alter table public.business_facts_versions enable row level security;
alter table public.business_facts enable row level security;

create policy "public reads the current business facts"
  on public.business_facts for select
  to anon, authenticated
  using (true);

-- business_facts_versions has no policy on purpose: only the service role reads the history.
revoke insert, update, delete, truncate, references, trigger
  on public.business_facts
  from anon, authenticated;
revoke all on public.business_facts_versions from anon, authenticated;

-- Saving is one step: the next version and the current row pointing at it change together.
-- The table lock serialises concurrent saves, so each gets its own version number.
create function public.save_business_facts(p_facts jsonb) returns public.business_facts
language plpgsql
set search_path = ''
as $$
declare
  v_next integer;
  v_current public.business_facts;
begin
  lock table public.business_facts_versions in share row exclusive mode;

  select coalesce(max(version), 0) + 1 into v_next
  from public.business_facts_versions;

  insert into public.business_facts_versions (version, facts) values (v_next, p_facts);

  insert into public.business_facts (id, version, facts, updated_at)
  values (1, v_next, p_facts, now())
  on conflict (id) do update
    set version = excluded.version, facts = excluded.facts, updated_at = excluded.updated_at
  returning * into v_current;

  return v_current;
end;
$$;

-- Restoring saves an earlier version's facts again, as a new version: nothing in the history
-- is overwritten, and the restore itself can be undone the same way.
create function public.restore_business_facts(p_version integer) returns public.business_facts
language plpgsql
set search_path = ''
as $$
declare
  v_facts jsonb;
begin
  select facts into v_facts
  from public.business_facts_versions
  where version = p_version;

  if v_facts is null then
    raise exception 'business facts version % does not exist', p_version
      using errcode = 'P0002';
  end if;

  return public.save_business_facts(v_facts);
end;
$$;

revoke execute on function public.save_business_facts(jsonb) from public, anon, authenticated;
grant execute on function public.save_business_facts(jsonb) to service_role;
revoke execute on function public.restore_business_facts(integer) from public, anon, authenticated;
grant execute on function public.restore_business_facts(integer) to service_role;

alter publication supabase_realtime add table public.business_facts;
