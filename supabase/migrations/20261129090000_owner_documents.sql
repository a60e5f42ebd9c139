-- What the owner writes in /admin, one kind of thing: a versioned document in a language
-- (docs/owner-documents.md). The business facts and the page's texts, which had a pair of tables
-- and a pair of save/restore functions each, become rows of the same two tables, saved and
-- restored by the same two functions; a later document or language is new rows, not new tables.
--
-- - owner_document_versions: every content ever saved, per document and language; the history
--   the admin restores from, for the service role only.
-- - owner_documents: the current version of each document in each language, exactly what the
--   public pages show. Anyone may read the rows of a published language (published_locales):
--   texts the owner is still writing for a language not published yet stay private.
-- - published_locales: the languages the owner has published besides the site's own (pt-PT, the
--   base language of site-locales.ts, always published and never listed here). The owner
--   publishes or withdraws them in /admin through the page-texts function, which first checks
--   that every text of that language is written.
--
-- Only the functions write contents, after their validator; restoring a version saves its
-- content again as a new version, so the history is never rewritten.

create table public.owner_document_versions (
  document text not null check (document ~ '^[a-z]+(-[a-z]+)*$'),
  locale text not null check (locale ~ '^[a-z]{2}-[A-Z]{2}$'),
  version integer not null check (version > 0),
  content jsonb not null check (jsonb_typeof(content) = 'object'),
  created_at timestamptz not null default now(),
  primary key (document, locale, version)
);

create table public.owner_documents (
  document text not null,
  locale text not null,
  version integer not null,
  content jsonb not null check (jsonb_typeof(content) = 'object'),
  updated_at timestamptz not null default now(),
  primary key (document, locale),
  foreign key (document, locale, version) references public.owner_document_versions (document, locale, version)
);

create table public.published_locales (
  locale text primary key check (locale ~ '^[a-z]{2}-[A-Z]{2}$' and locale <> 'pt-PT'),
  published_at timestamptz not null default now()
);

alter table public.owner_document_versions enable row level security;
alter table public.owner_documents enable row level security;
alter table public.published_locales enable row level security;

create policy "public reads the published languages"
  on public.published_locales for select
  to anon, authenticated
  using (true);

create policy "public reads the current documents of the published languages"
  on public.owner_documents for select
  to anon, authenticated
  using (locale = 'pt-PT' or locale in (select p.locale from public.published_locales p));

-- owner_document_versions has no policy on purpose: only the service role reads the history.

-- Explicit grants: a project created today gives new tables none, and one created before gives
-- the API roles everything; either way this is what each role ends up with. The insert and
-- delete are the backup's restore (restore_backup_rows) and the language switch; nobody updates
-- a row but save_owner_document, which runs as its owner.
revoke all on public.owner_document_versions, public.owner_documents, public.published_locales
  from public, anon, authenticated, service_role;
grant select on public.owner_documents, public.published_locales to anon, authenticated;
grant select, insert, delete on public.owner_document_versions, public.owner_documents, public.published_locales
  to service_role;

-- Saving is one step: the next version and the current row pointing at it change together.
-- The table lock serialises concurrent saves, so each gets its own version number.
create function public.save_owner_document(p_document text, p_locale text, p_content jsonb)
returns public.owner_documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_next integer;
  v_current public.owner_documents;
begin
  lock table public.owner_document_versions in share row exclusive mode;

  select coalesce(max(version), 0) + 1 into v_next
  from public.owner_document_versions
  where document = p_document and locale = p_locale;

  insert into public.owner_document_versions (document, locale, version, content)
  values (p_document, p_locale, v_next, p_content);

  insert into public.owner_documents (document, locale, version, content, updated_at)
  values (p_document, p_locale, v_next, p_content, now())
  on conflict (document, locale) do update
    set version = excluded.version, content = excluded.content, updated_at = excluded.updated_at
  returning * into v_current;

  return v_current;
end;
$$;

-- Restoring saves an earlier version's content again, as a new version: nothing in the history
-- is overwritten, and the restore itself can be undone the same way.
create function public.restore_owner_document(p_document text, p_locale text, p_version integer)
returns public.owner_documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_content jsonb;
begin
  select content into v_content
  from public.owner_document_versions
  where document = p_document and locale = p_locale and version = p_version;

  if v_content is null then
    raise exception '% version % (%) does not exist', p_document, p_version, p_locale
      using errcode = 'P0002';
  end if;

  return public.save_owner_document(p_document, p_locale, v_content);
end;
$$;

revoke all on function public.save_owner_document(text, text, jsonb) from public, anon, authenticated, service_role;
revoke all on function public.restore_owner_document(text, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.save_owner_document(text, text, jsonb) to service_role;
grant execute on function public.restore_owner_document(text, text, integer) to service_role;

-- The rows saved until now, as they were: same versions, same dates.
insert into public.owner_document_versions (document, locale, version, content, created_at)
  select 'business-facts', 'pt-PT', version, facts, created_at from public.business_facts_versions;
insert into public.owner_documents (document, locale, version, content, updated_at)
  select 'business-facts', 'pt-PT', version, facts, updated_at from public.business_facts;
insert into public.owner_document_versions (document, locale, version, content, created_at)
  select 'page-texts', locale, version, texts, created_at from public.page_text_versions;
insert into public.owner_documents (document, locale, version, content, updated_at)
  select 'page-texts', locale, version, texts, updated_at from public.page_texts;

-- The service area is words, so it now has a version per language: it moves from the facts into
-- the page's texts (footer.serviceArea), as a new version of the Portuguese texts that keeps
-- everything else they hold. The facts keep the old field, which their validator now drops.
do $$
declare
  v_area text;
  v_texts jsonb;
begin
  select content ->> 'serviceArea' into v_area
  from public.owner_documents
  where document = 'business-facts' and locale = 'pt-PT';
  if v_area is null or v_area ~ '^\s*$' then
    return;
  end if;
  select content into v_texts
  from public.owner_documents
  where document = 'page-texts' and locale = 'pt-PT';
  v_texts := coalesce(v_texts, '{}');
  perform public.save_owner_document(
    'page-texts',
    'pt-PT',
    jsonb_set(v_texts, '{footer}', coalesce(v_texts -> 'footer', '{}') || jsonb_build_object('serviceArea', v_area))
  );
end;
$$;

drop function public.restore_business_facts(integer);
drop function public.save_business_facts(jsonb);
drop function public.restore_page_texts(text, integer);
drop function public.save_page_texts(text, jsonb);
drop table public.business_facts;
drop table public.business_facts_versions;
drop table public.page_texts;
drop table public.page_text_versions;

-- What the public pages show moves the site revision, so /admin can tell whether they are up to
-- date: a document saved or restored, a language published or withdrawn.
create trigger owner_documents_bump_site_revision
  after insert or update or delete on public.owner_documents
  for each statement execute function public.bump_site_revision();
create trigger published_locales_bump_site_revision
  after insert or update or delete on public.published_locales
  for each statement execute function public.bump_site_revision();

alter publication supabase_realtime add table public.owner_documents;
