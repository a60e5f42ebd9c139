// Recognises an upload by its bytes, never by its name or declared type: JPEG, PNG and
// WebP only, with the pixel size read from the format's own header. Anything that does not
// have a consistent structure up to that header (truncated, garbage after the signature,
// SVG, text) is refused. Pure and platform-free.
import {
  ascii,
  crc32,
  readU16BE,
  readU16LE,
  readU24LE,
  readU32BE,
  readU32LE,
  startsWith,
} from './image-bytes.ts';

export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface SniffedImage {
  mimeType: ImageMimeType;
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return sniffJpeg(bytes);
  if (startsWith(bytes, 0, PNG_SIGNATURE)) return sniffPng(bytes);
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return sniffWebp(bytes);
  return null;
}

// ---- JPEG: walk the marker segments up to the first start-of-frame.

// SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC)
const JPEG_SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function sniffJpeg(bytes: Uint8Array): SniffedImage | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // standalone markers carry no length
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // image data or end of image before any frame header: not a usable JPEG
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || marker === 0x00) return null;
    const length = readU16BE(bytes, offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    if (JPEG_SOF_MARKERS.has(marker)) {
      if (length < 8) return null;
      const height = readU16BE(bytes, offset + 5);
      const width = readU16BE(bytes, offset + 7);
      if (width === 0 || height === 0) return null;
      return { mimeType: 'image/jpeg', extension: 'jpg', width, height };
    }
    offset += 2 + length;
  }
  return null;
}

// ---- PNG: every chunk must fit and carry a correct CRC, IHDR first, IDAT present, IEND last.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_MAX_DIMENSION = 0x7fffffff;

function sniffPng(bytes: Uint8Array): SniffedImage | null {
  let offset = PNG_SIGNATURE.length;
  let width = 0;
  let height = 0;
  let sawImageData = false;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = readU32BE(bytes, offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const dataStart = offset + 8;
    const end = dataStart + length + 4;
    if (length > PNG_MAX_DIMENSION || end > bytes.length) return null;
    if (crc32(bytes.subarray(offset + 4, dataStart + length)) !== readU32BE(bytes, dataStart + length))
      return null;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return null;
      width = readU32BE(bytes, dataStart);
      height = readU32BE(bytes, dataStart + 4);
      if (width === 0 || height === 0 || width > PNG_MAX_DIMENSION || height > PNG_MAX_DIMENSION) return null;
      first = false;
    } else if (type === 'IHDR') {
      return null;
    }
    if (type === 'IDAT') sawImageData = true;
    if (type === 'IEND') {
      return sawImageData ? { mimeType: 'image/png', extension: 'png', width, height } : null;
    }
    offset = end;
  }
  return null;
}

// ---- WebP: RIFF chunks must tile the file; size from VP8X, VP8 or VP8L.

function sniffWebp(bytes: Uint8Array): SniffedImage | null {
  const riffEnd = 8 + readU32LE(bytes, 4);
  if (riffEnd > bytes.length || riffEnd < 20) return null;
  let offset = 12;
  let canvas: { width: number; height: number } | null = null;
  let frame: { width: number; height: number } | null = null;
  let first = true;
  while (offset + 8 <= riffEnd) {
    const fourcc = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = readU32LE(bytes, offset + 4);
    const data = offset + 8;
    if (data + size > riffEnd) return null;
    const chunk = bytes.subarray(data, data + size);
    if (fourcc === 'VP8X') {
      if (!first || size < 10) return null;
      canvas = { width: 1 + readU24LE(chunk, 4), height: 1 + readU24LE(chunk, 7) };
    } else if (fourcc === 'VP8 ' && !frame) {
      frame = vp8Size(chunk);
      if (!frame) return null;
    } else if (fourcc === 'VP8L' && !frame) {
      frame = vp8lSize(chunk);
      if (!frame) return null;
    } else if (fourcc === 'ANMF' && !frame && canvas) {
      frame = canvas; // animated: the canvas is the size shown
    } else if (first) {
      return null; // the first chunk must say what kind of WebP this is
    }
    first = false;
    offset = data + size + (size % 2); // chunks are padded to even sizes
  }
  if (offset !== riffEnd && offset !== riffEnd + 1) return null;
  const size = canvas ?? frame;
  if (!frame || !size) return null;
  return { mimeType: 'image/webp', extension: 'webp', width: size.width, height: size.height };
}

function vp8Size(chunk: Uint8Array): { width: number; height: number } | null {
  if (chunk.length < 10) return null;
  const keyFrame = ((chunk[0] ?? 1) & 1) === 0;
  if (!keyFrame || !startsWith(chunk, 3, [0x9d, 0x01, 0x2a])) return null;
  const width = readU16LE(chunk, 6) & 0x3fff;
  const height = readU16LE(chunk, 8) & 0x3fff;
  return width > 0 && height > 0 ? { width, height } : null;
}

function vp8lSize(chunk: Uint8Array): { width: number; height: number } | null {
  if (chunk.length < 5 || chunk[0] !== 0x2f) return null;
  const bits = readU32LE(chunk, 1);
  if (bits >>> 29 !== 0) return null; // version must be 0
  return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
}
