import type { OwnedBytes } from './owned-bytes.ts';
// The byte-level helpers the image modules share: reading and writing the big- and
// little-endian integers of the file formats, joining parts, and PNG's CRC-32.
// Pure and platform-free.

export function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

export function startsWith(bytes: Uint8Array, offset: number, expected: readonly number[]): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

export function readU16BE(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
}

export function readU32BE(bytes: Uint8Array, offset: number): number {
  return (readU16BE(bytes, offset) * 0x10000 + readU16BE(bytes, offset + 2)) >>> 0;
}

export function readU16LE(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

export function readU24LE(bytes: Uint8Array, offset: number): number {
  return readU16LE(bytes, offset) | ((bytes[offset + 2] ?? 0) << 16);
}

export function readU32LE(bytes: Uint8Array, offset: number): number {
  return (readU16LE(bytes, offset) + readU16LE(bytes, offset + 2) * 0x10000) >>> 0;
}

export function u16BE(value: number): Uint8Array {
  return new Uint8Array([(value >>> 8) & 0xff, value & 0xff]);
}

export function u32BE(value: number): Uint8Array {
  return new Uint8Array([(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

export function u32LE(value: number): Uint8Array {
  return new Uint8Array([value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff]);
}

export function concatBytes(parts: readonly Uint8Array[]): OwnedBytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

let crcTable: Uint32Array | null = null;

/** CRC-32 as PNG defines it (ISO 3309). */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = (crcTable[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
