// The current image of a published slot, as the public site uses it.
import type { MediaSlotWithVersions } from './database-rows.ts';

export interface PublishedImage {
  url: string;
  /** The owner's alt text; '' when none was given (the section then supplies its own). */
  alt: string;
  width: number;
  height: number;
  /** Smaller copies of the same picture, narrowest first (empty for uploads made without them). */
  variants: readonly ImageVariant[];
}

/** A smaller WebP copy of a version's file, as media-upload records it in media_versions.variants. */
export interface ImageVariant {
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
  return {
    url: version.file_url,
    alt: version.alt_text.trim(),
    width: version.width,
    height: version.height,
    variants: readVariants(version.variants, version.width),
  };
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
