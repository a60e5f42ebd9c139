import { describe, expect, it } from 'vitest';
import { isValidHreflang } from './hreflang-code.ts';

describe('isValidHreflang', () => {
  it.each([
    'pt-PT',
    'en',
    'en-GB',
    'pt-pt',
    'EN-gb',
    'x-default',
    'X-Default',
    'zh-Hant-TW',
    'zh-Hans',
    'fil',
  ])('accepts %s', (value) => {
    expect(isValidHreflang(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['english', 'a name, not a code'],
    ['en_GB', 'an underscore'],
    ['en-UK', 'UK is not an ISO 3166 country code (GB is)'],
    ['en-EU', 'a reserved region'],
    ['jp', 'no such language (ja is Japanese)'],
    ['xx', 'no such language'],
    ['en-XX', 'no such region'],
    ['en-419', 'a numeric region'],
    ['pt-PT-x', 'a trailing part'],
    ['default', 'x-default misspelt'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidHreflang(value)).toBe(false);
  });
});
