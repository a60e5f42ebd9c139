import { createHash } from 'node:crypto';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { orientationOnlyExif } from '#functions/_shared/exif-orientation.ts';
import { sniffImage, type ImageMimeType } from '#portable/image-sniff.ts';
import { stripImage } from '#functions/_shared/image-strip.ts';
import {
  concat,
  HTML_PAGE,
  jpegSegment,
  makeJpeg,
  makePng,
  pngChunk,
  WEBP_EXTENDED_1X1,
  WEBP_LOSSLESS_1X1,
  WEBP_LOSSY_1X1,
  withJpegSegments,
  withPngChunks,
} from '#tests/support/test-images.ts';

const text = (value: string) => new TextEncoder().encode(value);
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '38/1 42/1 31/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '9/1 8/1 23/1',
};
/** The GPS directory pointer (tag 0x8825, type LONG) of a little-endian EXIF block. */
const GPS_POINTER = [0x25, 0x88, 0x04, 0x00];

function strip(bytes: Uint8Array): Uint8Array | null {
  const image = sniffImage(bytes);
  if (!image) throw new Error('test fixture is not an image');
  return stripImage(bytes, image.mimeType);
}

function stripAs(bytes: Uint8Array, mimeType: ImageMimeType): Uint8Array | null {
  return stripImage(bytes, mimeType);
}

function contains(haystack: Uint8Array, needle: readonly number[]): boolean {
  return Buffer.from(haystack).includes(Buffer.from(needle));
}

/** The decoded pixels, by size and digest (deep-comparing large arrays is slow). */
async function pixels(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const digest = createHash('sha256').update(data).digest('hex');
  return { width: info.width, height: info.height, channels: info.channels, digest };
}

/** The markers of a JPEG's segments up to its first scan, in order (hex). */
function jpegMarkers(bytes: Uint8Array): string[] {
  const markers: string[] = [];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    const marker = bytes[offset + 1] ?? 0;
    markers.push(marker.toString(16));
    if (marker === 0xda) break;
    offset += 2 + (((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0));
  }
  return markers;
}

function pngChunkTypes(bytes: Uint8Array): string[] {
  const types: string[] = [];
  for (let offset = 8; offset + 12 <= bytes.length;) {
    const length = Buffer.from(bytes).readUInt32BE(offset);
    types.push(Buffer.from(bytes.subarray(offset + 4, offset + 8)).toString('latin1'));
    offset += 12 + length;
  }
  return types;
}

