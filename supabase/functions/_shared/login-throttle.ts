// Brute-force brake for the admin login: after 5 failures from one client within 15
// minutes, further attempts are refused until the oldest of those failures is 15 minutes
// old. Refused attempts are not counted, so the wait never grows beyond what is announced.
// Pure: the caller passes the failure times and the clock.

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** `failureTimes`: epoch ms of the client's failures since its last successful login. */
export function decideLoginThrottle(failureTimes: readonly number[], now: number): ThrottleDecision {
  const recent = failureTimes.filter((time) => time > now - LOGIN_FAILURE_WINDOW_MS && time <= now);
  if (recent.length < MAX_LOGIN_FAILURES) return { allowed: true };
  // the client may try again once all but (MAX - 1) of the recent failures have aged out
  const sorted = [...recent].sort((a, b) => b - a);
  const unlockingFailure = sorted[MAX_LOGIN_FAILURES - 1] ?? now;
  const waitMs = unlockingFailure + LOGIN_FAILURE_WINDOW_MS - now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
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
