// When an admin session stops being valid: 2 hours without use, 12 hours after login, or as
// soon as the admin password changes, whichever comes first. Pure: the caller passes the clock
// and the password hash in force.
import { sha256Hex } from './digest.ts';

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

/**
 * What a session keeps of the ADMIN_PASSWORD_HASH it was opened under, to be compared with the
 * one in force: a SHA-256 of it (trimmed, as admin-auth reads it), never the hash itself, so the
 * sessions table holds nothing a password could be tried against.
 */
export function passwordFingerprint(passwordHashText: string): Promise<string> {
  return sha256Hex(`admin-session-password:v1:${passwordHashText.trim()}`);
}
