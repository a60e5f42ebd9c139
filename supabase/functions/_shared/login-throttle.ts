// Brute-force brake for guessed secrets (the admin login, the SEO keys): after 5 failures
// from one client within 15 minutes, further attempts are refused until the oldest of those
// failures is 15 minutes old. Refused attempts are not counted, so the wait never grows
// beyond what is announced. Pure: the caller passes the recorded attempts and the clock.

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** What is guessed: each has its own failure count per client. */
export type BrakeScope = 'admin-login' | 'seo-key';

/**
 * The client_key of an attempt: the admin login keeps the bare address (as recorded before the
 * SEO brake existed), the SEO keys use `seo:<address>`, so neither counts against the other.
 */
export function brakeClientKey(scope: BrakeScope, address: string): string {
  return scope === 'seo-key' ? `seo:${address}` : address;
}

/** A recorded attempt of one client (epoch ms). */
export interface RecordedAttempt {
  succeeded: boolean;
  attemptedAt: number;
}

/** `earlier`: newest first. The failure times after the newest success (which clears them). */
export function failuresSinceLastSuccess(earlier: readonly RecordedAttempt[]): number[] {
  const failures: number[] = [];
  for (const attempt of earlier) {
    if (attempt.succeeded) break;
    failures.push(attempt.attemptedAt);
  }
  return failures;
}

/** `failureTimes`: epoch ms of the client's failures since its last successful attempt. */
export function decideLoginThrottle(failureTimes: readonly number[], now: number): ThrottleDecision {
  const recent = failureTimes.filter((time) => time > now - LOGIN_FAILURE_WINDOW_MS && time <= now);
  if (recent.length < MAX_LOGIN_FAILURES) return { allowed: true };
  // the client may try again once all but (MAX - 1) of the recent failures have aged out
  const sorted = [...recent].sort((a, b) => b - a);
  const unlockingFailure = sorted[MAX_LOGIN_FAILURES - 1] ?? now;
  const waitMs = unlockingFailure + LOGIN_FAILURE_WINDOW_MS - now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * The decision for an attempt already recorded (as a failure) before it is evaluated, from the
 * attempts of the same client recorded before it, newest first. Deciding on what was recorded
 * *before* this attempt, rather than on what is there when it is checked, is what keeps a
 * parallel burst to MAX_LOGIN_FAILURES evaluated guesses.
 */
export function decideRecordedAttempt(earlier: readonly RecordedAttempt[], now: number): ThrottleDecision {
  // an attempt of the same burst can be recorded before this one with a clock read a moment
  // later; it still happened before this one, so it is not left out as "in the future"
  const failures = failuresSinceLastSuccess(earlier).map((time) => Math.min(time, now));
  return decideLoginThrottle(failures, now);
}

/** "Demasiadas tentativas falhadas. Tente novamente dentro de 12 minutos." */
export function throttleMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? plural(retryAfterSeconds, 'segundo', 'segundos')
      : plural(Math.ceil(retryAfterSeconds / 60), 'minuto', 'minutos');
  return `Demasiadas tentativas falhadas. Tente novamente dentro de ${wait}.`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
