// The server side of the prerender (scripts/prerender.ts and the preview's rebuild): the home
// page rendered into static HTML from what is published, with the markup of each island
// rendered as a root of its own, exactly as src/mount-home.tsx hydrates it in the browser.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { siteEnv } from './config/env.ts';
import { SITE } from './content/business.ts';
import { prefetchHomeQueries } from './features/home/api/home-queries.ts';
import { HomePage } from './features/home/home-page.tsx';
import {
  ISLAND_SLOT_ATTRIBUTE,
  IslandCollectorContext,
  type IslandCollector,
} from './features/home/islands/island.tsx';
import { IslandRoot } from './features/home/islands/island-root.tsx';
import type { HomeState, RenderedHome } from './lib/home-state-contract.ts';
import { classifyReadFailure, type ReadFailure } from './lib/read-failure.ts';
import { readSiteRevision } from './lib/site-revision.ts';
import { mediaBaseUrl, shortenStorageUrls } from './lib/storage-urls-in-state.ts';
import { compactDehydratedState } from './lib/compact-dehydrated-state.ts';

const ISLAND_PLACEHOLDER = new RegExp(` ${ISLAND_SLOT_ATTRIBUTE}="(\\d+)"></div>`, 'g');
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
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
  const base = mediaBaseUrl(siteEnv.supabaseUrl ?? '');
  const queries = compactDehydratedState(
    dehydrate(queryClient, { serializeData: (data) => shortenStorageUrls(data, base) }),
  );
  const state: HomeState = { revision, builtAt: new Date().toISOString(), queries };
  return { markup: renderPage(queryClient), state, failures };
}

function renderPage(queryClient: QueryClient): string {
  const islands: ReactElement[] = [];
  const collector: IslandCollector = { add: (element) => islands.push(element) - 1 };
  // The page itself is never hydrated: plain markup, without React's hydration comments.
  const page = renderToStaticMarkup(
    <IslandRoot queryClient={queryClient}>
      <IslandCollectorContext value={collector}>
        <HomePage />
      </IslandCollectorContext>
    </IslandRoot>,
  );
  const filled = page.replace(ISLAND_PLACEHOLDER, (_placeholder, index: string) => {
    const island = islands[Number(index)];
    if (!island) throw new Error(`prerender: no island number ${index}`);
    return `>${renderToString(<IslandRoot queryClient={queryClient}>{island}</IslandRoot>)}</div>`;
  });
  const left = filled.match(new RegExp(ISLAND_SLOT_ATTRIBUTE, 'g'));
  if (left) throw new Error(`prerender: ${left.length} island placeholders were not filled`);
  return filled;
}

/** Build settings the host files need, as this build baked them in (env and .env files). */
export const buildSettings = {
  siteUrl: SITE.url,
  supabaseUrl: siteEnv.supabaseUrl ?? null,
};
