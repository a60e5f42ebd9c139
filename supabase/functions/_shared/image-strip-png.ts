// A PNG rebuilt from the chunks a browser needs to draw it, copied byte for byte: the header,
// palette, transparency, image data, animation (APNG) and colour information, plus an eXIf
// chunk holding only the orientation. Text chunks (tEXt, zTXt, iTXt: comments, XMP, software),
// timestamps, EXIF's other fields, unknown chunks and anything after IEND are left out.
// Pure and platform-free.
import { orientationOnlyExif, readExifOrientation } from './exif-orientation.ts';
import { ascii, concatBytes, crc32, readU32BE, startsWith, u32BE } from './portable/image-bytes.ts';
import type { OwnedBytes } from './portable/owned-bytes.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const DRAWING_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'tRNS',
  'IDAT',
  'IEND',
  // colour: how the stored values map to what the screen shows
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
  'bKGD',
  'pHYs',
  // animation (APNG)
  'acTL',
  'fcTL',
  'fdAT',
]);

/** The stripped PNG, or null when its chunks do not fit in the file or IEND is missing. */
export function stripPng(bytes: Uint8Array): OwnedBytes | null {
  if (!startsWith(bytes, 0, SIGNATURE)) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, SIGNATURE.length)];
  let keptExif = false;
  let offset = SIGNATURE.length;
  while (offset + 12 <= bytes.length) {
    const length = readU32BE(bytes, offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (DRAWING_CHUNKS.has(type)) {
      parts.push(bytes.subarray(offset, end));
    } else if (type === 'eXIf' && !keptExif) {
      keptExif = true;
      const orientation = readExifOrientation(bytes.subarray(offset + 8, offset + 8 + length));
      if (orientation !== null && orientation !== 1)
        parts.push(chunk('eXIf', orientationOnlyExif(orientation)));
    }
    if (type === 'IEND') return concatBytes(parts); // whatever follows the image is dropped here
    offset = end;
  }
  return null;
}

function chunk(type: string, data: Uint8Array): OwnedBytes {
  const typeAndData = concatBytes([new Uint8Array(ascii(type)), data]);
  return concatBytes([u32BE(data.length), typeAndData, u32BE(crc32(typeAndData))]);
}
