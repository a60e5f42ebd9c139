// What media-upload stores instead of the uploaded bytes: the same image, losslessly, without
// metadata (EXIF's GPS position and camera details, XMP, comments, text chunks, thumbnails) and
// without anything hidden after the image's end (an appended HTML page, say). Each format is
// rebuilt from an allow-list of the parts a browser needs to draw it, copied byte for byte;
// the EXIF orientation survives on its own, so a photo taken sideways still shows upright.
//
// No re-encoding: a hosted edge function has a CPU budget of a few seconds per request, far
// too little to decode and encode a phone photo, and a second lossy pass would cost quality.
// Pure and platform-free.
import type { ImageMimeType } from './portable/image-sniff.ts';
import { stripJpeg } from './image-strip-jpeg.ts';
import { stripPng } from './image-strip-png.ts';
import { stripWebp } from './image-strip-webp.ts';
import type { OwnedBytes } from './portable/owned-bytes.ts';

/**
 * The image of `bytes` (of the type sniffImage read from them) without its metadata and extra
 * bytes, or null when its structure is broken past the header (truncated, chunks that overrun).
 */
export function stripImage(bytes: Uint8Array, mimeType: ImageMimeType): OwnedBytes | null {
  switch (mimeType) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes);
    case 'image/webp':
      return stripWebp(bytes);
  }
}
