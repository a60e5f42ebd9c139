// A zip written byte by byte, so a test can make one lie: an entry whose headers claim another
// size than its data has (a zip bomb's trick), or claim a size no backup entry may have. Entries
// are stored as given, or deflated; sizes and CRC are the data's own unless a claim replaces them.
import { crc32, deflateRawSync } from 'node:zlib';

export interface CraftedEntry {
  name: string;
  data: Uint8Array;
  deflate?: boolean;
  /** The uncompressed size both headers claim, instead of the data's own. */
  claimedSize?: number;
}

function header(fields: Array<[bytes: 2 | 4, value: number]>): Buffer {
  const buffer = Buffer.alloc(fields.reduce((sum, [bytes]) => sum + bytes, 0));
  let at = 0;
  for (const [bytes, value] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, at);
    else buffer.writeUInt32LE(value >>> 0, at);
    at += bytes;
  }
  return buffer;
}

export function craftZip(entries: readonly CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const stored = entry.deflate ? deflateRawSync(entry.data) : Buffer.from(entry.data);
    const method = entry.deflate ? 8 : 0;
    const crc = crc32(entry.data);
    const size = entry.claimedSize ?? entry.data.length;
    // version 20, UTF-8 names (flag 0x800), no data descriptor, a fixed DOS date
    const common: Array<[2 | 4, number]> = [
      [2, 0x0800],
      [2, method],
      [2, 0],
      [2, 0x5b7d],
      [4, crc],
      [4, stored.length],
      [4, size],
      [2, name.length],
      [2, 0],
    ];
    const local = Buffer.concat([header([[4, 0x04034b50], [2, 20], ...common]), name, stored]);
    directory.push(
      Buffer.concat([
        header([[4, 0x02014b50], [2, 20], [2, 20], ...common, [2, 0], [2, 0], [2, 0], [4, 0], [4, offset]]),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = header([
    [4, 0x06054b50],
    [2, 0],
    [2, 0],
    [2, entries.length],
    [2, entries.length],
    [4, directoryBytes.length],
    [4, offset],
    [2, 0],
  ]);
  return Buffer.concat([...locals, directoryBytes, end]);
}
