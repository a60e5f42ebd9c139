import type { OwnedBytes } from './owned-bytes.ts';
// Admin password hashing with PBKDF2-SHA256 (WebCrypto, so it runs unchanged in Deno and
// Node). The stored form describes itself: `pbkdf2-sha256:<iterations>:<salt>:<hash>`, salt
// and hash in base64url. ':' rather than the usual '$' so the value survives shells and
// .env files, which expand `$…`; '$' separators are still read.

export const PBKDF2_MIN_ITERATIONS = 600_000;
const SCHEME = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BYTES = 32;

export interface PasswordHash {
  iterations: number;
  salt: OwnedBytes;
  hash: OwnedBytes;
}

export async function hashPassword(
  password: string,
  options: { iterations?: number; salt?: OwnedBytes } = {},
): Promise<string> {
  const iterations = options.iterations ?? PBKDF2_MIN_ITERATIONS;
  if (!Number.isSafeInteger(iterations) || iterations < PBKDF2_MIN_ITERATIONS) {
    throw new RangeError(`PBKDF2 needs at least ${PBKDF2_MIN_ITERATIONS} iterations`);
  }
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations, HASH_BYTES);
  return [SCHEME, String(iterations), toBase64Url(salt), toBase64Url(hash)].join(':');
}

/** The parts of a stored hash, or null when it is malformed or weaker than the minimum. */
export function parsePasswordHash(encoded: string): PasswordHash | null {
  const parts = encoded.trim().split(/[:$]/);
  if (parts.length !== 4) return null;
  const [scheme, iterationText = '', saltText = '', hashText = ''] = parts;
  if (scheme !== SCHEME || !/^[1-9][0-9]{0,9}$/.test(iterationText)) return null;
  const iterations = Number(iterationText);
  const salt = fromBase64Url(saltText);
  const hash = fromBase64Url(hashText);
  if (iterations < PBKDF2_MIN_ITERATIONS || !salt || !hash || salt.length < 8 || hash.length < 16)
    return null;
  return { iterations, salt, hash };
}

/** True when `password` matches; the comparison takes the same time wherever they differ. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, stored.salt, stored.iterations, stored.hash.length);
  return constantTimeEqual(candidate, stored.hash);
}

export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  // lengths are public here (hash sizes), so returning early on them leaks nothing secret
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

async function derive(
  password: string,
  salt: OwnedBytes,
  iterations: number,
  bytes: number,
): Promise<OwnedBytes> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): OwnedBytes | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
