// What an owner has published once the site is in use, so the bench measures the page visitors
// get rather than a fresh install's: a photo in every service card, four before/after pairs and
// the share image, each a real WebP with the 480/960/1600 px copies the admin makes, stored in
// the bucket and published as the media-upload function publishes them. The hero keeps its
// built-in poster, so the LCP stays comparable with the figures measured before.
import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import sharp, { type Sharp } from 'sharp';
import type { Database } from '../../supabase/functions/_shared/portable/database-types.ts';

const VARIANT_WIDTHS = [480, 960, 1600];

interface SampleSlot {
  slot: string;
  width: number;
  height: number;
}

export const SAMPLE_SLOTS: readonly SampleSlot[] = [
  ...['servico-sofas', 'servico-colchoes', 'servico-tapetes', 'servico-automoveis'].map((slot) => ({
    slot,
    width: 2560,
    height: 1440,
  })),
  ...[1, 2, 3, 4].flatMap((n) =>
    ['before', 'after'].map((side) => ({
      slot: `gallery.before_after.${n}.${side}`,
      width: 1600,
      height: 1200,
    })),
  ),
  { slot: 'global.og_image', width: 1200, height: 630 },
];

/**
 * A photo-like picture that compresses as a phone photo does (about 120 kB for a 960 px wide
 * WebP copy): soft blotches of colour with a fine grain. Pure noise would weigh several times a
 * real photo and measure the network, not the page.
 */
async function photo(width: number, height: number, seed: number): Promise<Sharp> {
  let state = seed * 7919 + 1;
  const random = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) >> 16) / 32768;
  const blotch = 24;
  const small = { width: Math.ceil(width / blotch), height: Math.ceil(height / blotch) };
  const colours = Buffer.alloc(small.width * small.height * 3);
  for (let i = 0; i < colours.length; i++) colours[i] = 60 + random() * 150;
  const pixels = await sharp(colours, { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + (random() - 0.5) * 16));
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** Publishes every sample slot; resolves with how many. */
export async function publishSampleContent(supabase: { url: string; secretKey: string }): Promise<number> {
  const service = createClient<Database>(supabase.url, supabase.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const bucket = service.storage.from('media');
  for (const [index, { slot, width, height }] of SAMPLE_SLOTS.entries()) {
    const image = await photo(width, height, index + 1);
    // the server's naming (slots/<slot>/<upload id>-<hash>), so URLs are as long as real ones
    const stem = `slots/${slot}/${index + 1}-${randomBytes(8).toString('hex')}`;
    const store = async (path: string, bytes: Buffer) => {
      const stored = await bucket.upload(path, bytes, { contentType: 'image/webp', upsert: true });
      if (stored.error) throw new Error(`storing ${path}: ${stored.error.message}`);
      return bucket.getPublicUrl(path).data.publicUrl;
    };
    const main = await image.clone().webp({ quality: 82 }).toBuffer();
    const url = await store(`${stem}.webp`, main);
    const variants = [];
    for (const variantWidth of VARIANT_WIDTHS.filter((w) => w < width)) {
      const variantHeight = Math.round((height * variantWidth) / width);
      const path = `${stem}-w${variantWidth}.webp`;
      const bytes = await image.clone().resize(variantWidth, variantHeight).webp({ quality: 80 }).toBuffer();
      variants.push({ width: variantWidth, height: variantHeight, url: await store(path, bytes), path });
    }
    const published = await service.rpc('publish_media_version', {
      p_slot_name: slot,
      p_file_url: url,
      p_storage_path: `${stem}.webp`,
      p_file_name: `${slot}.webp`,
      p_mime_type: 'image/webp',
      p_file_size: main.length,
      p_width: width,
      p_height: height,
      // the alt text is optional in /admin: the section's own describes the picture
      p_variants: variants,
    });
    if (published.error) throw new Error(`publishing ${slot}: ${published.error.message}`);
  }
  return SAMPLE_SLOTS.length;
}
