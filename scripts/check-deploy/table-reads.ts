// What the public key may read: the public site's own reads work, and nothing beyond them shows.
import type { SupabaseClient } from '@supabase/supabase-js';
import { fail, pass, type CheckRun } from './results.ts';
import { PERMISSION_DENIED } from './write-probes.ts';

const SECTION = 'Tables: anon reads';
/** Only the edge functions (service role) read these. */
const PRIVATE_TABLES = [
  'admin_sessions',
  'admin_login_attempts',
  'business_facts_versions',
  'site_build_requests',
  'contact_daily_visits',
  'contact_daily_taps',
  'contact_counting_salts',
  'contact_day_visitors',
  'contact_day_brakes',
];

interface SlotWithVersions {
  slot_name: string;
  is_published: boolean;
  current_version: number | null;
  media_versions: { version_number: number }[] | null;
}

export async function checkAnonReads(run: CheckRun, anon: SupabaseClient): Promise<void> {
  // the three reads of src/features/home/api
  await run.check(SECTION, 'the active videos (site read)', async () => {
    const { data, error } = await anon.from('videos').select('*').eq('is_active', true);
    return error ? fail(`${error.code} ${error.message}`) : pass(`${data.length} rows`);
  });

  await run.check(SECTION, 'the published slots with their versions (site read)', async () => {
    const { data, error } = await anon
      .from('media_slots')
      .select('*, media_versions(*)')
      .eq('is_published', true)
      .order('updated_at', { ascending: false });
    return error ? fail(`${error.code} ${error.message}`) : pass(`${data.length} published slots`);
  });

  await run.check(SECTION, 'the gallery slots (site read)', async () => {
    const { data, error } = await anon
      .from('media_slots')
      .select('*, media_versions(*)')
      .like('slot_name', 'gallery.before_after.%')
      .eq('is_published', true)
      .order('slot_name', { ascending: true });
    return error ? fail(`${error.code} ${error.message}`) : pass(`${data.length} published gallery slots`);
  });

  await run.check(SECTION, 'the current business facts are readable', async () => {
    const { data, error } = await anon.from('business_facts').select('version, facts, updated_at');
    if (error) return fail(`${error.code} ${error.message}`);
    if (data.length > 1) return fail(`${data.length} rows: business_facts holds one at most`);
    return pass(data.length === 0 ? 'none saved yet' : `version ${data[0]?.version}`);
  });

  await run.check(SECTION, 'no inactive video is visible', async () => {
    const { data, error } = await anon.from('videos').select('video_key').eq('is_active', false);
    if (error) return fail(`${error.code} ${error.message}`);
    if (data.length > 0)
      return fail(`anon reads ${data.length} inactive videos (${data.map((v) => v.video_key).join(', ')})`);
    return pass('none');
  });

  await run.check(SECTION, 'only the current version of published slots is visible', async () => {
    // one request, so the slots and their versions come from one snapshot
    const { data, error } = await anon
      .from('media_slots')
      .select('slot_name, is_published, current_version, media_versions(version_number)');
    if (error) return fail(`${error.code} ${error.message}`);
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

  for (const table of PRIVATE_TABLES) {
    await run.check(SECTION, `${table} is not readable`, async () => {
      const { data, error } = await anon.from(table).select('*').limit(1);
      if (error?.code === PERMISSION_DENIED) return pass(`refused: ${error.message}`);
      if (error) return fail(`refused by ${error.code} (${error.message}), not by the permissions`);
      return fail(`anon may select from ${table} (${data.length} rows shown)`);
    });
  }
}
