import { describe, expect, it } from 'vitest';
import { StorageError } from './errors.ts';
import { parseObjectLocation } from './object-key.ts';

describe('parseObjectLocation', () => {
  it('splits the bucket from the decoded key', () => {
    expect(parseObjectLocation('media/slots/hero/1-ab%20c.webp')).toEqual({
      bucket: 'media',
      key: 'slots/hero/1-ab c.webp',
    });
  });

  it.each([
    'media',
    'media/',
    'media/a/../b.png',
    'media/..%2Fb.png',
    'media/./b.png',
    'media/a//b.png',
    'media/a/',
    'media/%00.png',
    'media/a%0Ab.png',
    'media/a%5Cb.png',
    'media/%E0%A4%A',
    '../media/a.png',
    `media/${'a'.repeat(1025)}`,
  ])('refuses %s as an invalid key', (route) => {
    expect(() => parseObjectLocation(route)).toThrow(StorageError);
  });
});
