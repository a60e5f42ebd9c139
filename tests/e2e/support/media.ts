// Publishing and unpublishing slot images on the e2e stand-in, with the service role, the way
// the media-upload function does it: a real image in the public `media` bucket, then
// publish_media_version for the slot.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#portable/database-types.ts';
import sharp from 'sharp';

export interface PublishedFile {
  slotName: string;
  url: string;
}

const WIDTH = 800;
const HEIGHT = 600;

/** A small real JPEG with a colour and a label, so screenshots show which image is where. */
async function labelledJpeg(label: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="100%" height="100%" fill="hsl(${hue} 45% 55%)"/>
    <text x="50%" y="50%" font-family="sans-serif" font-size="72" fill="white"
      text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/** Uploads `label` as a new version of `slotName` and makes it current. `fileStem` names the file. */
export async function publishImage(
  service: SupabaseClient<Database>,
  slotName: string,
  fileStem: string,
  { label = fileStem, hue = 200, alt = label }: { label?: string; hue?: number; alt?: string } = {},
): Promise<PublishedFile> {
  const bytes = await labelledJpeg(label, hue);
  // the shape the upload function gives a path (a backup's restore accepts no other)
  const stem = fileStem
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const storagePath = `slots/${slotName}/e2e-${stem}-${Date.now().toString(36)}.jpg`;
  const upload = await service.storage
    .from('media')
    .upload(storagePath, bytes, { contentType: 'image/jpeg' });
  if (upload.error) throw new Error(`upload of ${storagePath} failed: ${upload.error.message}`);
  const url = service.storage.from('media').getPublicUrl(storagePath).data.publicUrl;

  const published = await service.rpc('publish_media_version', {
    p_slot_name: slotName,
    p_file_url: url,
    p_storage_path: storagePath,
    p_file_name: `${fileStem}.jpg`,
    p_mime_type: 'image/jpeg',
    p_file_size: bytes.length,
    p_width: WIDTH,
    p_height: HEIGHT,
    p_alt_text: alt,
  });
  if (published.error) throw new Error(`publishing ${slotName} failed: ${published.error.message}`);
  return { slotName, url };
}

/** Empties slots as deleting in the admin does: unpublished, no current version. */
export async function unpublishSlots(
  service: SupabaseClient<Database>,
  slotNamePattern: string,
): Promise<void> {
  const { error } = await service
    .from('media_slots')
    .update({ is_published: false, current_version: null })
    .like('slot_name', slotNamePattern);
  if (error) throw new Error(`unpublishing ${slotNamePattern} failed: ${error.message}`);
}

export interface PublishedPair {
  n: number;
  before: PublishedFile;
  after: PublishedFile;
}

/** Exactly pairs 1..count published (both sides), every other gallery slot empty. */
export async function publishPortfolioPairs(
  service: SupabaseClient<Database>,
  count: number,
): Promise<PublishedPair[]> {
  await unpublishSlots(service, 'gallery.before_after.%');
  const pairs: PublishedPair[] = [];
  for (let n = 1; n <= count; n++) {
    const hue = (n * 47) % 360;
    pairs.push({
      n,
      before: await publishImage(service, `gallery.before_after.${n}.before`, `pair-${n}-before`, {
        label: `Antes ${n}`,
        hue,
        alt: `Sofá ${n} antes da limpeza`,
      }),
      after: await publishImage(service, `gallery.before_after.${n}.after`, `pair-${n}-after`, {
        label: `Depois ${n}`,
        hue: (hue + 120) % 360,
        alt: `Sofá ${n} depois da limpeza`,
      }),
    });
  }
  return pairs;
}
