// A JPEG rebuilt from the segments a browser needs to draw it, copied byte for byte (no
// re-encoding, so no quality is lost): the frame, tables, scans and colour profile, plus an
// EXIF block holding only the orientation. Comments, XMP, IPTC, EXIF's GPS and thumbnails,
// extra pictures (MPF) and anything after the end-of-image marker are left out.
// Pure and platform-free.
import { EXIF_HEADER, orientationOnlyExif, readExifOrientation } from './exif-orientation.ts';
import { ascii, concatBytes, readU16BE, startsWith, u16BE } from './portable/image-bytes.ts';
import type { OwnedBytes } from './portable/owned-bytes.ts';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;

// decoding needs these: frame headers (SOF0–15 but C4, C8, CC), Huffman and arithmetic tables
// (DHT C4, DAC CC), quantisation tables (DB), restart interval (DD), number of lines (DC),
// hierarchical progression (DE) and expansion (DF)
const DECODING_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcc, 0xcd, 0xce, 0xcf, 0xdb, 0xdc, 0xdd,
  0xde, 0xdf,
]);
const FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

const JFIF = [...ascii('JFIF'), 0];
/** identifier, version, density unit and X/Y density, thumbnail width and height */
const JFIF_WITHOUT_THUMBNAIL_LENGTH = 14;
const ICC_PROFILE = [...ascii('ICC_PROFILE'), 0];
const ADOBE = ascii('Adobe');

/** The stripped JPEG, or null when the file is not a complete JPEG (SOI … frame, scan … EOI). */
export function stripJpeg(bytes: Uint8Array): OwnedBytes | null {
  if (!startsWith(bytes, 0, [0xff, SOI])) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let sawFrame = false;
  let sawScan = false;
  let keptExif = false;
  let offset = 2;
  for (;;) {
    if (bytes[offset] !== 0xff) return null;
    while (bytes[offset + 1] === 0xff) offset++; // fill bytes before a marker
    if (offset + 2 > bytes.length) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === EOI) {
      if (!sawScan) return null;
      parts.push(new Uint8Array([0xff, EOI])); // whatever follows the image is dropped here
      return concatBytes(parts);
    }
    if (marker === SOI || marker === 0x00) return null;
    // standalone markers (TEM, RSTn) carry nothing outside a scan
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = readU16BE(bytes, offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const payload = bytes.subarray(offset + 4, end);

    if (marker === SOS) {
      if (!sawFrame) return null;
      const scanEnd = entropyCodedEnd(bytes, end);
      if (scanEnd === null) return null;
      parts.push(bytes.subarray(offset, scanEnd));
      sawScan = true;
      offset = scanEnd;
      continue;
    }
    if (FRAME_MARKERS.has(marker)) sawFrame = true;
    if (DECODING_MARKERS.has(marker)) {
      parts.push(bytes.subarray(offset, end));
    } else if (marker === APP1 && !keptExif && startsWith(payload, 0, EXIF_HEADER)) {
      keptExif = true; // the first EXIF block is the camera's; its orientation or nothing
      const orientation = readExifOrientation(payload);
      if (orientation !== null && orientation !== 1) {
        parts.push(segment(APP1, [new Uint8Array(EXIF_HEADER), orientationOnlyExif(orientation)]));
      }
    } else if (
      marker === APP0 &&
      startsWith(payload, 0, JFIF) &&
      payload.length >= JFIF_WITHOUT_THUMBNAIL_LENGTH
    ) {
      const jfif = payload.slice(0, JFIF_WITHOUT_THUMBNAIL_LENGTH);
      jfif.fill(0, 12); // no thumbnail: it can show what the photo looked like before a crop
      parts.push(segment(APP0, [jfif]));
    } else if (
      (marker === APP2 && startsWith(payload, 0, ICC_PROFILE)) ||
      (marker === APP14 && startsWith(payload, 0, ADOBE)) // says how the colours are encoded
    ) {
      parts.push(bytes.subarray(offset, end));
    }
    // everything else is dropped: COM, XMP and other APPn, JPG extensions, reserved markers
    offset = end;
  }
}

/**
 * Where a scan's entropy-coded data ends: at the first marker that is not a stuffed 0xFF00 or a
 * restart marker. Null when the file ends first (a truncated JPEG).
 */
function entropyCodedEnd(bytes: Uint8Array, start: number): number | null {
  let offset = start;
  for (;;) {
    offset = bytes.indexOf(0xff, offset);
    if (offset < 0 || offset + 1 >= bytes.length) return null;
    const next = bytes[offset + 1] ?? 0;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) offset += 2;
    else if (next === 0xff)
      offset += 1; // fill byte: the marker follows
    else return offset;
  }
}

function segment(marker: number, payload: Uint8Array[]): OwnedBytes {
  const length = payload.reduce((sum, part) => sum + part.length, 2);
  return concatBytes([new Uint8Array([0xff, marker]), u16BE(length), ...payload]);
}
