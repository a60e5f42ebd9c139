// The order of the Lighthouse runs (pure: unit-tested).
import type { Profile } from './lighthouse-runs.ts';

/**
 * The site's `/`; its page in English, `/en/`; the page without scripts (`/` as built with every
 * <script> element taken out) and the same of `/en/`; or the control page: a trivial static page
 * on the same server.
 */
export type Page = 'site' | 'english' | 'document' | 'english-document' | 'control';

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
  /** Runs of `/en/` (none if left out). */
  english?: number;
  /** Runs of the page without scripts (none if left out). */
  document?: number;
  /** Runs of `/en/` without scripts (none if left out). */
  englishDocument?: number;
  control: number;
}

/**
 * The runs of each profile in turn, its pages alternating within the profile (site, document,
 * control, site, document, control …), so whatever slows the machine for a while hits them
 * alike; a page with more runs than another finishes its runs after the alternation.
 */
export function interleavedPlan(profiles: readonly ProfileRuns[]): PlannedRun[] {
  return profiles.flatMap(({ profile, site, english = 0, document = 0, englishDocument = 0, control }) => {
    const counts: [Page, number][] = [
      ['site', site],
      ['english', english],
      ['document', document],
      ['english-document', englishDocument],
      ['control', control],
    ];
    return Array.from({ length: Math.max(...counts.map(([, of]) => of)) }, (_, i) =>
      counts.filter(([, of]) => i < of).map(([page, of]) => ({ profile, page, run: i + 1, of })),
    ).flat();
  });
}
