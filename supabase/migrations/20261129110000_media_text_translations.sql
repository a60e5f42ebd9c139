-- An image's alt text and caption in the site's other languages. alt_text and caption stay the
-- base language's (pt-PT); media_versions.translations holds the others, keyed by language, so a
-- language is data: {"en-GB": {"altText": "…", "caption": "…"}}. Only languages with a text are
-- kept. The limits are the upload's (media-rules.ts): 150 characters of alt text, 500 of caption.
--
-- The owner's photos are on the site already, so the texts of a stored version can be set
-- afterwards (set_media_version_translation): the version row is edited in place, since the image
-- did not change, and no new version is made. That is the one update of a version ever allowed,
-- and only of this column: the function runs as its owner, so the service role gets EXECUTE on
-- it and still no UPDATE on media_versions.

-- What a translations value must be. Also the column's CHECK: whoever inserts a version (the
-- service role through publish_media_version or the backup's restore) evaluates it, so it needs
-- EXECUTE.
create function public.media_text_translations_are_valid(p_translations jsonb) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_locale text;
  v_texts jsonb;
  v_key text;
begin
  if jsonb_typeof(p_translations) is distinct from 'object' then
    return false;
  end if;
  for v_locale, v_texts in select key, value from jsonb_each(p_translations) loop
    -- a language other than the base one, which lives in alt_text and caption
    if v_locale !~ '^[a-z]{2}-[A-Z]{2}$' or v_locale = 'pt-PT' or jsonb_typeof(v_texts) <> 'object' then
      return false;
    end if;
    for v_key in select jsonb_object_keys(v_texts) loop
      if v_key not in ('altText', 'caption') or jsonb_typeof(v_texts -> v_key) <> 'string' then
        return false;
      end if;
    end loop;
    if char_length(coalesce(v_texts ->> 'altText', '')) > 150
      or char_length(coalesce(v_texts ->> 'caption', '')) > 500 then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

alter table public.media_versions
  add column translations jsonb not null default '{}'
    constraint media_versions_translations_is_object check (jsonb_typeof(translations) = 'object')
    constraint media_versions_translations_shape check (public.media_text_translations_are_valid(translations));

comment on column public.media_versions.translations is
  'The alt text and caption in the other languages, by language: {"en-GB": {"altText", "caption"}}.';

-- A new parameter changes the function's identity (see 20261122090700): the old signature is
-- dropped first, so there is never a second overload. Callers that do not pass p_translations
-- keep working (default).
drop function public.publish_media_version(text, text, text, text, text, integer, integer, integer, text, text, jsonb);

create function public.publish_media_version(
  p_slot_name text,
  p_file_url text,
  p_storage_path text,
  p_file_name text,
  p_mime_type text,
  p_file_size integer,
  p_width integer,
  p_height integer,
  p_alt_text text default '',
  p_caption text default '',
  p_variants jsonb default '[]',
  p_translations jsonb default '{}'
) returns public.media_versions
language plpgsql
set search_path = ''
as $$
declare
  v_slot_id uuid;
  v_next integer;
  v_version public.media_versions;
begin
  v_slot_id := public.lock_media_slot(p_slot_name);

  select coalesce(max(version_number), 0) + 1 into v_next
  from public.media_versions
  where slot_id = v_slot_id;

  insert into public.media_versions (
    slot_id, version_number, file_url, storage_path, file_name,
    alt_text, caption, mime_type, file_size, width, height, variants, translations
  ) values (
    v_slot_id, v_next, p_file_url, p_storage_path, p_file_name,
    coalesce(p_alt_text, ''), coalesce(p_caption, ''), p_mime_type, p_file_size, p_width, p_height,
    coalesce(p_variants, '[]'), coalesce(p_translations, '{}')
  )
  returning * into v_version;

  update public.media_slots
  set current_version = v_next, is_published = true, updated_at = now()
  where id = v_slot_id;

  return v_version;
end;
$$;

-- Sets (or, with both texts empty, removes) one language's texts of a stored version, under the
-- slot's row lock like every change of a slot's images. The slot's updated_at moves too: Realtime
-- reports slot rows only, so that is how open pages and other /admin tabs learn of the change.
create function public.set_media_version_translation(
  p_slot_name text,
  p_version_number integer,
  p_locale text,
  p_alt_text text,
  p_caption text
) returns public.media_versions
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_slot_id uuid;
  v_alt_text text := coalesce(p_alt_text, '');
  v_caption text := coalesce(p_caption, '');
  v_version public.media_versions;
begin
  if p_locale is null or p_locale !~ '^[a-z]{2}-[A-Z]{2}$' or p_locale = 'pt-PT' then
    raise exception 'invalid language "%"', p_locale
      using errcode = '22023', hint = 'A language other than pt-PT, such as en-GB.';
  end if;

  v_slot_id := public.lock_media_slot(p_slot_name);

  update public.media_versions
  set translations = case
    when v_alt_text = '' and v_caption = '' then translations - p_locale
    else translations || jsonb_build_object(p_locale, jsonb_build_object('altText', v_alt_text, 'caption', v_caption))
  end
  where slot_id = v_slot_id and version_number = p_version_number
  returning * into v_version;

  if v_version.id is null then
    raise exception 'version % of slot "%" does not exist', p_version_number, p_slot_name
      using errcode = 'P0002', hint = 'Use a version_number listed in public.media_versions for this slot.';
  end if;

  update public.media_slots
  set updated_at = now()
  where id = v_slot_id;

  return v_version;
end;
$$;

-- Explicit and exact, as 20261128090000_explicit_data_api_grants.sql: nothing for anyone, then
-- EXECUTE for the service role (scripts/support/data-api-access.ts lists who calls each).
revoke all on function public.media_text_translations_are_valid(jsonb)
  from public, anon, authenticated, service_role;
revoke all on function public.publish_media_version(text, text, text, text, text, integer, integer, integer, text, text, jsonb, jsonb)
  from public, anon, authenticated, service_role;
revoke all on function public.set_media_version_translation(text, integer, text, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.media_text_translations_are_valid(jsonb) to service_role;
grant execute on function public.publish_media_version(text, text, text, text, text, integer, integer, integer, text, text, jsonb, jsonb)
  to service_role;
grant execute on function public.set_media_version_translation(text, integer, text, text, text) to service_role;
