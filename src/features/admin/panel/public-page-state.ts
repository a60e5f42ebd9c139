import type { HomeState } from '#src/lib/home-state-contract.ts';
import type { LastBuild } from '#src/lib/last-build-report.ts';
import type { ReadFailure } from '#src/lib/read-failure.ts';
import type { SiteBuildStatus } from '#src/features/admin/api/site-build-types.ts';

/** How long a host may take to publish a requested build before the owner is told it has not. */
export const BUILD_PATIENCE_MS = 20 * 60_000;
/** How long after a change its build request may take to be recorded (it is made after the answer). */
const REQUEST_GRACE_MS = 2 * 60_000;

/**
 * Whether the public page served now carries the owner's latest changes:
 * - current: it was built from every change (builtAt: when);
 * - updating: a new build was asked for, or is about to be, and the host has not published it yet;
 * - outdated: it lacks a change and nothing is going to fix that by itself (why: no hook, a
 *   request the hook refused, a build that failed to read the data, as the host says it, or a
 *   build that has not arrived);
 * - live: the page is not prerendered (`npm start`): it always shows the data as it is now.
 */
export type PublicPageState =
  | { kind: 'current'; builtAt: string }
  | { kind: 'updating'; changedAt: string }
  | {
      kind: 'outdated';
      reason: 'no-hook' | 'request-failed' | 'not-published' | 'not-requested';
      changedAt: string;
      /** When the failed or unpublished request was made. */
      requestedAt?: string | null;
      detail?: string | null;
    }
  | {
      kind: 'outdated';
      reason: 'build-failed';
      changedAt: string;
      /** When the host's build gave up; the previous page is still served. */
      failedAt: string;
      failures: ReadFailure[];
    }
  | { kind: 'live' };

const age = (iso: string | null, now: number) => (iso ? now - Date.parse(iso) : Infinity);

export function publicPageState(
  served: HomeState | null,
  build: SiteBuildStatus,
  now: number,
  /** How the host's last build went, when the host says it (the preview does). */
  lastBuild: LastBuild | null = null,
): PublicPageState {
  if (!served) return { kind: 'live' };
  if (served.revision !== null && served.revision >= build.revision) {
    return { kind: 'current', builtAt: served.builtAt };
  }
  const { changedAt, request } = build;
  if (!build.hookConfigured || request.outcome === 'not_configured') {
    return { kind: 'outdated', reason: 'no-hook', changedAt };
  }
  if (request.outcome === 'failed') {
    return {
      kind: 'outdated',
      reason: 'request-failed',
      changedAt,
      requestedAt: request.outcomeAt,
      detail: request.detail,
    };
  }
  // a build that failed after the last request answered it: nothing newer is under way
  if (lastBuild?.outcome === 'failed' && age(lastBuild.at, now) <= age(request.requestedAt, now)) {
    return {
      kind: 'outdated',
      reason: 'build-failed',
      changedAt,
      failedAt: lastBuild.at,
      failures: lastBuild.failures,
    };
  }
  if (request.waitingSince !== null || request.outcome === 'sending') return { kind: 'updating', changedAt };
  const covered = request.requestedRevision !== null && request.requestedRevision >= build.revision;
  if (covered) {
    return age(request.requestedAt, now) < BUILD_PATIENCE_MS
      ? { kind: 'updating', changedAt }
      : { kind: 'outdated', reason: 'not-published', changedAt, requestedAt: request.requestedAt };
  }
  // the change's request is made after the function answered: give it a moment
  return age(changedAt, now) < REQUEST_GRACE_MS
    ? { kind: 'updating', changedAt }
    : { kind: 'outdated', reason: 'not-requested', changedAt };
}
