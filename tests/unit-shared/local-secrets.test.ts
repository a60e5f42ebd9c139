import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCAL_PASSWORD,
  isDefaultPasswordRefused,
  isLoopbackUrl,
} from '../../supabase/functions/_shared/portable/default-password.ts';

describe('local default password', () => {
  it.each(['http://127.0.0.1:54321', 'http://localhost:54321', 'http://[::1]:54321', 'http://127.8.0.1'])(
    'treats %s as the local stand-in',
    (url) => {
      expect(isLoopbackUrl(url)).toBe(true);
      expect(isDefaultPasswordRefused(DEFAULT_LOCAL_PASSWORD, url)).toBe(false);
    },
  );

  it.each([
    'https://abcdefghijklmnop.supabase.co',
    'http://127.0.0.1.nip.io',
    'http://localhost.example.com',
    'http://10.0.0.5:8000',
    'http://kong:8000',
    'not a url',
    undefined,
  ])('refuses the default password with SUPABASE_URL %j', (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
    expect(isDefaultPasswordRefused(DEFAULT_LOCAL_PASSWORD, url)).toBe(true);
  });

  it('leaves any other password to the normal check', () => {
    expect(isDefaultPasswordRefused('uma senha própria', 'https://abcdefghijklmnop.supabase.co')).toBe(false);
  });
});
