// The one EXIF field an uploaded photo keeps: its Orientation (how a camera held sideways says
// the picture is to be turned). Everything else EXIF carries (GPS position, time, camera,
// thumbnails) is dropped by the image stripper; this module reads the orientation from an EXIF
// block and writes a new block that holds nothing else. Pure and platform-free.
import {
  ascii,
  concatBytes,
  readU16BE,
  readU16LE,
  readU32BE,
  readU32LE,
  startsWith,
} from './portable/image-bytes.ts';
import type { OwnedBytes } from './portable/owned-bytes.ts';

/** What JPEG's APP1 segment (and some WebP writers) put before the TIFF structure. */
export const EXIF_HEADER: readonly number[] = [...ascii('Exif'), 0, 0];

const ORIENTATION_TAG = 0x0112;
const TYPE_SHORT = 3;
const IFD_ENTRY_SIZE = 12;

/**
 * The Orientation (1–8) of an EXIF block (a TIFF structure, with or without the `Exif\0\0`
 * header), or null when the block has none or cannot be read. Reads only IFD0's entries.
 */
export function readExifOrientation(block: Uint8Array): number | null {
  const tiff = startsWith(block, 0, EXIF_HEADER) ? block.subarray(EXIF_HEADER.length) : block;
  const littleEndian = startsWith(tiff, 0, ascii('II'));
  if (!littleEndian && !startsWith(tiff, 0, ascii('MM'))) return null;
  const u16 = (offset: number) => (littleEndian ? readU16LE(tiff, offset) : readU16BE(tiff, offset));
  const u32 = (offset: number) => (littleEndian ? readU32LE(tiff, offset) : readU32BE(tiff, offset));
  if (tiff.length < 8 || u16(2) !== 42) return null;

  const ifd = u32(4);
  if (ifd < 8 || ifd + 2 > tiff.length) return null;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * IFD_ENTRY_SIZE;
    if (entry + IFD_ENTRY_SIZE > tiff.length) return null;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    if (u16(entry + 2) !== TYPE_SHORT || u32(entry + 4) !== 1) return null;
    const value = u16(entry + 8); // a single SHORT sits in the first two bytes of the value field
    return value >= 1 && value <= 8 ? value : null;
  }
  return null;
}

/**
 * A TIFF structure (big-endian) whose only IFD holds the one Orientation entry: 26 bytes, no
 * `Exif\0\0` header (JPEG's APP1 adds it; PNG's eXIf and WebP's EXIF chunks go without).
 */
export function orientationOnlyExif(orientation: number): OwnedBytes {
  if (!Number.isInteger(orientation) || orientation < 1 || orientation > 8) {
    throw new Error('invalid EXIF orientation');
  }
  return concatBytes([
    new Uint8Array([...ascii('MM'), 0, 42, 0, 0, 0, 8]), // byte order, magic, IFD0 at offset 8
    new Uint8Array([0, 1]), // one entry
    new Uint8Array([0x01, 0x12, 0, TYPE_SHORT, 0, 0, 0, 1, 0, orientation, 0, 0]),
    new Uint8Array([0, 0, 0, 0]), // no next IFD
  ]);
}
