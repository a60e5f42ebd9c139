// Brute-force brake for guessed secrets (the admin login, the SEO keys). Two counts judge an
// attempt (docs/login-brake.md):
// - its client's: after 5 failures within 15 minutes from one address (or one device token)
//   the client waits until the oldest of them is 15 minutes old; a success clears them;
// - the account's, for attempts without a valid device token: after 100 failures within an
//   hour from all addresses together, such attempts wait until the oldest is an hour old.
//   Successes do not clear it, so an attacker gains nothing by a lucky address.
// Refused attempts are not counted, so the wait never grows beyond what is announced. Pure:
// the caller passes the recorded attempts and the clock.

/** What is guessed: each has its own counts. */
export type BrakeScope = 'admin-login' | 'seo-key';

export interface BrakeLimit {
  maxFailures: number;
  windowMs: number;
  /** A success clears the failures recorded before it. */
  successClearsFailures: boolean;
}

export const CLIENT_BRAKE: BrakeLimit = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
  successClearsFailures: true,
};

export const ACCOUNT_BRAKE: BrakeLimit = {
  maxFailures: 100,
  windowMs: 60 * 60 * 1000,
  successClearsFailures: false,
};

/**
 * An attempt still being checked whose function never settled it (it crashed) counts as a
 * failure after this long; before, it may still turn out a success.
 */
export const PENDING_STALE_MS = 60 * 1000;

export type AttemptStatus = 'pending' | 'failed' | 'succeeded';

/** A recorded attempt (epoch ms). */
export interface RecordedAttempt {
  status: AttemptStatus;
  attemptedAt: number;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** `undecided`: attempts still being checked decide it; ask again once they are settled. */
export type BrakeVerdict =
  { verdict: 'allowed' } | { verdict: 'refused'; retryAfterSeconds: number } | { verdict: 'undecided' };

/** `failureTimes`: epoch ms of the failures that count. */
export function decideLoginThrottle(
  failureTimes: readonly number[],
  now: number,
  limit: BrakeLimit = CLIENT_BRAKE,
): ThrottleDecision {
  const recent = failureTimes.filter((time) => time > now - limit.windowMs && time <= now);
  if (recent.length < limit.maxFailures) return { allowed: true };
  // the client may try again once all but (max - 1) of the recent failures have aged out
  const sorted = [...recent].sort((a, b) => b - a);
  const unlockingFailure = sorted[limit.maxFailures - 1] ?? now;
  const waitMs = unlockingFailure + limit.windowMs - now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * `earlier`: newest first. The failure times that count, reading each attempt still being
 * checked as `pendingAs` (one pending for longer than PENDING_STALE_MS is a failure).
 */
export function countedFailures(
  earlier: readonly RecordedAttempt[],
  now: number,
  limit: BrakeLimit,
  pendingAs: 'failed' | 'succeeded',
): number[] {
  const failures: number[] = [];
  for (const attempt of earlier) {
    const stale = attempt.attemptedAt <= now - PENDING_STALE_MS;
    const status = attempt.status === 'pending' && !stale ? pendingAs : attempt.status;
    if (status === 'succeeded') {
      if (limit.successClearsFailures) break;
      continue;
    }
    failures.push(attempt.attemptedAt);
  }
  return failures;
}

/**
 * The decision for an attempt already recorded (as pending) before it is evaluated, from the
 * attempts of the same count recorded before it, newest first. Deciding on what was recorded
 * *before* this attempt is what keeps a parallel burst to `maxFailures` evaluated guesses;
 * waiting for the earlier attempts still being checked (rather than reading them as failures)
 * is what lets a parallel burst of right answers all through.
 */
export function decideRecordedAttempt(
  earlier: readonly RecordedAttempt[],
  now: number,
  limit: BrakeLimit = CLIENT_BRAKE,
): BrakeVerdict {
  // an attempt of the same burst can be recorded before this one with a clock read a moment
  // later; it still happened before this one, so it is not left out as "in the future"
  const clamped = earlier.map((attempt) => ({ ...attempt, attemptedAt: Math.min(attempt.attemptedAt, now) }));
  const ifAllFail = decideLoginThrottle(countedFailures(clamped, now, limit, 'failed'), now, limit);
  if (ifAllFail.allowed) return { verdict: 'allowed' };
  const ifAllSucceed = decideLoginThrottle(countedFailures(clamped, now, limit, 'succeeded'), now, limit);
  if (!ifAllSucceed.allowed) return { verdict: 'refused', retryAfterSeconds: ifAllSucceed.retryAfterSeconds };
  return { verdict: 'undecided' };
}

/** Several counts judge one attempt: refused by any refuses it, undecided by any waits. */
export function combineVerdicts(verdicts: readonly BrakeVerdict[]): BrakeVerdict {
  let wait = 0;
  let undecided = false;
  for (const verdict of verdicts) {
    if (verdict.verdict === 'refused') wait = Math.max(wait, verdict.retryAfterSeconds);
    if (verdict.verdict === 'undecided') undecided = true;
  }
  if (wait > 0) return { verdict: 'refused', retryAfterSeconds: wait };
  return undecided ? { verdict: 'undecided' } : { verdict: 'allowed' };
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
