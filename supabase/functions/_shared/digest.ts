import type { OwnedBytes } from './portable/owned-bytes.ts';
/** SHA-256 of UTF-8 text or bytes. */
export async function sha256Bytes(data: string | OwnedBytes): Promise<Uint8Array> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

export async function sha256Hex(data: string | OwnedBytes): Promise<string> {
  return Array.from(await sha256Bytes(data), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
