// The order of the Lighthouse runs (pure: unit-tested).
import type { Profile } from './lighthouse-runs.ts';

/** The site's `/`, or the control page: a trivial static page on the same server. */
export type Page = 'site' | 'control';

export interface PlannedRun {
  profile: Profile;
  page: Page;
  /** 1-based number of this run among the runs of its profile and page. */
  run: number;
  /** How many runs its profile and page get. */
  of: number;
}

export interface ProfileRuns {
  profile: Profile;
  site: number;
  control: number;
}

/**
 * The runs of each profile in turn, the site and the control page alternating within a
 * profile (site, control, site, control …), so whatever slows the machine for a while hits
 * both alike; a page with more runs than the other finishes its runs after the alternation.
 */
export function interleavedPlan(profiles: readonly ProfileRuns[]): PlannedRun[] {
  return profiles.flatMap(({ profile, site, control }) =>
    Array.from({ length: Math.max(site, control) }, (_, i) => [
      ...(i < site ? [{ profile, page: 'site' as const, run: i + 1, of: site }] : []),
      ...(i < control ? [{ profile, page: 'control' as const, run: i + 1, of: control }] : []),
    ]).flat(),
  );
}
