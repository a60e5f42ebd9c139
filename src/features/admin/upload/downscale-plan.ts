// Whether and how far to shrink a photo in the browser before uploading it, and which smaller
// copies to send with it for the site's srcset. Pure: the caller measures the image, asks,
// encodes, and keeps whichever file is smaller.
import { MAX_VARIANTS_TOTAL_BYTES, scaledHeight } from '#portable/image-variants.ts';

/** The longest side the site ever needs (a 1440 px wide screen at 1.75×, with room). */
export const MAX_LONG_SIDE = 2560;
/**
 * Below this, a JPEG or PNG that already fits is sent as it is: re-encoding a small file
 * rarely gains enough to be worth a second lossy pass.
 */
export const REENCODE_MIN_BYTES = 1024 * 1024;

export interface ImageFacts {
  width: number;
  height: number;
  bytes: number;
  mimeType: string;
}

export interface TargetSize {
  width: number;
  height: number;
}

const REENCODED_TYPES = new Set(['image/webp', 'image/jpeg']);

/** The size to re-encode at (as WebP), or null to send the file unchanged. */
export function planDownscale(image: ImageFacts): TargetSize | null {
  const { width, height } = image;
  if (!(width > 0 && height > 0)) return null;
  const longSide = Math.max(width, height);
  if (longSide > MAX_LONG_SIDE) {
    const scale = MAX_LONG_SIDE / longSide;
    return {
      width: Math.max(1, Math.min(MAX_LONG_SIDE, Math.round(width * scale))),
      height: Math.max(1, Math.min(MAX_LONG_SIDE, Math.round(height * scale))),
    };
  }
  if (image.mimeType !== 'image/webp' && image.bytes > REENCODE_MIN_BYTES) return { width, height };
  return null;
}

/**
 * The re-encoded file only when it is a WebP (or, where no WebP could be made, a JPEG) and
 * smaller than the original. A PNG is what Safari's canvas returns when asked for WebP.
 */
export function keepSmaller<T extends { size: number; type: string }>(original: T, encoded: T | null): T {
  if (!encoded || !REENCODED_TYPES.has(encoded.type) || encoded.size === 0) return original;
  return encoded.size < original.size ? encoded : original;
}

/**
 * Widths of the smaller WebP copies sent with an upload: a phone slot at 1–2× (480, 960) and a
 * laptop's (1600). The site's srcset lets each screen pick the lightest one that is sharp enough.
 */
const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The copies to make of the uploaded image (its size as the server reads it): each listed width narrower than it, same shape. */
export function planVariants(image: TargetSize): TargetSize[] {
  if (!(image.width > 0 && image.height > 0)) return [];
  return VARIANT_WIDTHS.filter((width) => width < image.width).map((width) => ({
    width,
    height: scaledHeight(image, width),
  }));
}

/**
 * Whether the browser's pixels (EXIF orientation applied) have the shape of the file the server
 * reads (no EXIF): not so for a rotated JPEG sent as it is, whose copies the server would refuse.
 */
export function sameShape(a: TargetSize, b: TargetSize): boolean {
  return Math.abs(a.width * b.height - a.height * b.width) <= 0.01 * a.width * b.height;
}

/**
 * An encoded copy is worth sending only when it really is a WebP, lighter than the main file,
 * and the copies kept so far (`keptBytes`) stay within what the server accepts.
 */
export function keepVariant(
  main: { size: number },
  encoded: { size: number; type: string } | null,
  keptBytes: number,
): boolean {
  if (!encoded || encoded.type !== 'image/webp' || encoded.size === 0) return false;
  return encoded.size < main.size && keptBytes + encoded.size <= MAX_VARIANTS_TOTAL_BYTES;
}

/** "sofa.jpeg" → "sofa.webp" (the server reads the real type from the bytes anyway). */
export function webpFileName(name: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${base || 'imagem'}.webp`;
}
