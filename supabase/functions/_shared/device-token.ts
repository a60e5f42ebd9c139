// Device tokens ("device cookies", docs/login-brake.md): a browser that got past a brake once
// with the right secret gets a signed token naming a random device id. Sent back with a later
// attempt, the token makes that attempt count only against the device's own failures, so a
// third party who braked everyone else (every address, the account-wide count) does not
// brake the owner's browser. A token never grants access by itself: the secret is still
// checked on every attempt.
//
// Format `<device id>.<expiry, epoch seconds>.<HMAC-SHA256>`, all base64url/decimal; the MAC
// covers the scope too, so an SEO token is no admin token. Plain Web Crypto (HMAC and its
// constant-time verify), so it runs unchanged in Deno and in the Node unit tests.
import type { BrakeScope } from './login-throttle.ts';
import { fromBase64Url, toBase64Url } from './portable/password.ts';
import type { OwnedBytes } from './portable/owned-bytes.ts';

export const DEVICE_TOKEN_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

const DEVICE_ID_BYTES = 16;
const MAX_TOKEN_LENGTH = 200;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{22})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;

/**
 * The signing key, derived from a server secret (the service-role key) and the secret being
 * guessed (the admin password hash, the SEO keys), so changing either retires every token.
 */
export async function deviceTokenKey(serverSecret: string, guessedSecret: string): Promise<CryptoKey> {
  const master = await hmacKey(new TextEncoder().encode(serverSecret), ['sign']);
  const derived = await crypto.subtle.sign(
    'HMAC',
    master,
    new TextEncoder().encode(`device-token:v1:${guessedSecret}`),
  );
  return hmacKey(new Uint8Array(derived), ['sign', 'verify']);
}

/** A token for `deviceId` (a new device when omitted), valid for DEVICE_TOKEN_LIFETIME_MS. */
export async function issueDeviceToken(
  key: CryptoKey,
  scope: BrakeScope,
  now: number,
  deviceId: string = toBase64Url(crypto.getRandomValues(new Uint8Array(DEVICE_ID_BYTES))),
): Promise<string> {
  const expires = String(Math.floor((now + DEVICE_TOKEN_LIFETIME_MS) / 1000));
  const mac = await crypto.subtle.sign('HMAC', key, signedText(scope, deviceId, expires));
  return `${deviceId}.${expires}.${toBase64Url(new Uint8Array(mac))}`;
}

/** The device id of a genuine, unexpired token of this scope; null for anything else. */
export async function verifiedDeviceId(
  key: CryptoKey,
  scope: BrakeScope,
  token: unknown,
  now: number,
): Promise<string | null> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, deviceId = '', expires = '', mac = ''] = match;
  if (Number(expires) * 1000 <= now) return null;
  const macBytes = fromBase64Url(mac);
  if (!macBytes) return null;
  const genuine = await crypto.subtle.verify('HMAC', key, macBytes, signedText(scope, deviceId, expires));
  return genuine ? deviceId : null;
}

function signedText(scope: BrakeScope, deviceId: string, expires: string): OwnedBytes {
  return new TextEncoder().encode(`${scope}.${deviceId}.${expires}`);
}

function hmacKey(raw: OwnedBytes, usages: KeyUsage[]): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, usages);
}
