// Small, valid image files built in code, so tests need no binary fixtures.
import { crc32, deflateSync } from 'node:zlib';
import { concatBytes } from '#portable/image-bytes.ts';

/** A solid-colour RGB PNG of any size. */
export function makePng(
  width: number,
  height: number,
  rgb: [number, number, number] = [200, 80, 40],
): Uint8Array {
  const row = new Uint8Array(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = new Uint8Array(row.length * height);
  for (let y = 0; y < height; y++) raw.set(row, y * row.length);

  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter variants, no interlace
  return concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', new Uint8Array(0)),
  );
}

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concat(new TextEncoder().encode(type), data);
  const chunk = new Uint8Array(8 + data.length + 4);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(typeAndData, 4);
  view.setUint32(8 + data.length, crc32(typeAndData));
  return chunk;
}

/**
 * A mid-grey baseline JPEG of any size. With one-code Huffman tables every 8×8 block is two
 * zero bits (DC difference 0, end of block), so even 10 000 × 10 000 stays a few hundred KB.
 */
export function makeJpeg(width: number, height: number): Uint8Array {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = new Uint8Array(Math.ceil((blocks * 2) / 8));
  const usedBits = (blocks * 2) % 8;
  if (usedBits) scan[scan.length - 1] = 0xff >> usedBits; // pad the last byte with 1 bits
  const oneCodeTable = [1, ...new Array<number>(15).fill(0), 0x00]; // 16 code counts, then the symbol
  return concat(
    bytes(0xff, 0xd8),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF
    segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]), // quantisation table 0
    segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]), // baseline frame
    segment(0xc4, [0x00, ...oneCodeTable]), // DC table 0
    segment(0xc4, [0x10, ...oneCodeTable]), // AC table 0
    segment(0xda, [1, 1, 0x00, 0, 63, 0]), // scan of the one component
    scan,
    bytes(0xff, 0xd9),
  );
}

function segment(marker: number, payload: number[]): Uint8Array {
  return jpegSegment(marker, new Uint8Array(payload));
}

/** One JPEG marker segment: 0xFF, the marker, the length and the payload. */
export function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  const length = payload.length + 2;
  return concat(bytes(0xff, marker, length >> 8, length & 0xff), payload);
}

/** The JPEG with these segments inserted right after its start-of-image marker. */
export function withJpegSegments(jpeg: Uint8Array, ...segments: Uint8Array[]): Uint8Array {
  return concat(jpeg.subarray(0, 2), ...segments, jpeg.subarray(2));
}

/** The PNG with these chunks inserted right after its IHDR chunk (8 + 25 bytes in). */
export function withPngChunks(png: Uint8Array, ...chunks: Uint8Array[]): Uint8Array {
  return concat(png.subarray(0, 33), ...chunks, png.subarray(33));
}

/** An HTML page, as someone might append it to an image to have it served from the site. */
export const HTML_PAGE = new TextEncoder().encode(
  '<!doctype html><html><body><script>alert(document.domain)</script></body></html>',
);

/** 1×1 WebP files in the three layouts: lossy (VP8), lossless (VP8L), extended (VP8X + alpha). */
export const WEBP_LOSSY_1X1 = fromBase64('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA');
export const WEBP_LOSSLESS_1X1 = fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
export const WEBP_EXTENDED_1X1 = fromBase64(
  'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==',
);

export const SVG_IMAGE = new TextEncoder().encode(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

/** The 8-byte PNG signature followed by bytes that are not PNG chunks. */
export function pngSignatureThenGarbage(size = 256): Uint8Array {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i++) data[i] = (i * 37 + 11) & 0xff;
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  return data;
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  return concatBytes(parts);
}

function bytes(...values: number[]): Uint8Array {
  return new Uint8Array(values);
}

function fromBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}
