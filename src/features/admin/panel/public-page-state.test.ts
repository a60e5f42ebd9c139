import { describe, expect, it } from 'vitest';
import type { HomeState } from '#src/lib/home-state-contract.ts';
import { aReadFailure } from '#src/testing/read-failures.ts';
import type { SiteBuildStatus } from '#src/features/admin/api/site-build-types.ts';
import { BUILD_PATIENCE_MS, publicPageState } from './public-page-state.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const served = (revision: number | null): HomeState => ({
  locale: 'pt-PT',
  revision,
  builtAt: ago(60_000),
  queries: { mutations: [], queries: [] },
});

function build(
  revision: number,
  request: Partial<SiteBuildStatus['request']> = {},
  hookConfigured = true,
): SiteBuildStatus {
  return {
    revision,
    changedAt: ago(30_000),
    hookConfigured,
    request: {
      requestedAt: null,
      requestedRevision: null,
      waitingSince: null,
      outcome: null,
      outcomeAt: null,
      detail: null,
      ...request,
    },
  };
}

describe('publicPageState', () => {
  it('is current when the served page was built from the newest change', () => {
    expect(publicPageState(served(8), build(8), NOW)).toEqual({ kind: 'current', builtAt: ago(60_000) });
  });

  it('is live when the served page is not prerendered (the development server)', () => {
    expect(publicPageState(null, build(8), NOW)).toEqual({ kind: 'live' });
  });

  it('is updating while a request covering the change is fresh, being sent, or waiting its turn', () => {
    const sent = { requestedAt: ago(60_000), requestedRevision: 9, outcome: 'sent' as const };
    expect(publicPageState(served(8), build(9, sent), NOW).kind).toBe('updating');
    expect(publicPageState(served(8), build(9, { outcome: 'sending', requestedRevision: 9 }), NOW).kind).toBe(
      'updating',
    );
    expect(publicPageState(served(8), build(10, { ...sent, waitingSince: ago(5_000) }), NOW).kind).toBe(
      'updating',
    );
    // the change's own request is made right after the answer
    expect(publicPageState(served(8), build(10, sent), NOW).kind).toBe('updating');
  });

  it('is outdated, saying why, when nothing is going to bring the page up to date by itself', () => {
    expect(publicPageState(served(8), build(9, {}, false), NOW)).toMatchObject({
      kind: 'outdated',
      reason: 'no-hook',
    });
    expect(
      publicPageState(
        served(8),
        build(9, { outcome: 'failed', outcomeAt: ago(10_000), detail: 'O alojamento respondeu 500.' }),
        NOW,
      ),
    ).toMatchObject({ kind: 'outdated', reason: 'request-failed', detail: 'O alojamento respondeu 500.' });
    const old = { requestedAt: ago(BUILD_PATIENCE_MS + 1), requestedRevision: 9, outcome: 'sent' as const };
    expect(publicPageState(served(8), build(9, old), NOW)).toMatchObject({
      kind: 'outdated',
      reason: 'not-published',
    });
    const stale = { ...build(9), changedAt: ago(10 * 60_000) };
    expect(publicPageState(served(8), stale, NOW)).toMatchObject({
      kind: 'outdated',
      reason: 'not-requested',
    });
  });

  it("is outdated when the host's build after the last request could not read the data, saying what failed", () => {
    const sent = { requestedAt: ago(60_000), requestedRevision: 9, outcome: 'sent' as const };
    const failures = [aReadFailure({ kind: 'missing-grant', status: 401, code: '42501' })];
    const failed = { outcome: 'failed' as const, at: ago(30_000), failures };
    expect(publicPageState(served(8), build(9, sent), NOW, failed)).toEqual({
      kind: 'outdated',
      reason: 'build-failed',
      changedAt: ago(30_000),
      failedAt: ago(30_000),
      failures,
    });
    // an older failure, or a build that published, says nothing about the request under way
    expect(publicPageState(served(8), build(9, sent), NOW, { ...failed, at: ago(90_000) }).kind).toBe(
      'updating',
    );
    const published = { outcome: 'published' as const, at: ago(30_000), revision: 8 };
    expect(publicPageState(served(8), build(9, sent), NOW, published).kind).toBe('updating');
    // a hook that refused the request comes first: the host was never asked
    const refused = {
      ...sent,
      outcome: 'failed' as const,
      outcomeAt: ago(60_000),
      detail: 'O alojamento respondeu 404.',
    };
    expect(publicPageState(served(8), build(9, refused), NOW, failed)).toMatchObject({
      reason: 'request-failed',
    });
    // the page is up to date whatever an earlier build did
    expect(publicPageState(served(9), build(9, sent), NOW, failed).kind).toBe('current');
  });

  it('treats a page that does not know its revision as older than any change', () => {
    expect(publicPageState(served(null), build(0, {}, false), NOW).kind).toBe('outdated');
  });
});
