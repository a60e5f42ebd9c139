import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sniffImage } from '#portable/image-sniff.ts';
import {
  makeJpeg,
  makePng,
  pngSignatureThenGarbage,
  SVG_IMAGE,
  WEBP_EXTENDED_1X1,
  WEBP_LOSSLESS_1X1,
  WEBP_LOSSY_1X1,
} from '#tests/support/test-images.ts';

describe('sniffImage', () => {
  it.each([
    [1, 1],
    [640, 480],
    [65535, 3],
  ])('reads a %i×%i JPEG', (width, height) => {
    expect(sniffImage(makeJpeg(width, height))).toEqual({
      mimeType: 'image/jpeg',
      extension: 'jpg',
      width,
      height,
    });
  });

  it.each([
    [1, 1],
    [300, 200],
  ])('reads a %i×%i PNG', (width, height) => {
    expect(sniffImage(makePng(width, height))).toEqual({
      mimeType: 'image/png',
      extension: 'png',
      width,
      height,
    });
  });

  it.each([
    ['lossy (VP8)', WEBP_LOSSY_1X1],
    ['lossless (VP8L)', WEBP_LOSSLESS_1X1],
    ['extended (VP8X)', WEBP_EXTENDED_1X1],
  ])('reads a %s WebP', (_layout, bytes) => {
    expect(sniffImage(bytes)).toEqual({ mimeType: 'image/webp', extension: 'webp', width: 1, height: 1 });
  });

  it('reads the canvas size of an extended WebP', () => {
    const bytes = WEBP_EXTENDED_1X1.slice();
    bytes.set([0x1f, 0x03, 0x00, 0xc7, 0x00, 0x00], 24); // canvas 800 × 200
    expect(sniffImage(bytes)).toMatchObject({ width: 800, height: 200 });
  });

  it.each([
    ['an empty file', new Uint8Array(0)],
    ['an SVG', SVG_IMAGE],
    ['text', new TextEncoder().encode('isto não é uma imagem, apesar do nome .jpg')],
    ['a GIF', new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;')],
    ['a PNG signature followed by garbage', pngSignatureThenGarbage()],
    ['a JPEG signature followed by garbage', new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x12, 0x34, 0x56])],
    ['a RIFF/WEBP header and nothing else', WEBP_LOSSY_1X1.slice(0, 16)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImage(bytes)).toBeNull();
  });

  it('refuses a PNG whose header checksum is wrong', () => {
    const png = makePng(4, 4);
    png[20] = (png[20] ?? 0) ^ 0x01; // inside IHDR width
    expect(sniffImage(png)).toBeNull();
  });

  it('refuses a PNG without IEND (truncated upload)', () => {
    const png = makePng(4, 4);
    expect(sniffImage(png.subarray(0, png.length - 12))).toBeNull();
  });

  it('refuses a JPEG whose frame header says 0 lines', () => {
    expect(sniffImage(makeJpeg(0, 8))).toBeNull();
  });

  it('refuses a WebP whose RIFF size is larger than the file', () => {
    const webp = WEBP_LOSSY_1X1.slice();
    webp[4] = 0xff;
    expect(sniffImage(webp)).toBeNull();
  });

  it('never throws on random bytes, with or without a known signature', () => {
    const signature = fc.constantFrom(
      [],
      [0xff, 0xd8, 0xff],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0x52, 0x49, 0x46, 0x46, 0x40, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
    );
    fc.assert(
      fc.property(signature, fc.uint8Array({ maxLength: 200 }), (prefix, rest) => {
        const bytes = new Uint8Array([...prefix, ...rest]);
        const result = sniffImage(bytes);
        if (result) expect(result.width * result.height).toBeGreaterThan(0);
      }),
      { numRuns: 3000 },
    );
  });

  it('never accepts a truncated PNG and never throws on truncated images', () => {
    const png = makePng(5, 3);
    const files = [makeJpeg(9, 9), WEBP_LOSSY_1X1, WEBP_LOSSLESS_1X1, WEBP_EXTENDED_1X1];
    fc.assert(
      fc.property(fc.nat(png.length - 1), (cut) => {
        expect(sniffImage(png.subarray(0, cut))).toBeNull();
        for (const file of files) sniffImage(file.subarray(0, cut));
      }),
    );
  });
});
