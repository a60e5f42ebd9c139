// Publishes the sample content (sample-content.ts) on a project, with the service role, as the
// admin's functions would store it: each image in the bucket with the 480/960/1600 px WebP copies
// the admin makes, then publish_media_version; the facts and the page's texts (in every language
// of the site, each published) with save_owner_document.
import { createHash } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import sharp, { type Sharp } from 'sharp';
import type { Database } from '#portable/database-types.ts';
import { BASE_LOCALE, OPTIONAL_LOCALES, SITE_LOCALE_IDS } from '#portable/site-locales.ts';
import { sampleContent, type SampleImage } from './sample-content.ts';

const VARIANT_WIDTHS = [480, 960, 1600];

export interface SampleContentOptions {
  /**
   * `stored`: real photo-like WebP files (the bench: the browser loads them). `links`: the rows
   * only, with the URLs real uploads get, and no file behind them (a test of the page's HTML,
   * which needs no image).
   */
  files: 'stored' | 'links';
}

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

type ServiceClient = ReturnType<typeof createClient<Database>>;

async function publishImage(
  service: ServiceClient,
  { slot, width, height, alt }: SampleImage,
  index: number,
  files: SampleContentOptions['files'],
): Promise<void> {
  const bucket = service.storage.from('media');
  const image = files === 'stored' ? await photo(width, height, index + 1) : null;
  // the server's naming (slots/<slot>/<upload id>-<hash>), so URLs are as long as real ones; the
  // same every time, so the page measured is the same page
  const stem = `slots/${slot}/${index + 1}-${createHash('sha256').update(slot).digest('hex').slice(0, 16)}`;
  const store = async (path: string, bytes: Buffer | null) => {
    if (bytes) {
      const stored = await bucket.upload(path, bytes, { contentType: 'image/webp', upsert: true });
      if (stored.error) throw new Error(`storing ${path}: ${stored.error.message}`);
    }
    return bucket.getPublicUrl(path).data.publicUrl;
  };
  const main = image ? await image.clone().webp({ quality: 82 }).toBuffer() : null;
  const url = await store(`${stem}.webp`, main);
  const variants = [];
  for (const variantWidth of VARIANT_WIDTHS.filter((w) => w < width)) {
    const variantHeight = Math.round((height * variantWidth) / width);
    const path = `${stem}-w${variantWidth}.webp`;
    const bytes = image
      ? await image.clone().resize(variantWidth, variantHeight).webp({ quality: 80 }).toBuffer()
      : null;
    variants.push({ width: variantWidth, height: variantHeight, url: await store(path, bytes), path });
  }
  const published = await service.rpc('publish_media_version', {
    p_slot_name: slot,
    p_file_url: url,
    p_storage_path: `${stem}.webp`,
    p_file_name: `${slot}.webp`,
    p_mime_type: 'image/webp',
    p_file_size: main?.length ?? 180_000,
    p_width: width,
    p_height: height,
    p_alt_text: alt,
    p_variants: variants,
    // every other language's alt text at its longest too, so each language's page is at its fullest
    p_translations: Object.fromEntries(OPTIONAL_LOCALES.map((locale) => [locale, { altText: alt }])),
  });
  if (published.error) throw new Error(`publishing ${slot}: ${published.error.message}`);
}

/**
 * Publishes every sample image, saves the sample facts and texts (the same at-the-limit texts in
 * every language) and publishes every language; resolves with how many images.
 */
export async function publishSampleContent(
  supabase: { url: string; secretKey: string },
  { files }: SampleContentOptions,
): Promise<number> {
  const service = createClient<Database>(supabase.url, supabase.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { images, facts, texts } = sampleContent();
  for (const [index, image] of images.entries()) await publishImage(service, image, index, files);
  const saved = await service.rpc('save_owner_document', {
    p_document: 'business-facts',
    p_locale: BASE_LOCALE,
    p_content: facts,
  });
  if (saved.error) throw new Error(`saving the business facts: ${saved.error.message}`);
  for (const locale of SITE_LOCALE_IDS) {
    const savedTexts = await service.rpc('save_owner_document', {
      p_document: 'page-texts',
      p_locale: locale,
      p_content: texts,
    });
    if (savedTexts.error) throw new Error(`saving the page texts (${locale}): ${savedTexts.error.message}`);
  }
  for (const locale of OPTIONAL_LOCALES) {
    const published = await service.from('published_locales').insert({ locale });
    if (published.error) throw new Error(`publishing ${locale}: ${published.error.message}`);
  }
  return images.length;
}
