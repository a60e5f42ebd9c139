import type { QueryClient } from '@tanstack/react-query';
import { businessFactsQueryOptions } from './get-business-facts.ts';
import { pageTextsQueryOptions } from './get-page-texts.ts';
import { portfolioPairsQueryOptions } from './get-portfolio-pairs.ts';
import { siteMediaQueryOptions } from './get-site-media.ts';
import { activeVideosQueryOptions } from './get-videos.ts';

/** Every read `/` renders from, by what it is: the build prefetches them, the browser starts from them. */
export function homeQueries() {
  return {
    'published images': siteMediaQueryOptions(),
    'portfolio pairs': portfolioPairsQueryOptions(),
    videos: activeVideosQueryOptions(),
    'business facts': businessFactsQueryOptions(),
    'page texts': pageTextsQueryOptions(),
  };
}

/**
 * Reads them all into the cache; resolves with the reads that failed, by name, with the error each
 * threw, or undefined for one that gave no answer (cancelled).
 */
export async function prefetchHomeQueries(queryClient: QueryClient): Promise<Record<string, unknown>> {
  const queries = Object.entries(homeQueries());
  await Promise.all(queries.map(([, options]) => queryClient.prefetchQuery(options as never)));
  const failures: Record<string, unknown> = {};
  for (const [name, options] of queries) {
    const state = queryClient.getQueryState(options.queryKey);
    if (state?.status !== 'success') failures[name] = state?.error ?? undefined;
  }
  return failures;
}
