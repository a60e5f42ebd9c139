import type { RenderedSite } from '#src/lib/home-state-contract.ts';
import { SITE_LOCALES } from '#portable/site-locales.ts';
import { isCiBuild } from './placeholder-check.ts';
import { describeReadFailures } from './read-failure-message.ts';

/** How long each round of the build's reads may take, unless PRERENDER_READ_TIMEOUT_SECONDS says. */
export const DEFAULT_READ_TIMEOUT_MS = 15_000;

/** PRERENDER_READ_TIMEOUT_SECONDS in ms (a positive number of seconds), or the default. */
export function readTimeoutFromEnv(env: Record<string, string | undefined>): number {
  const raw = env.PRERENDER_READ_TIMEOUT_SECONDS?.trim();
  if (!raw) return DEFAULT_READ_TIMEOUT_MS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`PRERENDER_READ_TIMEOUT_SECONDS must be a positive number of seconds, not «${raw}».`);
  }
  return seconds * 1000;
}

export interface HomeRenderVerdict {
  /** Whether the rendered pages may be written: every read answered, or a local build. */
  publish: boolean;
  /** What to print: the summary on stdout, the failures (warnings, or errors when not published). */
  summary: string;
  problems: string[];
}

/**
 * What the build does with a render of the pages. On a CI or a host's build (CI truthy, as for
 * the placeholders) a failed read stops it: the host then keeps serving the last good deploy
 * rather than a page without the owner's photos, pairs and facts. Locally it warns and goes on.
 */
export function homeRenderVerdict(
  site: RenderedSite,
  settings: { supabaseUrl: string; readTimeoutMs: number; ci: string | undefined },
): HomeRenderVerdict {
  const paths = site.pages.map((page) => SITE_LOCALES[page.state.locale].path);
  // what the first page carries for its interactive islands to hydrate from (each carries its own)
  const carried = (site.pages[0]?.state.queries.queries ?? []).map((query) =>
    String(query.queryKey.join('/')),
  );
  const summary =
    `prerender: ${paths.join(' and ')} rendered from site revision ${site.revision ?? '(unread)'}; ` +
    `data carried: ${carried.join(', ') || 'none'}`;
  const count = site.failures.length;
  if (count === 0) return { publish: true, summary, problems: [] };
  const failed = count === 1 ? 'a read' : `${count} reads`;
  const failures = describeReadFailures(site.failures, settings.supabaseUrl, settings.readTimeoutMs).map(
    (line) => `  - ${line}`,
  );
  if (isCiBuild(settings.ci)) {
    return {
      publish: false,
      summary,
      problems: [
        `prerender: the build cannot read what the page publishes (${failed} failed):`,
        ...failures,
        `prerender: nothing was published (CI=${settings.ci}): a page without the owner's data is never ` +
          'deployed, and the host keeps serving the last good one. Fix the above and build again.',
      ],
    };
  }
  return {
    publish: true,
    summary,
    problems: [
      `prerender: ${failed} failed; this local build goes on, and the page shows the ` +
        'built-in content there (a CI or host build stops here):',
      ...failures,
    ],
  };
}
