import { describe, expect, it } from 'vitest';
import {
  buildStoragePath,
  displayFileName,
  isStoredObjectPath,
  isValidSlotName,
} from '#portable/media-rules.ts';
import { variantStoragePath } from '#portable/image-variants.ts';

describe('slot names', () => {
  it.each(['global.logo', 'servico-sofas', 'gallery.before_after.20.after', 'process.step_1'])(
    'accepts %s',
    (name) => {
      expect(isValidSlotName(name)).toBe(true);
    },
  );

  it.each([
    '',
    '../etc/passwd',
    'global/../logo',
    "global.logo'; drop table media_slots; --",
    'global."logo"',
    'Global.Logo',
    'global..logo',
    '.global',
    'a'.repeat(500),
    'global.logo\n',
  ])('refuses %j', (name) => {
    expect(isValidSlotName(name)).toBe(false);
  });

  it('refuses values that are not strings', () => {
    expect(isValidSlotName(undefined)).toBe(false);
    expect(isValidSlotName(['global.logo'])).toBe(false);
  });
});

describe('storage paths', () => {
  const sha = 'ab'.repeat(32);
  it('builds slots/<slot>/<upload id>-<16 hex of the hash>.<ext>', () => {
    expect(buildStoragePath('global.logo', '2f1c9a7e-0b6e-4c1a-9f77-5d1c1b2a3e4f', sha, 'webp')).toBe(
      'slots/global.logo/2f1c9a7e-0b6e-4c1a-9f77-5d1c1b2a3e4f-abababababababab.webp',
    );
  });

  it('refuses parts that could escape the slot folder', () => {
    expect(() => buildStoragePath('../x', 'id', sha, 'png')).toThrow();
    expect(() => buildStoragePath('global.logo', '../id', sha, 'png')).toThrow();
    expect(() => buildStoragePath('global.logo', 'id', 'not-hex', 'png')).toThrow();
    expect(() => buildStoragePath('global.logo', 'id', sha, 'p/ng')).toThrow();
  });

  it('recognises the paths it builds, their smaller copies and a restore’s key of its own, and nothing else', () => {
    const built = buildStoragePath('gallery.before_after.1.before', 'a1b2-c3', sha, 'jpg');
    const copy = variantStoragePath(built, 480);
    for (const path of [built, copy, copy.replace(/\.webp$/, '-r0123456789abcdef.webp')]) {
      expect(isStoredObjectPath(path), path).toBe(true);
    }
    for (const path of [
      'slots/servico-sofas/../x.png',
      'slots/../media/x.png',
      'slots/servico-sofas/x.png?a',
      'slots/servico-sofas/x.png#a',
      'slots/servico-sofas/a\\b.png',
      '/slots/servico-sofas/x.png',
      'slots/servico-sofas/x.png\n',
      'slots/servico-sofas/X.png',
      'slots/servico-sofas/',
      'slots/servico-sofas/a/b.png',
      'bench/x.webp',
      42,
      null,
    ]) {
      expect(isStoredObjectPath(path), String(path)).toBe(false);
    }
  });
});

describe('display file names', () => {
  it.each([
    ['sofa antes.JPG', 'jpg', 'sofa antes.jpg'],
    ['C:\\fotos\\sofa.png', 'webp', 'sofa.webp'],
    ['../../etc/passwd', 'png', 'passwd.png'],
    ['', 'jpg', 'imagem.jpg'],
    ['.png', 'png', 'imagem.png'],
    ['linha\u0000nova\n.png', 'png', 'linhanova.png'],
  ])('%j as %s → %j', (original, extension, expected) => {
    expect(displayFileName(original, extension)).toBe(expected);
  });

  it('keeps names within 255 characters', () => {
    expect(displayFileName('x'.repeat(1000), 'webp')).toHaveLength(255);
  });
});
