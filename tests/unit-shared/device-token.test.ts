import { describe, expect, it } from 'vitest';
import {
  DEVICE_TOKEN_LIFETIME_MS,
  deviceTokenKey,
  issueDeviceToken,
  verifiedDeviceId,
} from '#functions/_shared/device-token.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const key = () => deviceTokenKey('server-secret', 'pbkdf2-sha256:600000:salt:hash');

describe('device tokens', () => {
  it('names a new random device, and the same device when renewed', async () => {
    const signingKey = await key();
    const first = await issueDeviceToken(signingKey, 'admin-login', NOW);
    const second = await issueDeviceToken(signingKey, 'admin-login', NOW);
    const firstId = await verifiedDeviceId(signingKey, 'admin-login', first, NOW);
    expect(firstId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await verifiedDeviceId(signingKey, 'admin-login', second, NOW)).not.toBe(firstId);

    const renewed = await issueDeviceToken(signingKey, 'admin-login', NOW + 1000, firstId ?? undefined);
    expect(await verifiedDeviceId(signingKey, 'admin-login', renewed, NOW + 1000)).toBe(firstId);
  });

  it('expires after its lifetime', async () => {
    const signingKey = await key();
    const token = await issueDeviceToken(signingKey, 'admin-login', NOW);
    expect(
      await verifiedDeviceId(signingKey, 'admin-login', token, NOW + DEVICE_TOKEN_LIFETIME_MS - 1000),
    ).not.toBeNull();
    expect(
      await verifiedDeviceId(signingKey, 'admin-login', token, NOW + DEVICE_TOKEN_LIFETIME_MS),
    ).toBeNull();
  });

  it('is no token of another scope, nor of another password or server secret', async () => {
    const signingKey = await key();
    const token = await issueDeviceToken(signingKey, 'seo-key', NOW);
    expect(await verifiedDeviceId(signingKey, 'seo-key', token, NOW)).not.toBeNull();
    expect(await verifiedDeviceId(signingKey, 'admin-login', token, NOW)).toBeNull();
    const otherPassword = await deviceTokenKey('server-secret', 'pbkdf2-sha256:600000:salt:other');
    expect(await verifiedDeviceId(otherPassword, 'seo-key', token, NOW)).toBeNull();
    const otherServer = await deviceTokenKey('other-secret', 'pbkdf2-sha256:600000:salt:hash');
    expect(await verifiedDeviceId(otherServer, 'seo-key', token, NOW)).toBeNull();
  });

  it('refuses a token whose device, expiry or signature was changed, and anything not a token', async () => {
    const signingKey = await key();
    const token = await issueDeviceToken(signingKey, 'admin-login', NOW);
    const [deviceId = '', expires = '', mac = ''] = token.split('.');
    const flip = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);
    for (const forged of [
      `${flip(deviceId)}.${expires}.${mac}`,
      `${deviceId}.${Number(expires) + 1}.${mac}`,
      `${deviceId}.${expires}.${flip(mac)}`,
      `${deviceId}.${expires}`,
      '',
      'x'.repeat(500),
      42,
      null,
      undefined,
    ]) {
      expect(await verifiedDeviceId(signingKey, 'admin-login', forged, NOW)).toBeNull();
    }
  });
});
