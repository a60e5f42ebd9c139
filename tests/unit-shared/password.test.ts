import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  constantTimeEqual,
  fromBase64Url,
  hashPassword,
  parsePasswordHash,
  PBKDF2_MIN_ITERATIONS,
  toBase64Url,
  verifyPassword,
} from '#portable/password.ts';

// one real hash for the whole file: 600 000 iterations take a noticeable fraction of a second
const stored = await hashPassword('correct horse battery');

describe('password hashing', () => {
  it('writes a self-describing PBKDF2-SHA256 hash with at least 600 000 iterations', () => {
    expect(stored).toMatch(/^pbkdf2-sha256:600000:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]{43}$/);
    expect(PBKDF2_MIN_ITERATIONS).toBeGreaterThanOrEqual(600_000);
  });

  it('derives exactly what PBKDF2-HMAC-SHA256 gives (checked against node:crypto)', () => {
    const parts = parsePasswordHash(stored);
    if (!parts) throw new Error('hash did not parse');
    const expected = pbkdf2Sync('correct horse battery', parts.salt, parts.iterations, 32, 'sha256');
    expect(Buffer.from(parts.hash).equals(expected)).toBe(true);
  });

  it('verifies the right password and refuses others', async () => {
    const parts = parsePasswordHash(stored);
    if (!parts) throw new Error('hash did not parse');
    expect(await verifyPassword('correct horse battery', parts)).toBe(true);
    expect(await verifyPassword('correct horse batterY', parts)).toBe(false);
  });

  it('uses a new salt for every hash', async () => {
    const salt = new Uint8Array(16).fill(7);
    const again = await hashPassword('correct horse battery', { salt });
    expect(again.split(':')[2]).toBe(toBase64Url(salt));
    expect(again).not.toBe(stored);
  });

  it('refuses to hash with fewer iterations than the minimum', async () => {
    await expect(hashPassword('x', { iterations: 1000 })).rejects.toThrow(RangeError);
  });

  it('reads the "$" spelling of the format too', () => {
    expect(parsePasswordHash(stored.replaceAll(':', '$'))).toEqual(parsePasswordHash(stored));
  });

  it.each([
    '',
    'mudar-esta-senha',
    'pbkdf2-sha256:1000:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'pbkdf2-sha1:600000:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'pbkdf2-sha256:600000:!!:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'pbkdf2-sha256:600000:AAAAAAAAAAAAAAAAAAAAAA',
    'pbkdf2-sha256:0600000:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  ])('refuses the malformed or weak hash %j', (text) => {
    expect(parsePasswordHash(text)).toBeNull();
  });

  it('compares bytes for equality', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array(0), new Uint8Array(0))).toBe(true);
  });

  it('round-trips base64url', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    expect(fromBase64Url('a+b/')).toBeNull();
  });
});
