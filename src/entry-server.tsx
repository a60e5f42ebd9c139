// The server side of the prerender (scripts/prerender.ts and the preview's rebuild): the home
// page rendered into static HTML from what is published, with the markup of each island
// rendered as a root of its own, as src/mount-home.tsx hydrates or renders it in the browser.
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  partialMatchKey,
  type DehydrateOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { BASE_LOCALE, type SiteLocale } from '#portable/site-locales.ts';
import { siteEnv } from '#src/config/env.ts';
import { SITE } from '#src/content/business.ts';
import { getPublishedLocales } from '#src/features/home/api/get-published-locales.ts';
import { prefetchHomeQueries } from '#src/features/home/api/home-queries.ts';
import { HomePage } from '#src/features/home/home-page.tsx';
import { ISLANDS, loadEveryIsland, type IslandName } from '#src/features/home/islands/island-registry.ts';
import { IslandRoot } from '#src/features/home/islands/island-root.tsx';
import { renderPageWithIslands } from '#src/features/home/islands/render-page-with-islands.tsx';
import type { HomeState, RenderedHome, RenderedSite } from '#src/lib/home-state-contract.ts';
import type { PageLanguage } from '#src/lib/page-language.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { classifyReadFailure, type ReadFailure } from '#src/lib/read-failure.ts';
import { readSiteRevision } from '#src/lib/site-revision.ts';

/** A project that has not answered by then is out of reach (each of the two rounds of reads). */
const READ_TIMEOUT_MS = 15_000;

export interface RenderSiteOptions {
  /** How long each round of reads may take (the revision and languages, then each page's data). */
  readTimeoutMs?: number;
}

/**
 * Reads what is published (the same reads the browser makes, with the public key) and renders
 * the page of each language the site is published in from it. Never throws for the project: a
 * read that fails leaves its part of a page with the built-in content (fallback images, the
 * build's business configuration), as a visitor's page would show it, and is returned in
 * `failures` with why; the caller decides whether such pages may be published
 * (scripts/support/home-render-report.ts). When the languages cannot be read, only the site's
 * own language's page is rendered.
 */
export async function renderSite({
  readTimeoutMs = READ_TIMEOUT_MS,
}: RenderSiteOptions = {}): Promise<RenderedSite> {
  const failures: ReadFailure[] = [];
  let revision: number | null = null;
  let published: SiteLocale[] = [BASE_LOCALE];
  const deadline = AbortSignal.timeout(readTimeoutMs);
  // before the data: a change made meanwhile makes the pages look older than they are, never newer
  const [revisionRead, languagesRead] = await Promise.allSettled([
    readSiteRevision(deadline),
    getPublishedLocales(deadline),
  ]);
  if (revisionRead.status === 'fulfilled') revision = revisionRead.value?.revision ?? null;
  else failures.push(classifyReadFailure('site revision', revisionRead.reason, deadline.aborted));
  if (languagesRead.status === 'fulfilled') published = languagesRead.value;
  else failures.push(classifyReadFailure('published languages', languagesRead.reason, deadline.aborted));

  const pages: RenderedHome[] = [];
  for (const locale of published) {
    const page = await renderHome({ locale, published }, revision, readTimeoutMs);
    pages.push(page);
    failures.push(...page.failures);
  }
  return { pages, failures, revision };
}

/** One language's page, from its own reads (a cache of its own, so it carries only its own data). */
async function renderHome(
  language: PageLanguage,
  revision: number | null,
  readTimeoutMs: number,
): Promise<RenderedHome> {
  const queryClient = createQueryClient('build');
  const failures: ReadFailure[] = [];
  let timedOut = false;
  const timeout = setTimeout(() => {
    timedOut = true;
    void queryClient.cancelQueries();
  }, readTimeoutMs);
  const failed = await prefetchHomeQueries(queryClient, language.locale);
  clearTimeout(timeout);
  for (const [read, error] of Object.entries(failed))
    failures.push(classifyReadFailure(read, error, timedOut));
  const { html, interactive } = await renderPage(queryClient, language);
  const state: HomeState = {
    locale: language.locale,
    revision,
    builtAt: new Date().toISOString(),
    queries: dehydrate(queryClient, { shouldDehydrateQuery: readByAny(interactive) }),
  };
  return { markup: html, state, failures };
}

async function renderPage(queryClient: QueryClient, language: PageLanguage) {
  await loadEveryIsland();
  // The page itself is never hydrated: plain markup, without React's hydration comments.
  const root = (children: ReactElement) => (
    <IslandRoot queryClient={queryClient} language={language}>
      {children}
    </IslandRoot>
  );
  return renderPageWithIslands(root(<HomePage />), root);
}

/**
 * The page carries the data its interactive islands hydrate from, and nothing else: the rest
 * is in its markup already, and an island rendered for a live change reads afresh.
 */
function readByAny(islands: IslandName[]): DehydrateOptions['shouldDehydrateQuery'] {
  const reads = islands.flatMap((name) => ISLANDS[name].reads);
  return (query) =>
    defaultShouldDehydrateQuery(query) && reads.some((read) => partialMatchKey(query.queryKey, read));
}

/** Build settings the host files need, as this build baked them in (env and .env files). */
export const buildSettings = {
  siteUrl: SITE.url,
  supabaseUrl: siteEnv.supabaseUrl ?? null,
};
