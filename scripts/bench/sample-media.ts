import { createClient } from '@supabase/supabase-js';

/**
 * Publishes an image version on `count` slots, so the REST load reads a realistic answer
 * (published slots with their embedded versions) instead of an empty list. Runs after the
 * Lighthouse runs, which see the fresh store a first visitor of a new site sees.
 */
export async function publishSampleMedia(
  supabase: { url: string; secretKey: string },
  count: number,
): Promise<number> {
  const service = createClient(supabase.url, supabase.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const slots = await service.from('media_slots').select('slot_name').order('slot_name').limit(count);
  if (slots.error) throw new Error(`reading slots: ${slots.error.message}`);
  for (const { slot_name: slot } of slots.data as { slot_name: string }[]) {
    const published = await service.rpc('publish_media_version', {
      p_slot_name: slot,
      p_file_url: `${supabase.url}/storage/v1/object/public/media/slots/${slot}/bench.webp`,
      p_storage_path: `slots/${slot}/bench.webp`,
      p_file_name: `${slot}.webp`,
      p_mime_type: 'image/webp',
      p_file_size: 48_000,
      p_width: 1600,
      p_height: 900,
    });
    if (published.error) throw new Error(`publishing ${slot}: ${published.error.message}`);
  }
  return slots.data.length;
}
