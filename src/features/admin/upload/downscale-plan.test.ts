import { MAX_VARIANTS_TOTAL_BYTES } from '#portable/image-variants.ts';
import {
  keepSmaller,
  keepVariant,
  MAX_LONG_SIDE,
  planDownscale,
  planVariants,
  REENCODE_MIN_BYTES,
  sameShape,
  webpFileName,
} from './downscale-plan.ts';

const MB = 1024 * 1024;

describe('planDownscale', () => {
  it('shrinks a 4000×3000 camera photo to 2560 px on its longest side, keeping the shape', () => {
    expect(planDownscale({ width: 4000, height: 3000, bytes: 6 * MB, mimeType: 'image/jpeg' })).toEqual({
      width: 2560,
      height: 1920,
    });
  });

  it('uses the longest side whatever the orientation', () => {
    expect(planDownscale({ width: 3000, height: 4000, bytes: 6 * MB, mimeType: 'image/jpeg' })).toEqual({
      width: 1920,
      height: 2560,
    });
  });

  it('shrinks a large WebP or a small-in-bytes PNG too: the pixels are the problem', () => {
    expect(planDownscale({ width: 5120, height: 1000, bytes: 200_000, mimeType: 'image/webp' })).toEqual({
      width: 2560,
      height: 500,
    });
    expect(planDownscale({ width: 2561, height: 2561, bytes: 100_000, mimeType: 'image/png' })).toEqual({
      width: 2560,
      height: 2560,
    });
  });

  it('never rounds a very thin image down to zero pixels', () => {
    expect(planDownscale({ width: 20_000, height: 3, bytes: MB, mimeType: 'image/png' })).toEqual({
      width: MAX_LONG_SIDE,
      height: 1,
    });
  });

  it('re-encodes a heavy JPEG or PNG that already fits, at the same size', () => {
    expect(planDownscale({ width: 2000, height: 1500, bytes: 3 * MB, mimeType: 'image/jpeg' })).toEqual({
      width: 2000,
      height: 1500,
    });
  });

  it('leaves alone what already fits and is light, and any fitting WebP', () => {
    expect(
      planDownscale({ width: 2560, height: 1440, bytes: REENCODE_MIN_BYTES, mimeType: 'image/jpeg' }),
    ).toBeNull();
    expect(planDownscale({ width: 2000, height: 1500, bytes: 5 * MB, mimeType: 'image/webp' })).toBeNull();
  });

  it('refuses to plan for an image it could not measure', () => {
    expect(planDownscale({ width: 0, height: 100, bytes: MB, mimeType: 'image/jpeg' })).toBeNull();
    expect(planDownscale({ width: Number.NaN, height: 100, bytes: MB, mimeType: 'image/jpeg' })).toBeNull();
  });
});

describe('keepSmaller', () => {
  const original = { size: 1000, type: 'image/jpeg' };

  it('takes the WebP only when it is smaller', () => {
    const smaller = { size: 999, type: 'image/webp' };
    expect(keepSmaller(original, smaller)).toBe(smaller);
    expect(keepSmaller(original, { size: 1000, type: 'image/webp' })).toBe(original);
    expect(keepSmaller(original, { size: 5000, type: 'image/webp' })).toBe(original);
  });

  it('takes a smaller JPEG too (the last resort when no WebP could be made)', () => {
    const jpeg = { size: 400, type: 'image/jpeg' };
    expect(keepSmaller(original, jpeg)).toBe(jpeg);
    expect(keepSmaller(original, { size: 1200, type: 'image/jpeg' })).toBe(original);
  });

  it('keeps the original when the browser could not encode WebP (it falls back to PNG) or gave nothing', () => {
    expect(keepSmaller(original, { size: 10, type: 'image/png' })).toBe(original);
    expect(keepSmaller(original, { size: 0, type: 'image/webp' })).toBe(original);
    expect(keepSmaller(original, null)).toBe(original);
  });
});

describe('webpFileName', () => {
  it('swaps the extension and keeps the name the owner recognises', () => {
    expect(webpFileName('IMG_2024.JPEG')).toBe('IMG_2024.webp');
    expect(webpFileName('sofá da sala.png')).toBe('sofá da sala.webp');
    expect(webpFileName('sem-extensao')).toBe('sem-extensao.webp');
    expect(webpFileName('.jpg')).toBe('imagem.webp');
  });
});

describe('planVariants', () => {
  it('makes 480, 960 and 1600 px copies of a 2560 px photo, keeping its shape', () => {
    expect(planVariants({ width: 2560, height: 1920 })).toEqual([
      { width: 480, height: 360 },
      { width: 960, height: 720 },
      { width: 1600, height: 1200 },
    ]);
    expect(planVariants({ width: 1920, height: 2560 })).toEqual([
      { width: 480, height: 640 },
      { width: 960, height: 1280 },
      { width: 1600, height: 2133 },
    ]);
  });

  it('makes only the copies narrower than the image', () => {
    expect(planVariants({ width: 1600, height: 900 })).toEqual([
      { width: 480, height: 270 },
      { width: 960, height: 540 },
    ]);
    expect(planVariants({ width: 481, height: 481 })).toEqual([{ width: 480, height: 480 }]);
    expect(planVariants({ width: 480, height: 360 })).toEqual([]);
  });

  it('never plans a copy zero pixels high, nor any for an image it could not measure', () => {
    expect(planVariants({ width: 2560, height: 1 })[0]).toEqual({ width: 480, height: 1 });
    expect(planVariants({ width: 0, height: 100 })).toEqual([]);
    expect(planVariants({ width: Number.NaN, height: 100 })).toEqual([]);
  });
});

describe('sameShape', () => {
  it('tells a rotated picture (EXIF orientation) from the same one scaled', () => {
    expect(sameShape({ width: 1200, height: 900 }, { width: 1200, height: 900 })).toBe(true);
    expect(sameShape({ width: 2560, height: 1920 }, { width: 4000, height: 3000 })).toBe(true);
    expect(sameShape({ width: 1200, height: 900 }, { width: 900, height: 1200 })).toBe(false);
  });
});

describe('keepVariant', () => {
  const main = { size: 100_000 };

  it('keeps a WebP copy lighter than the main file', () => {
    expect(keepVariant(main, { size: 20_000, type: 'image/webp' }, 0)).toBe(true);
  });

  it('drops a copy that is not WebP, empty, missing, or no lighter than the main file', () => {
    expect(keepVariant(main, { size: 20_000, type: 'image/png' }, 0)).toBe(false);
    expect(keepVariant(main, { size: 0, type: 'image/webp' }, 0)).toBe(false);
    expect(keepVariant(main, null, 0)).toBe(false);
    expect(keepVariant(main, { size: 100_000, type: 'image/webp' }, 0)).toBe(false);
  });

  it('drops a copy that would take the copies past what the server accepts', () => {
    const big = { size: 9 * 1024 * 1024 };
    const copy = { size: 2 * 1024 * 1024, type: 'image/webp' };
    expect(keepVariant(big, copy, MAX_VARIANTS_TOTAL_BYTES - copy.size)).toBe(true);
    expect(keepVariant(big, copy, MAX_VARIANTS_TOTAL_BYTES - copy.size + 1)).toBe(false);
  });
});
