// Whether and how far to shrink a photo in the browser before uploading it. Pure: the
// caller measures the image, asks, encodes, and keeps whichever file is smaller.

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

/** The re-encoded file only when it really is a WebP and smaller than the original. */
export function keepSmaller<T extends { size: number; type: string }>(original: T, encoded: T | null): T {
  if (!encoded || encoded.type !== 'image/webp' || encoded.size === 0) return original;
  return encoded.size < original.size ? encoded : original;
}

/** "sofa.jpeg" → "sofa.webp" (the server reads the real type from the bytes anyway). */
export function webpFileName(name: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${base || 'imagem'}.webp`;
}
