import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCAL_PASSWORD,
  isDefaultPasswordRefused,
  isLocalSeoKeyRefused,
  isLoopbackUrl,
  LOCAL_SEO_KEYS,
} from '#portable/local-secrets.ts';
import { parsePasswordHash, verifyPassword } from '#portable/password.ts';

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '..', '..', 'supabase', 'functions');
const HOSTED = 'https://abcdefghijklmnop.supabase.co';

describe('local default password', () => {
  it.each([
    'http://127.0.0.1:54321',
    'http://localhost:54321',
    'http://[::1]:54321',
    'http://127.8.0.1',
    'http://[::ffff:127.0.0.1]:54321',
  ])('treats %s as the local stand-in', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
    expect(isDefaultPasswordRefused(DEFAULT_LOCAL_PASSWORD, url)).toBe(false);
  });

  it.each([
    HOSTED,
    'http://127.0.0.1.nip.io',
    'http://localhost.example.com',
    'http://10.0.0.5:8000',
    'http://[::ffff:10.0.0.5]:8000',
    'http://kong:8000',
    'not a url',
    undefined,
  ])('refuses the default password with SUPABASE_URL %j', (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
    expect(isDefaultPasswordRefused(DEFAULT_LOCAL_PASSWORD, url)).toBe(true);
  });

  it('leaves any other password to the normal check', () => {
    expect(isDefaultPasswordRefused('uma senha própria', HOSTED)).toBe(false);
  });
});

describe('local SEO keys', () => {
  it('accepts them on the local stand-in only, however they are padded', () => {
    for (const key of LOCAL_SEO_KEYS) {
      expect(isLocalSeoKeyRefused(key, 'http://127.0.0.1:54321')).toBe(false);
      expect(isLocalSeoKeyRefused(` ${key} `, HOSTED)).toBe(true);
      expect(isLocalSeoKeyRefused(key, undefined)).toBe(true);
    }
  });

  it('leaves any other key to the normal check', () => {
    expect(isLocalSeoKeyRefused('a-key-of-the-owners-own', HOSTED)).toBe(false);
  });
});

describe('the committed secrets file, supabase/functions/.env', () => {
  const committed = parseEnv(readFileSync(path.join(FUNCTIONS_DIR, '.env'), 'utf8'));

  it('holds nothing a deployed project would accept, were it pushed as its secrets', async () => {
    expect(Object.keys(committed).sort()).toEqual(['ADMIN_PASSWORD_HASH', 'ADMIN_USERNAME', 'SEO_KEYS']);
    const seoKeys = (committed.SEO_KEYS ?? '').split(',').map((key) => key.trim());
    expect(seoKeys).toEqual([...LOCAL_SEO_KEYS]);
    expect(seoKeys.every((key) => isLocalSeoKeyRefused(key, HOSTED))).toBe(true);
    const hash = parsePasswordHash(committed.ADMIN_PASSWORD_HASH ?? '');
    if (!hash) throw new Error('ADMIN_PASSWORD_HASH is not a password hash');
    expect(await verifyPassword(DEFAULT_LOCAL_PASSWORD, hash)).toBe(true);
    expect(isDefaultPasswordRefused(DEFAULT_LOCAL_PASSWORD, HOSTED)).toBe(true);
  });

  it('has an example of the production secrets with the same names, and no values', () => {
    const example = parseEnv(readFileSync(path.join(FUNCTIONS_DIR, '.env.example'), 'utf8'));
    expect(Object.keys(example).sort()).toEqual(Object.keys(committed).sort());
    expect(Object.values(example).every((value) => value === '')).toBe(true);
  });
});
