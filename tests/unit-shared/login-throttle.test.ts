import { describe, expect, it } from 'vitest';
import {
  brakeClientKey,
  decideLoginThrottle,
  decideRecordedAttempt,
  failuresSinceLastSuccess,
  LOGIN_FAILURE_WINDOW_MS,
  MAX_LOGIN_FAILURES,
  throttleMessage,
} from '../../supabase/functions/_shared/login-throttle.ts';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (minutes: number) => NOW - minutes * MINUTE;

describe('login throttle', () => {
  it('allows up to 4 recent failures and refuses after the 5th', () => {
    expect(MAX_LOGIN_FAILURES).toBe(5);
    expect(LOGIN_FAILURE_WINDOW_MS).toBe(15 * MINUTE);
    expect(decideLoginThrottle([], NOW)).toEqual({ allowed: true });
    expect(decideLoginThrottle([ago(1), ago(2), ago(3), ago(4)], NOW)).toEqual({ allowed: true });
    expect(decideLoginThrottle([ago(1), ago(2), ago(3), ago(4), ago(5)], NOW).allowed).toBe(false);
  });

  it('waits until the 5th most recent failure is 15 minutes old', () => {
    // failures 5 and 10 minutes ago plus three more: the 5th newest is 10 minutes old
    const decision = decideLoginThrottle([ago(1), ago(2), ago(3), ago(5), ago(10), ago(12)], NOW);
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 5 * 60 });
  });

  it('forgets failures older than 15 minutes', () => {
    expect(decideLoginThrottle([ago(1), ago(2), ago(3), ago(4), ago(15)], NOW)).toEqual({ allowed: true });
  });

  it('counts only the failures after the newest success', () => {
    const failure = (minutes: number) => ({ succeeded: false, attemptedAt: ago(minutes) });
    const success = (minutes: number) => ({ succeeded: true, attemptedAt: ago(minutes) });
    expect(failuresSinceLastSuccess([])).toEqual([]);
    expect(failuresSinceLastSuccess([failure(1), failure(2), success(3), failure(4), failure(5)])).toEqual([
      ago(1),
      ago(2),
    ]);
    expect(failuresSinceLastSuccess([success(1), failure(2)])).toEqual([]);
  });

  it('decides a recorded attempt on the attempts recorded before it', () => {
    const fiveFailures = [1, 2, 3, 4, 5].map((minutes) => ({ succeeded: false, attemptedAt: ago(minutes) }));
    expect(decideRecordedAttempt(fiveFailures.slice(0, 4), NOW)).toEqual({ allowed: true });
    expect(decideRecordedAttempt(fiveFailures, NOW)).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    // a success recorded after them clears them, one recorded before them does not
    const cleared = [{ succeeded: true, attemptedAt: ago(0.5) }, ...fiveFailures];
    expect(decideRecordedAttempt(cleared, NOW)).toEqual({ allowed: true });
    const notCleared = [...fiveFailures, { succeeded: true, attemptedAt: ago(6) }];
    expect(decideRecordedAttempt(notCleared, NOW).allowed).toBe(false);
    // recorded before this attempt but stamped a moment after its clock read (parallel requests)
    const stampedLater = [{ succeeded: false, attemptedAt: NOW + 5 }, ...fiveFailures.slice(0, 4)];
    expect(decideRecordedAttempt(stampedLater, NOW).allowed).toBe(false);
  });

  it('keeps admin logins and SEO keys of one address apart', () => {
    expect(brakeClientKey('admin-login', '198.51.100.7')).toBe('198.51.100.7');
    expect(brakeClientKey('seo-key', '198.51.100.7')).toBe('seo:198.51.100.7');
  });

  it('says the wait in Portuguese, in minutes or seconds', () => {
    expect(throttleMessage(5 * 60)).toBe(
      'Demasiadas tentativas falhadas. Tente novamente dentro de 5 minutos.',
    );
    expect(throttleMessage(61)).toBe('Demasiadas tentativas falhadas. Tente novamente dentro de 2 minutos.');
    expect(throttleMessage(60)).toBe('Demasiadas tentativas falhadas. Tente novamente dentro de 1 minuto.');
    expect(throttleMessage(1)).toBe('Demasiadas tentativas falhadas. Tente novamente dentro de 1 segundo.');
    expect(throttleMessage(42)).toBe(
      'Demasiadas tentativas falhadas. Tente novamente dentro de 42 segundos.',
    );
  });
});
