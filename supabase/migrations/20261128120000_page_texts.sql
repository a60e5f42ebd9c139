-- The page's texts the owner edits in /admin ("Textos"): every word of the home page, in one
-- JSON document per language. page_texts holds the current document of each language, exactly
-- what the public page shows, so anyone may read it; page_text_versions holds every document
-- ever saved, the history the admin restores from, for the service role only. No row at first:
-- the page then shows its built-in texts.
--
-- Keyed by language (BCP 47, 'pt-PT' today) so that a second language is new rows, never a
-- change to the existing ones.

create table public.page_text_versions (
  locale text not null check (locale ~ '^[a-z]{2}-[A-Z]{2}$'),
  version integer not null check (version > 0),
  texts jsonb not null check (jsonb_typeof(texts) = 'object'),
  created_at timestamptz not null default now(),
  primary key (locale, version)
);

create table public.page_texts (
  locale text primary key check (locale ~ '^[a-z]{2}-[A-Z]{2}$'),
  version integer not null,
  texts jsonb not null check (jsonb_typeof(texts) = 'object'),
  updated_at timestamptz not null default now(),
  foreign key (locale, version) references public.page_text_versions (locale, version)
);

alter table public.page_text_versions enable row level security;
alter table public.page_texts enable row level security;

create policy "public reads the current page texts"
  on public.page_texts for select
  to anon, authenticated
  using (true);

-- page_text_versions has no policy on purpose: only the service role reads the history.

-- Explicit grants: a project created today gives new tables none, and one created before
-- gives the API roles everything; either way this is what each role ends up with.
revoke all on public.page_texts, public.page_text_versions from anon, authenticated, service_role;
grant select on public.page_texts to anon, authenticated;
grant select on public.page_texts, public.page_text_versions to service_role;

-- Saving is one step: the next version and the current row pointing at it change together.
-- The row lock on the language's versions serialises concurrent saves, so each gets its own
-- version number.
create function public.save_page_texts(p_locale text, p_texts jsonb) returns public.page_texts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_next integer;
  v_current public.page_texts;
begin
  lock table public.page_text_versions in share row exclusive mode;

  select coalesce(max(version), 0) + 1 into v_next
  from public.page_text_versions
  where locale = p_locale;

  insert into public.page_text_versions (locale, version, texts) values (p_locale, v_next, p_texts);

  insert into public.page_texts (locale, version, texts, updated_at)
  values (p_locale, v_next, p_texts, now())
  on conflict (locale) do update
    set version = excluded.version, texts = excluded.texts, updated_at = excluded.updated_at
  returning * into v_current;

  return v_current;
end;
$$;

-- Restoring saves an earlier version's texts again, as a new version: nothing in the history
-- is overwritten, and the restore itself can be undone the same way.
create function public.restore_page_texts(p_locale text, p_version integer) returns public.page_texts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_texts jsonb;
begin
  select texts into v_texts
  from public.page_text_versions
  where locale = p_locale and version = p_version;

  if v_texts is null then
    raise exception 'page texts version % (%) does not exist', p_version, p_locale
      using errcode = 'P0002';
  end if;

  return public.save_page_texts(p_locale, v_texts);
end;
$$;

revoke execute on function public.save_page_texts(text, jsonb) from public, anon, authenticated;
grant execute on function public.save_page_texts(text, jsonb) to service_role;
revoke execute on function public.restore_page_texts(text, integer) from public, anon, authenticated;
grant execute on function public.restore_page_texts(text, integer) to service_role;

create trigger page_texts_bump_site_revision
  after insert or update or delete on public.page_texts
  for each statement execute function public.bump_site_revision();

alter publication supabase_realtime add table public.page_texts;