function webpChunks(bytes: Uint8Array): Array<{ fourcc: string; data: Buffer }> {
  const buffer = Buffer.from(bytes);
  const chunks: Array<{ fourcc: string; data: Buffer }> = [];
  for (let offset = 12; offset + 8 <= buffer.length;) {
    const size = buffer.readUInt32LE(offset + 4);
    chunks.push({
      fourcc: buffer.toString('latin1', offset, offset + 4),
      data: buffer.subarray(offset + 8, offset + 8 + size),
    });
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

function photo(width = 48, height = 32) {
  // a gradient, so a decoder that mixed up the bytes would show it
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) data.set([(i * 7) % 256, (i * 3) % 256, (i * 11) % 256], i * 3);
  return sharp(data, { raw: { width, height, channels: 3 } });
}

describe('stripImage on JPEG', () => {
  const clean = makeJpeg(64, 48);

  it('keeps a clean file byte for byte', () => {
    expect(strip(clean)).toEqual(clean);
  });

  it('drops everything after the end-of-image marker', () => {
    expect(strip(concat(clean, HTML_PAGE))).toEqual(clean);
    expect(strip(concat(clean, clean))).toEqual(clean); // a second picture glued on
  });

  it('drops comments, XMP, IPTC, extra pictures and unknown application segments', () => {
    const dirty = withJpegSegments(
      clean,
      jpegSegment(0xfe, concat(text('a comment with '), new Uint8Array([0xff, 0xd9]), HTML_PAGE)),
      jpegSegment(0xe1, text('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS</x:xmpmeta>')),
      jpegSegment(0xed, text('Photoshop 3.0\0 8BIM caption')),
      jpegSegment(0xe2, text('MPF\0 second picture index')),
      jpegSegment(0xe0, text('JFXX\0\x10thumbnail')),
      jpegSegment(0xef, text('vendor data')),
      jpegSegment(0xf7, text('JPEG-LS extension')),
    );
    expect(strip(dirty)).toEqual(clean);
  });

  it("drops the JFIF thumbnail but keeps JFIF's density", () => {
    // makeJpeg's JFIF segment is bytes 2–19; this one adds a 2×1 RGB thumbnail
    const jfif = text('JFIF\0');
    const withThumbnail = concat(
      clean.subarray(0, 2),
      jpegSegment(0xe0, concat(jfif, new Uint8Array([1, 2, 1, 0, 72, 0, 72, 2, 1, 9, 9, 9, 8, 8, 8]))),
      clean.subarray(20),
    );
    const stripped = strip(withThumbnail);
    expect(stripped && Buffer.from(stripped.subarray(2, 20)).toString('hex')).toBe(
      Buffer.from(
        concat(new Uint8Array([0xff, 0xe0, 0, 16]), jfif, new Uint8Array([1, 2, 1, 0, 72, 0, 72, 0, 0])),
      ).toString('hex'),
    );
    expect(stripped?.length).toBe(clean.length);
  });

  it('keeps the colour profile and the Adobe colour-transform segment', () => {
    const icc = jpegSegment(0xe2, concat(text('ICC_PROFILE\0'), new Uint8Array([1, 1, 0, 0, 2, 0])));
    const adobe = jpegSegment(0xee, concat(text('Adobe'), new Uint8Array([0, 100, 0, 0, 0, 0, 1])));
    const kept = withJpegSegments(clean, icc, adobe);
    expect(strip(concat(kept, HTML_PAGE))).toEqual(kept);
  });

  it('replaces a camera EXIF block (GPS, make) with the orientation alone; same pixels', async () => {
    const original = new Uint8Array(
      await photo()
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExif({ IFD0: { Make: 'Telemóvel', Model: 'Pro' }, IFD3: GPS })
        .toBuffer(),
    );
    const { exif: originalExif } = await sharp(original).metadata();
    expect(contains(new Uint8Array(originalExif ?? []), GPS_POINTER)).toBe(true);

    const stripped = strip(concat(original, HTML_PAGE));
    expect(stripped).not.toBeNull();
    if (!stripped) return;
    const metadata = await sharp(stripped).metadata();
    expect(metadata.orientation).toBe(6);
    expect(new Uint8Array(metadata.exif ?? [])).toEqual(
      new Uint8Array([...text('Exif\0\0'), ...orientationOnlyExif(6)]),
    );
    expect(Buffer.from(stripped).includes('Telem')).toBe(false);
    expect(await pixels(stripped)).toEqual(await pixels(original));
    expect(stripped.subarray(-2)).toEqual(new Uint8Array([0xff, 0xd9]));
    expect(jpegMarkers(stripped)[0]).toBe('e1');
  });

  it.each([
    ['orientation 1', { orientation: 1 }],
    ['no orientation', {}],
  ])('drops the EXIF block entirely when it says %s', async (_case, metadata) => {
    const original = new Uint8Array(
      await photo().jpeg().withMetadata(metadata).withExif({ IFD3: GPS }).toBuffer(),
    );
    const stripped = strip(original);
    expect(stripped && jpegMarkers(stripped)).not.toContain('e1');
    expect(stripped && (await sharp(stripped).metadata()).exif).toBeUndefined();
  });

  it('keeps a progressive JPEG with its many scans and tables drawable, pixel for pixel', async () => {
    const original = new Uint8Array(
      await photo(120, 90)
        .jpeg({ progressive: true })
        .withMetadata({ orientation: 3 })
        .withExif({ IFD3: GPS })
        .toBuffer(),
    );
    const stripped = strip(concat(original, HTML_PAGE));
    expect(stripped).not.toBeNull();
    if (!stripped) return;
    expect(await pixels(stripped)).toEqual(await pixels(original));
    expect((await sharp(stripped).metadata()).orientation).toBe(3);
    expect(sniffImage(stripped)).toEqual(sniffImage(original));
  });

  it('copies entropy-coded data with stuffed bytes and restart markers unchanged', () => {
    const scanData = new Uint8Array([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0xd9]);
    const head = clean.subarray(
      0,
      clean.length - 2 - Math.ceil((Math.ceil(64 / 8) * Math.ceil(48 / 8) * 2) / 8),
    );
    const file = concat(head, scanData);
    expect(strip(concat(file, HTML_PAGE))).toEqual(
      concat(head, scanData.subarray(0, 7), new Uint8Array([0xff, 0xff, 0xd9])),
    );
  });

  it.each([
    ['a truncated file (no end marker)', clean.subarray(0, clean.length - 2)],
    ['a file cut inside a segment', clean.subarray(0, 30)],
    ['an end marker before any scan', concat(clean.subarray(0, 20), new Uint8Array([0xff, 0xd9]))],
    ['a second start-of-image marker', withJpegSegments(clean, new Uint8Array([0xff, 0xd8]))],
    ['garbage where a marker should be', withJpegSegments(clean, text('<html>'))],
  ])('refuses %s', (_case, bytes) => {
    expect(stripAs(bytes, 'image/jpeg')).toBeNull();
  });

  it('refuses a scan before any frame header', () => {
    const sos = clean.indexOf(0xda, 20) - 1;
    const sof = clean.indexOf(0xc0, 20) - 1;
    const sofLength = 2 + ((clean[sof + 2] ?? 0) << 8) + (clean[sof + 3] ?? 0);
    const withoutFrame = concat(
      clean.subarray(0, sof),
      clean.subarray(sof + sofLength, sos),
      clean.subarray(sos),
    );
    expect(stripAs(withoutFrame, 'image/jpeg')).toBeNull();
  });
});

describe('stripImage on PNG', () => {
  const clean = makePng(30, 20);

  it('keeps a clean file byte for byte', () => {
    expect(strip(clean)).toEqual(clean);
  });

  it('drops everything after IEND, chunks included', () => {
    expect(strip(concat(clean, HTML_PAGE))).toEqual(clean);
    expect(strip(concat(clean, pngChunk('tEXt', text('Comment\0after the end'))))).toEqual(clean);
  });

  it('drops text, time and unknown chunks', () => {
    const dirty = withPngChunks(
      clean,
      pngChunk('tEXt', text('Comment\0secret')),
      pngChunk('zTXt', concat(text('Author\0\0'), new Uint8Array([0x78, 0x9c, 0x03, 0, 0, 0, 0, 1]))),
      pngChunk('iTXt', text('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>')),
      pngChunk('tIME', new Uint8Array([7, 232, 1, 1, 0, 0, 0])),
      pngChunk('prVt', HTML_PAGE),
    );
    expect(strip(dirty)).toEqual(clean);
  });

  it('keeps colour information and physical size', () => {
    const kept = withPngChunks(
      clean,
      pngChunk('gAMA', new Uint8Array([0, 0, 0xb1, 0x8f])),
      pngChunk('sRGB', new Uint8Array([0])),
      pngChunk('pHYs', new Uint8Array([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1])),
    );
    expect(strip(concat(kept, HTML_PAGE))).toEqual(kept);
  });

  it('replaces an eXIf chunk with the orientation alone, with a correct CRC; same pixels', async () => {
    const original = new Uint8Array(
      await photo()
        .png()
        .withMetadata({ orientation: 6 })
        .withExif({ IFD0: { Make: 'Scanner' }, IFD3: GPS })
        .toBuffer(),
    );
    expect(pngChunkTypes(original)).toContain('eXIf');
    const stripped = strip(concat(original, HTML_PAGE));
    expect(stripped).not.toBeNull();
    if (!stripped) return;
    expect(sniffImage(stripped)).toEqual(sniffImage(original)); // every CRC checks out
    // withMetadata adds sharp's sRGB profile: kept
    expect(pngChunkTypes(stripped)).toEqual(['IHDR', 'iCCP', 'eXIf', 'pHYs', 'IDAT', 'IEND']);
    const metadata = await sharp(stripped).metadata();
    expect(metadata.orientation).toBe(6);
    expect(Buffer.from(stripped).includes('Scanner')).toBe(false);
    expect(await pixels(stripped)).toEqual(await pixels(original));
  });

  it.each([
    ['no IEND', () => clean.subarray(0, clean.length - 12)],
    ['a chunk longer than the file', () => clean.subarray(0, clean.length - 20)],
  ])('refuses a file with %s', (_case, bytes) => {
    expect(stripAs(bytes(), 'image/png')).toBeNull();
  });
});

describe('stripImage on WebP', () => {
  it.each([
    ['lossy', WEBP_LOSSY_1X1],
    ['lossless', WEBP_LOSSLESS_1X1],
    ['extended', WEBP_EXTENDED_1X1],
  ])('keeps a clean %s file byte for byte, and drops what follows its RIFF size', (_case, clean) => {
    expect(strip(clean)).toEqual(clean);
    expect(strip(concat(clean, HTML_PAGE))).toEqual(clean);
  });

  it('keeps only the image chunk of a simple WebP', () => {
    const extra = concat(text('XMP '), new Uint8Array([5, 0, 0, 0]), text('<x/>!'), new Uint8Array([0]));
    const body = concat(WEBP_LOSSY_1X1.subarray(8), extra);
    const dirty = concat(text('RIFF'), new Uint8Array(new Uint32Array([body.length]).buffer), body);
    expect(sniffImage(dirty)).not.toBeNull();
    expect(strip(dirty)).toEqual(WEBP_LOSSY_1X1);
  });

  it('drops XMP, keeps alpha and the orientation alone, and sets the header flags to match; same pixels', async () => {
    const original = new Uint8Array(
      await sharp({
        create: { width: 40, height: 30, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } },
      })
        .webp()
        .withMetadata({ orientation: 8 })
        .withExif({ IFD0: { Make: 'Telemóvel' }, IFD3: GPS })
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">GPS</x:xmpmeta>')
        .toBuffer(),
    );
    expect(webpChunks(original).map((chunk) => chunk.fourcc)).toEqual([
      'VP8X',
      'ICCP',
      'ALPH',
      'VP8 ',
      'EXIF',
      'XMP ',
    ]);
    const stripped = strip(concat(original, HTML_PAGE));
    expect(stripped).not.toBeNull();
    if (!stripped) return;
    const chunks = webpChunks(stripped);
    expect(chunks.map((chunk) => chunk.fourcc)).toEqual(['VP8X', 'ICCP', 'ALPH', 'VP8 ', 'EXIF']);
    expect(chunks[0]?.data[0]).toBe(0x20 | 0x10 | 0x08); // profile, alpha and EXIF, no XMP
    expect(new Uint8Array(chunks[4]?.data ?? [])).toEqual(orientationOnlyExif(8));
    expect(Buffer.from(stripped).readUInt32LE(4)).toBe(stripped.length - 8);
    expect(sniffImage(stripped)).toEqual(sniffImage(original));
    expect((await sharp(stripped).metadata()).orientation).toBe(8);
    expect(await pixels(stripped)).toEqual(await pixels(original));
  });

  it('keeps the colour profile and its flag', async () => {
    const original = new Uint8Array(await photo().webp().withIccProfile('p3').toBuffer());
    const stripped = strip(original);
    expect(stripped && webpChunks(stripped).map((chunk) => chunk.fourcc)).toEqual(['VP8X', 'ICCP', 'VP8 ']);
    expect(stripped && webpChunks(stripped)[0]?.data[0]).toBe(0x20);
    expect(stripped && (await sharp(stripped).metadata()).icc?.length).toBe(
      (await sharp(original).metadata()).icc?.length,
    );
  });

  it.each([
    ['a RIFF size past the end of the file', () => WEBP_LOSSY_1X1.subarray(0, WEBP_LOSSY_1X1.length - 2)],
    [
      'an unknown first chunk',
      () => concat(WEBP_LOSSY_1X1.subarray(0, 12), text('JUNK'), WEBP_LOSSY_1X1.subarray(16)),
    ],
  ])('refuses %s', (_case, bytes) => {
    expect(stripAs(bytes(), 'image/webp')).toBeNull();
  });
});

describe('stripImage, whatever is appended', () => {
  const images = [makeJpeg(16, 16), makePng(5, 4), WEBP_LOSSY_1X1, WEBP_EXTENDED_1X1];

  it('gives the same file as without the appended bytes, and stripping again changes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...images), fc.uint8Array({ maxLength: 300 }), (image, tail) => {
        const stripped = strip(image);
        expect(strip(concat(image, tail))).toEqual(stripped);
        expect(stripped && strip(stripped)).toEqual(stripped);
      }),
    );
  });

  it('never throws on damaged files', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...images),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.nat(),
        (image, changes, cut) => {
          const damaged = image.slice(0, Math.max(12, image.length - (cut % image.length)));
          for (const [at, value] of changes) damaged[at % damaged.length] = value;
          for (const mimeType of ['image/jpeg', 'image/png', 'image/webp'] as const) {
            const result = stripAs(damaged, mimeType);
            expect(result === null || result instanceof Uint8Array).toBe(true);
          }
        },
      ),
    );
  });
});
