import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_BRAKE,
  type AttemptStatus,
  CLIENT_BRAKE,
  combineVerdicts,
  countedFailures,
  decideLoginThrottle,
  decideRecordedAttempt,
  PENDING_STALE_MS,
  throttleMessage,
} from '#functions/_shared/login-throttle.ts';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (minutes: number) => NOW - minutes * MINUTE;
const attempt = (status: AttemptStatus, minutes: number) => ({ status, attemptedAt: ago(minutes) });
const failure = (minutes: number) => attempt('failed', minutes);
const success = (minutes: number) => attempt('succeeded', minutes);
const pending = (minutes: number) => attempt('pending', minutes);

describe('login throttle', () => {
  it('allows up to 4 recent failures and refuses after the 5th', () => {
    expect(CLIENT_BRAKE).toEqual({ maxFailures: 5, windowMs: 15 * MINUTE, successClearsFailures: true });
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

  it("counts only a client's failures after its newest success", () => {
    const count = (earlier: Parameters<typeof countedFailures>[0]) =>
      countedFailures(earlier, NOW, CLIENT_BRAKE, 'failed');
    expect(count([])).toEqual([]);
    expect(count([failure(1), failure(2), success(3), failure(4), failure(5)])).toEqual([ago(1), ago(2)]);
    expect(count([success(1), failure(2)])).toEqual([]);
  });

  it("counts every failure of the account's, successes or not", () => {
    const earlier = [failure(1), success(2), failure(3)];
    expect(countedFailures(earlier, NOW, ACCOUNT_BRAKE, 'failed')).toEqual([ago(1), ago(3)]);
  });

  it('reads an attempt still being checked as told, and as a failure once it is stale', () => {
    const stale = PENDING_STALE_MS / MINUTE + 0.1;
    const earlier = [pending(0.1), failure(0.2), pending(stale)];
    expect(countedFailures(earlier, NOW, CLIENT_BRAKE, 'failed')).toEqual([ago(0.1), ago(0.2), ago(stale)]);
    expect(countedFailures(earlier, NOW, CLIENT_BRAKE, 'succeeded')).toEqual([]);
    expect(countedFailures([failure(0.2), pending(stale)], NOW, CLIENT_BRAKE, 'succeeded')).toEqual([
      ago(0.2),
      ago(stale),
    ]);
  });

  it('decides a recorded attempt on the attempts recorded before it', () => {
    const fiveFailures = [1, 2, 3, 4, 5].map(failure);
    expect(decideRecordedAttempt(fiveFailures.slice(0, 4), NOW)).toEqual({ verdict: 'allowed' });
    expect(decideRecordedAttempt(fiveFailures, NOW)).toEqual({
      verdict: 'refused',
      retryAfterSeconds: 10 * 60,
    });
    // a success recorded after them clears them, one recorded before them does not
    expect(decideRecordedAttempt([success(0.5), ...fiveFailures], NOW)).toEqual({ verdict: 'allowed' });
    expect(decideRecordedAttempt([...fiveFailures, success(6)], NOW).verdict).toBe('refused');
    // recorded before this attempt but stamped a moment after its clock read (parallel requests)
    const stampedLater = [{ status: 'failed' as const, attemptedAt: NOW + 5 }, ...fiveFailures.slice(0, 4)];
    expect(decideRecordedAttempt(stampedLater, NOW).verdict).toBe('refused');
  });

  it('waits for earlier attempts still being checked when only they could refuse it', () => {
    // a parallel burst: five before this one are being checked; right ones would clear the count
    const fivePending = [1, 2, 3, 4, 5].map((second) => pending(second / 60));
    expect(decideRecordedAttempt(fivePending, NOW)).toEqual({ verdict: 'undecided' });
    // four pending and nothing else: even if all four fail, there is room for this one
    expect(decideRecordedAttempt(fivePending.slice(0, 4), NOW)).toEqual({ verdict: 'allowed' });
    // five settled failures since an attempt still being checked refuse whatever it turns out
    const refused = decideRecordedAttempt([...[1, 2, 3, 4, 5].map(failure), pending(0.99 * 6)], NOW);
    expect(refused).toEqual({ verdict: 'refused', retryAfterSeconds: 10 * 60 });
  });

  it('lets the account take 100 failures an hour from all addresses, then waits for the oldest', () => {
    expect(ACCOUNT_BRAKE).toEqual({ maxFailures: 100, windowMs: 60 * MINUTE, successClearsFailures: false });
    const failures = Array.from({ length: 100 }, (_, index) => failure(0.5 * (index + 1)));
    expect(decideRecordedAttempt(failures.slice(0, 99), NOW, ACCOUNT_BRAKE)).toEqual({ verdict: 'allowed' });
    // the oldest of the hundred is 50 minutes old: 10 minutes to wait; a success changes nothing
    expect(decideRecordedAttempt([success(0.1), ...failures], NOW, ACCOUNT_BRAKE)).toEqual({
      verdict: 'refused',
      retryAfterSeconds: 10 * 60,
    });
  });

  it('refuses an attempt when any count refuses it, waits when any is undecided', () => {
    const allowed = { verdict: 'allowed' } as const;
    const undecided = { verdict: 'undecided' } as const;
    const refused = (seconds: number) => ({ verdict: 'refused', retryAfterSeconds: seconds }) as const;
    expect(combineVerdicts([allowed, allowed])).toEqual(allowed);
    expect(combineVerdicts([allowed, undecided])).toEqual(undecided);
    expect(combineVerdicts([undecided, refused(60)])).toEqual(refused(60));
    expect(combineVerdicts([refused(60), refused(600)])).toEqual(refused(600));
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
