// What the public key may read: the public site's own reads work, and nothing beyond them shows.
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { OwnerDocumentName } from '#portable/owner-documents/owner-document.ts';
import { BASE_LOCALE } from '#portable/site-locales.ts';
import {
  migrationGrantingAnonRead,
  readDataApiAccess,
  type DeclaredObject,
} from '#scripts/support/data-api-access.ts';
import { fail, pass, type CheckRun, type Verdict } from './results.ts';
import { PERMISSION_DENIED } from './write-probes.ts';

const SECTION = 'Tables: anon reads';
let migrationsRead: Promise<DeclaredObject[]> | undefined;
/** What the migrations grant, read from their SQL once per run. */
const declaredAccess = () => (migrationsRead ??= readDataApiAccess());

/** Each of the owner's documents the page reads, as its check names it and says none is saved. */
const DOCUMENT_READS: Record<OwnerDocumentName, { name: string; noneSaved: string }> = {
  'business-facts': { name: 'business facts', noneSaved: 'none saved yet' },
  'page-texts': { name: 'page texts', noneSaved: 'none saved yet: the page shows its built-in texts' },
};

interface SlotWithVersions {
  slot_name: string;
  is_published: boolean;
  current_version: number | null;
  media_versions: { version_number: number }[] | null;
}

/**
 * A read the site makes that failed. A 42501 on a select is a missing grant (row level security
 * hides rows, it does not refuse): named with the migration that grants it, which the project
 * has not received (docs/hosted-platform.md, "Grants").
 */
export async function readFailed(table: string, error: PostgrestError): Promise<Verdict> {
  if (error.code !== PERMISSION_DENIED) return fail(`${error.code} ${error.message}`);
  const denied =
    /permission denied for (?:table|view|relation) "?([\w.]+)"?/.exec(error.message)?.[1] ?? table;
  const migration = migrationGrantingAnonRead(await declaredAccess(), denied);
  const fix = migration
    ? `${migration} grants it: push the migrations (supabase db push)`
    : 'no migration grants it: grant SELECT to anon in a new one';
  return fail(`missing grant on ${denied}: anon may not select it (42501); ${fix}`);
}

export async function checkAnonReads(run: CheckRun, anon: SupabaseClient): Promise<void> {
  // the reads of src/features/home/api and src/lib/site-revision.ts
  await run.check(SECTION, 'the active videos (site read)', async () => {
    const { data, error } = await anon.from('videos').select('*').eq('is_active', true);
    return error ? readFailed('videos', error) : pass(`${data.length} rows`);
  });

  await run.check(SECTION, 'the published slots with their versions (site read)', async () => {
    const { data, error } = await anon
      .from('media_slots')
      .select('*, media_versions(*)')
      .eq('is_published', true)
      .order('updated_at', { ascending: false });
    return error ? readFailed('media_slots', error) : pass(`${data.length} published slots`);
  });

  await run.check(SECTION, 'the gallery slots (site read)', async () => {
    const { data, error } = await anon
      .from('media_slots')
      .select('*, media_versions(*)')
      .like('slot_name', 'gallery.before_after.%')
      .eq('is_published', true)
      .order('slot_name', { ascending: true });
    return error ? readFailed('media_slots', error) : pass(`${data.length} published gallery slots`);
  });

  for (const [document, { name, noneSaved }] of Object.entries(DOCUMENT_READS)) {
    await run.check(SECTION, `the current ${name} are readable`, async () => {
      const { data, error } = await anon
        .from('owner_documents')
        .select('version, content, updated_at')
        .eq('document', document)
        .eq('locale', BASE_LOCALE);
      if (error) return readFailed('owner_documents', error);
      if (data.length > 1) return fail(`${data.length} rows: a document is one row in a language`);
      return pass(data.length === 0 ? noneSaved : `version ${data[0]?.version}`);
    });
  }

  await run.check(SECTION, 'the published languages are readable', async () => {
    const { data, error } = await anon.from('published_locales').select('locale');
    if (error) return readFailed('published_locales', error);
    return pass(data.length === 0 ? `only ${BASE_LOCALE}` : data.map((row) => row.locale).join(', '));
  });

  await run.check(SECTION, 'no document of an unpublished language is visible', async () => {
    // texts the owner is still writing for a language not published yet stay private
    const [published, documents] = await Promise.all([
      anon.from('published_locales').select('locale'),
      anon.from('owner_documents').select('document, locale'),
    ]);
    if (published.error) return readFailed('published_locales', published.error);
    if (documents.error) return readFailed('owner_documents', documents.error);
    const shown = new Set<string>([BASE_LOCALE, ...published.data.map((row) => row.locale as string)]);
    const leaks = documents.data.filter((row) => !shown.has(row.locale as string));
    if (leaks.length > 0) {
      return fail(
        `anon reads ${leaks.length} documents of unpublished languages: ${leaks
          .slice(0, 5)
          .map((row) => `${row.document} ${row.locale}`)
          .join(', ')}`,
      );
    }
    return pass(`${documents.data.length} documents, all of published languages`);
  });

  await run.check(SECTION, 'the site revision (site read)', async () => {
    const { data, error } = await anon.from('site_revision').select('revision, changed_at').eq('id', 1);
    if (error) return readFailed('site_revision', error);
    const [row] = data as { revision: number }[];
    return row ? pass(`revision ${row.revision}`) : fail('no row: the migrations seed one');
  });

  await run.check(SECTION, 'no inactive video is visible', async () => {
    const { data, error } = await anon.from('videos').select('video_key').eq('is_active', false);
    if (error) return readFailed('videos', error);
    if (data.length > 0)
      return fail(`anon reads ${data.length} inactive videos (${data.map((v) => v.video_key).join(', ')})`);
    return pass('none');
  });

  await run.check(SECTION, 'only the current version of published slots is visible', async () => {
    // one request, so the slots and their versions come from one snapshot
    const { data, error } = await anon
      .from('media_slots')
      .select('slot_name, is_published, current_version, media_versions(version_number)');
    if (error) return readFailed('media_slots', error);
    const leaks: string[] = [];
    let visible = 0;
    for (const slot of data as SlotWithVersions[]) {
      for (const { version_number } of slot.media_versions ?? []) {
        visible += 1;
        if (!slot.is_published || version_number !== slot.current_version) {
          leaks.push(`${slot.slot_name} v${version_number}`);
        }
      }
    }
    if (leaks.length > 0) {
      return fail(
        `anon reads ${leaks.length} replaced or unpublished versions: ${leaks.slice(0, 5).join(', ')}`,
      );
    }
    return pass(`${data.length} slots, ${visible} visible versions, all current`);
  });

  // every table the migrations grant anon no SELECT on: a new private table is probed with no
  // list here to remember
  const privateTables = (await declaredAccess())
    .filter((object) => object.kind === 'table' && !object.held.anon.has('SELECT'))
    .map((object) => object.name);
  for (const table of privateTables) {
    await run.check(SECTION, `${table} is not readable`, async () => {
      const { data, error } = await anon.from(table).select('*').limit(1);
      if (error?.code === PERMISSION_DENIED) return pass(`refused: ${error.message}`);
      if (error) return fail(`refused by ${error.code} (${error.message}), not by the permissions`);
      return fail(`anon may select from ${table} (${data.length} rows shown)`);
    });
  }
}
