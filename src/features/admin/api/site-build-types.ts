// What the site-build function answers (supabase/functions/site-build).

/** How the last request for a new build of the public page went. */
type BuildRequestOutcome = 'sending' | 'sent' | 'failed' | 'not_configured';

export interface SiteBuildStatus {
  /** The site revision now: it goes up with every change of what the public page shows. */
  revision: number;
  changedAt: string;
  /** Whether the functions have a build hook (SITE_BUILD_HOOK_URL) to ask the host with. */
  hookConfigured: boolean;
  request: {
    requestedAt: string | null;
    /** The revision the last requested build includes at least. */
    requestedRevision: number | null;
    /** A change waits for the next allowed request (one a minute at most). */
    waitingSince: string | null;
    outcome: BuildRequestOutcome | null;
    outcomeAt: string | null;
    /** The failure, as the owner reads it. */
    detail: string | null;
  };
}
