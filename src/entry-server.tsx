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
import { siteEnv } from './config/env.ts';
import { SITE } from './content/business.ts';
import { prefetchHomeQueries } from './features/home/api/home-queries.ts';
import { HomePage } from './features/home/home-page.tsx';
import { ISLANDS, loadEveryIsland, type IslandName } from './features/home/islands/island-registry.ts';
import { IslandRoot } from './features/home/islands/island-root.tsx';
import { renderPageWithIslands } from './features/home/islands/render-page-with-islands.tsx';
import type { HomeState, RenderedHome } from './lib/home-state-contract.ts';
import { createQueryClient } from './lib/query-client.ts';
import { classifyReadFailure, type ReadFailure } from './lib/read-failure.ts';
import { readSiteRevision } from './lib/site-revision.ts';

/** A project that has not answered by then is out of reach (each of the two rounds of reads). */
const READ_TIMEOUT_MS = 15_000;

export interface RenderHomeOptions {
  /** How long each round of reads may take (the revision, then the page's data). */
  readTimeoutMs?: number;
}

/**
 * Reads what is published (the same reads the browser makes, with the public key) and renders
 * `/` from it. Never throws for the project: a read that fails leaves its part of the page with
 * the built-in content (fallback images, the build's business configuration), as a visitor's
 * page would show it, and is returned in `failures` with why; the caller decides whether such a
 * page may be published (scripts/support/home-render-report.ts).
 */
export async function renderHome({
  readTimeoutMs = READ_TIMEOUT_MS,
}: RenderHomeOptions = {}): Promise<RenderedHome> {
  const queryClient = createQueryClient('build');
  const failures: ReadFailure[] = [];
  let revision: number | null = null;
  const revisionDeadline = AbortSignal.timeout(readTimeoutMs);
  try {
    // before the data: a change made meanwhile makes the page look older than it is, never newer
    revision = (await readSiteRevision(revisionDeadline))?.revision ?? null;
  } catch (error) {
    failures.push(classifyReadFailure('site revision', error, revisionDeadline.aborted));
  }
  let timedOut = false;
  const timeout = setTimeout(() => {
    timedOut = true;
    void queryClient.cancelQueries();
  }, readTimeoutMs);
  const failed = await prefetchHomeQueries(queryClient);
  clearTimeout(timeout);
  for (const [read, error] of Object.entries(failed))
    failures.push(classifyReadFailure(read, error, timedOut));
  const { html, interactive } = await renderPage(queryClient);
  const state: HomeState = {
    revision,
    builtAt: new Date().toISOString(),
    queries: dehydrate(queryClient, { shouldDehydrateQuery: readByAny(interactive) }),
  };
  return { markup: html, state, failures };
}

async function renderPage(queryClient: QueryClient) {
  await loadEveryIsland();
  // The page itself is never hydrated: plain markup, without React's hydration comments.
  const root = (children: ReactElement) => <IslandRoot queryClient={queryClient}>{children}</IslandRoot>;
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
