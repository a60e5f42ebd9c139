import type { ReadFailure } from './read-failure.ts';

/**
 * How the static host's last build of `/` went, where the host says it: `npm run preview` (the
 * host with a build hook, locally) answers `/` with this header once its build hook has run. The
 * hosted hosts say it in their own dashboards instead, which /admin cannot read.
 */
export const LAST_BUILD_HEADER = 'x-last-build';

export type LastBuild =
  | { outcome: 'published'; at: string; revision: number | null }
  /** The render's reads failed: the previous `/` is still served. */
  | { outcome: 'failed'; at: string; failures: ReadFailure[] };

/** The header's value: JSON, percent-encoded (a header carries ASCII only). */
export function lastBuildHeaderValue(build: LastBuild): string {
  return encodeURIComponent(JSON.stringify(build));
}

/** The report a `/` answer carries, or null when it carries none or one this site cannot read. */
export function readLastBuild(value: string | null): LastBuild | null {
  if (!value) return null;
  try {
    const build = JSON.parse(decodeURIComponent(value)) as LastBuild;
    if (typeof build.at !== 'string' || Number.isNaN(Date.parse(build.at))) return null;
    if (build.outcome === 'published') return build;
    if (build.outcome === 'failed' && Array.isArray(build.failures)) return build;
    return null;
  } catch {
    return null;
  }
}
