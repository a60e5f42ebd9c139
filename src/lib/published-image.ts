// The current image of a published slot, as the public site uses it.
import { readMediaTextTranslations } from '#portable/media-text-translations.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import type { MediaSlotWithVersions } from './database-rows.ts';

export interface PublishedImage {
  url: string;
  /** The owner's alt text in the base language; '' when none was given (the section then supplies its own). */
  alt: string;
  /**
   * The owner's alt text in other languages, only those written; absent when there is none, so
   * an image without translations carries no more data than before (image-alt.ts picks one).
   */
  translatedAlt?: Readonly<Partial<Record<SiteLocale, string>>>;
  width: number;
  height: number;
  /** Smaller copies of the same picture, narrowest first (empty for uploads made without them). */
  variants: readonly ImageVariant[];
}

/** A smaller WebP copy of a version's file, as media-upload records it in media_versions.variants. */
interface ImageVariant {
  width: number;
  height: number;
  url: string;
}

/** The old site stored a placeholder path in empty slots; such a file is not a real image. */
function isRealImageUrl(url: string): boolean {
  return url.trim() !== '' && !/(^|\/)placeholder\.(svg|png|jpe?g|webp)(\?|$)/i.test(url);
}

/**
 * The slot's current image: the version whose version_number equals current_version.
 * Null when the slot is unpublished, points at no version, or the file is a placeholder.
 */
export function toPublishedImage(slot: MediaSlotWithVersions): PublishedImage | null {
  if (!slot.is_published || slot.current_version === null) return null;
  const version = slot.media_versions.find((v) => v.version_number === slot.current_version);
  if (!version || !isRealImageUrl(version.file_url)) return null;
  const translatedAlt = readTranslatedAlt(version.translations);
  return {
    url: version.file_url,
    alt: version.alt_text.trim(),
    ...(translatedAlt && { translatedAlt }),
    width: version.width,
    height: version.height,
    variants: readVariants(version.variants, version.width),
  };
}

/** The alt texts of the other languages, or undefined when the owner wrote none. */
function readTranslatedAlt(value: unknown): PublishedImage['translatedAlt'] {
  const alts: Partial<Record<SiteLocale, string>> = {};
  for (const [locale, texts] of Object.entries(readMediaTextTranslations(value))) {
    if (texts.altText) alts[locale as SiteLocale] = texts.altText;
  }
  return Object.keys(alts).length > 0 ? alts : undefined;
}

/**
 * The image as a page in `locale` needs it: one alt text, its language's where the owner wrote
 * one (the Portuguese one is then not needed: image-alt.ts shows it only in its absence), so a
 * page that carries images as data (the portfolio's pairs) carries only the words it shows.
 */
export function imageForPage(image: PublishedImage, locale: SiteLocale): PublishedImage {
  if (!image.translatedAlt) return image;
  const { translatedAlt, ...rest } = image;
  const own = translatedAlt[locale];
  return own ? { ...rest, alt: '', translatedAlt: { [locale]: own } } : rest;
}

/** The well-formed variants narrower than the file itself, narrowest first; anything else is left out. */
function readVariants(value: unknown, mainWidth: number): ImageVariant[] {
  if (!Array.isArray(value)) return [];
  const variants: ImageVariant[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { width, height, url } = entry as Record<string, unknown>;
    if (!isPositiveInteger(width) || !isPositiveInteger(height) || typeof url !== 'string') continue;
    if (width >= mainWidth || !isRealImageUrl(url)) continue;
    variants.push({ width, height, url });
  }
  return variants.sort((a, b) => a.width - b.width);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * The `srcset` of a published image: its variants and the file itself, each with its width
 * (`w` descriptors), so the browser picks by the `sizes` given. Undefined without variants: a
 * single candidate would only repeat `src`.
 */
export function publishedSrcSet(image: PublishedImage): string | undefined {
  if (image.variants.length === 0) return undefined;
  const candidates = [...image.variants, { url: image.url, width: image.width }];
  return candidates.map((candidate) => `${srcSetUrl(candidate.url)} ${candidate.width}w`).join(', ');
}

/** A srcset is split at commas and whitespace, so those must not appear raw in a URL. */
function srcSetUrl(url: string): string {
  return url.replace(/[\s,]/g, (char) => encodeURIComponent(char));
}
