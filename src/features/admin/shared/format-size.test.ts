import { formatFileSize, formatKilobytes } from './format-size.ts';

describe('formatKilobytes (the gallery’s size: size/1024 rounded)', () => {
  it.each([
    [0, '0 KB'],
    [511, '0 KB'],
    [512, '1 KB'],
    [1024, '1 KB'],
    [1535, '1 KB'],
    [1536, '2 KB'],
    [245_760, '240 KB'],
    [10 * 1024 * 1024, '10240 KB'],
  ])('%i bytes → %s', (bytes, expected) => {
    expect(formatKilobytes(bytes)).toBe(expected);
  });
});

describe('formatFileSize (upload notes)', () => {
  it('stays in KB under a megabyte and switches to MB with a pt-PT decimal comma above', () => {
    expect(formatFileSize(900 * 1024)).toBe('900 KB');
    expect(formatFileSize(6_271_255)).toBe('6 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
