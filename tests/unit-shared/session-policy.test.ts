import { describe, expect, it } from 'vitest';
import {
  judgeSession,
  newSessionTimes,
  passwordFingerprint,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '#functions/_shared/session-policy.ts';

const HOUR = 60 * 60 * 1000;
const LOGIN = Date.UTC(2026, 10, 22, 9, 0, 0);

describe('session policy', () => {
  it('is 2 hours idle and 12 hours absolute', () => {
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(2 * HOUR);
    expect(SESSION_ABSOLUTE_LIFETIME_MS).toBe(12 * HOUR);
    expect(newSessionTimes(LOGIN)).toEqual({
      createdAt: LOGIN,
      lastSeenAt: LOGIN,
      expiresAt: LOGIN + 12 * HOUR,
    });
  });

  it('keeps a session used within the last 2 hours', () => {
    const times = newSessionTimes(LOGIN);
    expect(judgeSession(times, LOGIN)).toEqual({ valid: true });
    expect(judgeSession(times, LOGIN + 2 * HOUR - 1)).toEqual({ valid: true });
  });

  it('ends a session left unused for 2 hours', () => {
    expect(judgeSession(newSessionTimes(LOGIN), LOGIN + 2 * HOUR)).toEqual({ valid: false, reason: 'idle' });
  });

  it('ends a session 12 hours after login however busy it is', () => {
    const busy = { ...newSessionTimes(LOGIN), lastSeenAt: LOGIN + 12 * HOUR - 60_000 };
    expect(judgeSession(busy, LOGIN + 12 * HOUR - 1)).toEqual({ valid: true });
    expect(judgeSession(busy, LOGIN + 12 * HOUR)).toEqual({ valid: false, reason: 'lifetime' });
  });

  it('does not trust a stored expiry beyond the policy, but honours an earlier one', () => {
    const stretched = {
      ...newSessionTimes(LOGIN),
      expiresAt: LOGIN + 48 * HOUR,
      lastSeenAt: LOGIN + 13 * HOUR,
    };
    expect(judgeSession(stretched, LOGIN + 13 * HOUR)).toEqual({ valid: false, reason: 'lifetime' });
    const shortened = { ...newSessionTimes(LOGIN), expiresAt: LOGIN + HOUR };
    expect(judgeSession(shortened, LOGIN + HOUR)).toEqual({ valid: false, reason: 'lifetime' });
  });

  it('treats unreadable timestamps as expired', () => {
    expect(judgeSession({ createdAt: NaN, lastSeenAt: LOGIN, expiresAt: LOGIN + HOUR }, LOGIN).valid).toBe(
      false,
    );
    expect(judgeSession({ ...newSessionTimes(LOGIN), lastSeenAt: NaN }, LOGIN).valid).toBe(false);
  });
});

describe('password fingerprint', () => {
  const HASH = 'pbkdf2-sha256:600000:hI0TFo1cENWptzk4Nx5KsQ:HlFhsGWBVw8NjK6U8smX10mI8Sh4bE2eQ1t7FWnV3Zw';

  it('tells password hashes apart without holding any part of them', async () => {
    const fingerprint = await passwordFingerprint(HASH);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await passwordFingerprint(HASH.replace(/.$/, 'x'))).not.toBe(fingerprint);
    for (const part of HASH.split(':')) expect(fingerprint).not.toContain(part);
  });

  it('reads the secret as admin-auth does, spaces around it ignored', async () => {
    expect(await passwordFingerprint(` ${HASH}\n`)).toBe(await passwordFingerprint(HASH));
  });
});
