// When an admin session stops being valid: 2 hours without use, or 12 hours after login,
// whichever comes first. Pure: the caller passes the clock.

export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface SessionTimes {
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

export type SessionVerdict = { valid: true } | { valid: false; reason: 'idle' | 'lifetime' };

export function newSessionTimes(now: number): SessionTimes {
  return { createdAt: now, lastSeenAt: now, expiresAt: now + SESSION_ABSOLUTE_LIFETIME_MS };
}

export function judgeSession(times: SessionTimes, now: number): SessionVerdict {
  // expiresAt is stored at login; the lifetime is also re-derived from createdAt so a row
  // with a wrong expiry cannot outlive the policy
  const lifetimeEnd = Math.min(times.expiresAt, times.createdAt + SESSION_ABSOLUTE_LIFETIME_MS);
  if (!(now < lifetimeEnd)) return { valid: false, reason: 'lifetime' };
  if (!(now < times.lastSeenAt + SESSION_IDLE_TIMEOUT_MS)) return { valid: false, reason: 'idle' };
  return { valid: true };
}
