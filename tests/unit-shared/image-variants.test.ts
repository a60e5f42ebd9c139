import { describe, expect, it } from 'vitest';
import type { SniffedImage } from '#portable/image-sniff.ts';
import {
  declaredVariantWidth,
  scaledHeight,
  variantFieldName,
  variantProblem,
  variantStoragePath,
} from '#portable/image-variants.ts';

function webp(width: number, height: number): SniffedImage {
  return { mimeType: 'image/webp', extension: 'webp', width, height };
}

const MAIN = { width: 2560, height: 1920 };

describe('variant field names', () => {
  it('round-trips the width through the field name', () => {
    expect(variantFieldName(480)).toBe('variant-480');
    expect(declaredVariantWidth(variantFieldName(1600))).toBe(1600);
  });

  it.each(['variant', 'variant-', 'variant-0', 'variant-048', 'variant-480px', 'variant-123456', 'file'])(
    'reads no width from %j',
    (name) => {
      expect(declaredVariantWidth(name)).toBeNull();
    },
  );
});

describe('variantProblem', () => {
  it('accepts a narrower WebP of the same shape, rounded to whole pixels either way', () => {
    expect(variantProblem(MAIN, 480, webp(480, 360))).toBeNull();
    expect(variantProblem({ width: 1001, height: 667 }, 480, webp(480, 320))).toBeNull();
    expect(variantProblem({ width: 1001, height: 667 }, 480, webp(480, 319))).toBeNull();
  });

  it('allows one pixel of rounding on a very flat image, where 2 % is less than a pixel', () => {
    expect(variantProblem({ width: 2560, height: 10 }, 480, webp(480, 2))).toBeNull();
    expect(variantProblem({ width: 2560, height: 10 }, 480, webp(480, 4))).toMatch(/proporções/);
  });

  it('refuses another format, whatever its size', () => {
    const png: SniffedImage = { mimeType: 'image/png', extension: 'png', width: 480, height: 360 };
    expect(variantProblem(MAIN, 480, png)).toBe('Variante de 480 px: deve ser uma imagem WebP válida.');
    expect(variantProblem(MAIN, 480, null)).toBe('Variante de 480 px: deve ser uma imagem WebP válida.');
  });

  it('refuses a file whose real width is not the declared one', () => {
    expect(variantProblem(MAIN, 480, webp(481, 361))).toBe(
      'Variante de 480 px: a imagem tem 481 px de largura, não 480.',
    );
  });

  it('refuses a copy as wide as the main image or wider', () => {
    expect(variantProblem(MAIN, 2560, webp(2560, 1920))).toMatch(
      /mais estreita do que a imagem principal \(2560 px\)/,
    );
    expect(variantProblem({ width: 400, height: 300 }, 480, webp(480, 360))).toMatch(/mais estreita/);
  });

  it('refuses a shape more than 2 % off', () => {
    // 360 expected: 353 is 1.9 % off, 352 is 2.2 % off
    expect(variantProblem(MAIN, 480, webp(480, 353))).toBeNull();
    expect(variantProblem(MAIN, 480, webp(480, 352))).toBe(
      'Variante de 480 px: as proporções (480×352) não são as da imagem principal (2560×1920).',
    );
    expect(variantProblem(MAIN, 480, webp(480, 368))).toMatch(/proporções/);
  });
});

describe('scaledHeight', () => {
  it('keeps the shape and never reaches zero', () => {
    expect(scaledHeight(MAIN, 480)).toBe(360);
    expect(scaledHeight({ width: 1001, height: 667 }, 480)).toBe(320);
    expect(scaledHeight({ width: 20_000, height: 3 }, 480)).toBe(1);
  });
});

describe('variantStoragePath', () => {
  it('puts the copy beside the main object, named after it', () => {
    expect(variantStoragePath('slots/servico-sofas/abc-0123456789abcdef.jpg', 480)).toBe(
      'slots/servico-sofas/abc-0123456789abcdef-w480.webp',
    );
    expect(variantStoragePath('slots/global.logo/abc-0123456789abcdef.webp', 1600)).toBe(
      'slots/global.logo/abc-0123456789abcdef-w1600.webp',
    );
  });

  it('refuses a width or a main path it cannot name safely', () => {
    expect(() => variantStoragePath('slots/a/b.png', 0)).toThrow();
    expect(() => variantStoragePath('slots/a/b.png', 4.5)).toThrow();
    expect(() => variantStoragePath('slots/a/b', 480)).toThrow();
  });
});
