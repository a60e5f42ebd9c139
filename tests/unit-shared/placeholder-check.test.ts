import { describe, expect, it } from 'vitest';
import {
  isCiBuild,
  placeholdersInUse,
  placeholderVerdict,
  PLACEHOLDER_SETTINGS,
} from '#scripts/support/placeholder-check.ts';

const ALL_SET = Object.fromEntries(Object.keys(PLACEHOLDER_SETTINGS).map((name) => [name, 'x']));

describe('placeholder check of the build', () => {
  it('lists every business setting left unset or blank', () => {
    expect(placeholdersInUse({ ...ALL_SET, VITE_BUSINESS_PHONE: '  ', VITE_SITE_URL: undefined })).toEqual([
      'VITE_BUSINESS_PHONE',
      'VITE_SITE_URL',
    ]);
    expect(placeholdersInUse(ALL_SET)).toEqual([]);
  });

  it('says nothing when every setting is real', () => {
    expect(placeholderVerdict({ ...ALL_SET, CI: 'true' })).toEqual({ message: null, fail: false });
  });

  it('warns loudly, naming each placeholder, and goes on outside CI', () => {
    const verdict = placeholderVerdict({ ...ALL_SET, VITE_BUSINESS_EMAIL: '' });
    expect(verdict.fail).toBe(false);
    expect(verdict.message).toContain('VITE_BUSINESS_EMAIL');
    expect(verdict.message).toContain('dados de exemplo');
  });

  it('counts the business name as a placeholder', () => {
    expect(placeholdersInUse({ ...ALL_SET, VITE_BUSINESS_NAME: '' })).toEqual(['VITE_BUSINESS_NAME']);
  });

  it.each(['true', '1', 'TRUE', 'yes'])('fails under CI=%s unless ALLOW_PLACEHOLDERS=1', (ci) => {
    expect(isCiBuild(ci)).toBe(true);
    expect(placeholderVerdict({ CI: ci }).fail).toBe(true);
    expect(placeholderVerdict({ CI: ci, ALLOW_PLACEHOLDERS: '1' }).fail).toBe(false);
  });

  it.each([undefined, '', '0', 'false', ' False '])('goes on when CI is %j', (ci) => {
    expect(isCiBuild(ci)).toBe(false);
    expect(placeholderVerdict({ CI: ci }).fail).toBe(false);
  });
});
