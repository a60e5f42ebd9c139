import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  EXIF_HEADER,
  orientationOnlyExif,
  readExifOrientation,
} from '#functions/_shared/exif-orientation.ts';

describe('orientationOnlyExif', () => {
  it('writes a big-endian TIFF whose one IFD entry is the orientation', () => {
    expect(Buffer.from(orientationOnlyExif(6)).toString('hex')).toBe(
      '4d4d002a' + '00000008' + '0001' + '0112' + '0003' + '00000001' + '00060000' + '00000000',
    );
  });

  it.each([0, 9, 1.5, Number.NaN])('refuses %s', (value) => {
    expect(() => orientationOnlyExif(value)).toThrow('invalid EXIF orientation');
  });
});

describe('readExifOrientation', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('reads back orientation %i, with or without the Exif header', (value) => {
    const tiff = orientationOnlyExif(value);
    expect(readExifOrientation(tiff)).toBe(value);
    expect(readExifOrientation(new Uint8Array([...EXIF_HEADER, ...tiff]))).toBe(value);
  });

  it("reads a camera's little-endian block with many entries and a GPS directory", async () => {
    const jpeg = await sharp({ create: { width: 8, height: 4, channels: 3, background: 'white' } })
      .jpeg()
      .withMetadata({ orientation: 8 })
      .withExif({
        IFD0: { Make: 'Telemóvel', Model: 'X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1' },
      })
      .toBuffer();
    const { exif } = await sharp(jpeg).metadata();
    expect(exif?.subarray(6, 8).toString('latin1')).toBe('II');
    expect(readExifOrientation(new Uint8Array(exif ?? []))).toBe(8);
  });

  it('finds no orientation in a block without one', () => {
    const noEntries = new Uint8Array([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0]);
    expect(readExifOrientation(noEntries)).toBeNull();
  });

  it.each([
    ['an empty block', []],
    ['no byte order', [0x41, 0x41, 0, 42, 0, 0, 0, 8]],
    ['a wrong magic number', [0x4d, 0x4d, 0, 43, 0, 0, 0, 8, 0, 0]],
    ['an IFD offset past the end', [0x4d, 0x4d, 0, 42, 0, 0, 0xff, 0xff]],
    ['an IFD offset inside the header', [0x4d, 0x4d, 0, 42, 0, 0, 0, 2, 0, 1]],
    ['an entry count past the end', [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 9, 1, 0x12]],
  ])('reads nothing from %s', (_case, bytes) => {
    expect(readExifOrientation(new Uint8Array(bytes))).toBeNull();
  });

  it('ignores an orientation of the wrong type or out of range', () => {
    const wrongType = orientationOnlyExif(6);
    wrongType[13] = 4; // LONG instead of SHORT
    expect(readExifOrientation(wrongType)).toBeNull();
    const outOfRange = orientationOnlyExif(6);
    outOfRange[19] = 9;
    expect(readExifOrientation(outOfRange)).toBeNull();
  });
});
