// A WebP rebuilt from the chunks a browser needs to draw it, copied byte for byte: the image
// data (VP8, VP8L, ALPH), animation (ANIM, ANMF) and colour profile (ICCP), plus an EXIF chunk
// holding only the orientation. XMP, EXIF's other fields, unknown chunks and anything after the
// size the RIFF header declares are left out, and the header flags are set to what remains.
// Pure and platform-free.
import { orientationOnlyExif, readExifOrientation } from './exif-orientation.ts';
import { ascii, concatBytes, readU32LE, startsWith, u32LE } from './portable/image-bytes.ts';
import type { OwnedBytes } from './portable/owned-bytes.ts';

const DRAWING_CHUNKS = new Set(['VP8 ', 'VP8L', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const VP8X_ICC = 0x20;
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

interface Chunk {
  fourcc: string;
  data: Uint8Array;
}

/** The stripped WebP, or null when its chunks do not tile the declared RIFF size. */
export function stripWebp(bytes: Uint8Array): OwnedBytes | null {
  if (!startsWith(bytes, 0, ascii('RIFF')) || !startsWith(bytes, 8, ascii('WEBP'))) return null;
  const riffEnd = 8 + readU32LE(bytes, 4); // whatever follows is dropped by reading no further
  if (riffEnd > bytes.length) return null;
  const chunks = readChunks(bytes.subarray(0, riffEnd));
  const [first, ...rest] = chunks ?? [];
  if (!first) return null;

  // simple format: one image chunk and nothing else is allowed beside it
  if (first.fourcc === 'VP8 ' || first.fourcc === 'VP8L') return riff([first]);
  if (first.fourcc !== 'VP8X' || first.data.length < 10) return null;

  const kept: Chunk[] = [];
  let sawExif = false;
  for (const chunk of rest) {
    if (DRAWING_CHUNKS.has(chunk.fourcc)) {
      kept.push(chunk);
    } else if (chunk.fourcc === 'EXIF' && !sawExif) {
      sawExif = true;
      const orientation = readExifOrientation(chunk.data);
      if (orientation !== null && orientation !== 1) {
        kept.push({ fourcc: 'EXIF', data: orientationOnlyExif(orientation) });
      }
    }
  }
  const header = first.data.slice();
  let flags = (header[0] ?? 0) & ~(VP8X_ICC | VP8X_EXIF | VP8X_XMP);
  if (kept.some((chunk) => chunk.fourcc === 'ICCP')) flags |= VP8X_ICC;
  if (kept.some((chunk) => chunk.fourcc === 'EXIF')) flags |= VP8X_EXIF;
  header[0] = flags;
  return riff([{ fourcc: 'VP8X', data: header }, ...kept]);
}

/** The chunks after `WEBP`, or null when one overruns the RIFF size. */
function readChunks(riffBytes: Uint8Array): Chunk[] | null {
  const chunks: Chunk[] = [];
  let offset = 12;
  while (offset + 8 <= riffBytes.length) {
    const fourcc = String.fromCharCode(...riffBytes.subarray(offset, offset + 4));
    const size = readU32LE(riffBytes, offset + 4);
    const data = offset + 8;
    if (data + size > riffBytes.length) return null;
    chunks.push({ fourcc, data: riffBytes.subarray(data, data + size) });
    offset = data + size + (size % 2); // chunks are padded to even sizes
  }
  // a last odd-sized chunk may lack its padding byte; anything else left over is not a chunk
  return offset === riffBytes.length || offset === riffBytes.length + 1 ? chunks : null;
}

function riff(chunks: readonly Chunk[]): OwnedBytes {
  const body = chunks.flatMap(({ fourcc, data }) => [
    new Uint8Array(ascii(fourcc)),
    u32LE(data.length),
    data,
    new Uint8Array(data.length % 2), // the padding byte, zero
  ]);
  const payload = concatBytes([new Uint8Array(ascii('WEBP')), ...body]);
  return concatBytes([new Uint8Array(ascii('RIFF')), u32LE(payload.length), payload]);
}
