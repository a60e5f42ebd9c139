import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { businessFactsQueryOptions } from './get-business-facts.ts';
import { contactNumbersQueryOptions } from './get-contact-numbers.ts';
import { pageTextsQueryOptions } from './get-page-texts.ts';
import { portfolioPairsQueryOptions } from './get-portfolio-pairs.ts';
import { portfolioTextsQueryOptions } from './get-portfolio-texts.ts';
import { siteMediaQueryOptions } from './get-site-media.ts';
import { activeVideosQueryOptions } from './get-videos.ts';
import type { SiteLocale } from '#portable/site-locales.ts';

/**
 * Every read a language's page renders from, by what it is: the build prefetches them, the
 * browser starts from them.
 */
export function homeQueries(locale: SiteLocale) {
  return {
    'published images': siteMediaQueryOptions(),
    'portfolio pairs': portfolioPairsQueryOptions(locale),
    videos: activeVideosQueryOptions(),
    'business facts': businessFactsQueryOptions(),
    'page texts': pageTextsQueryOptions(locale),
    'contact numbers': contactNumbersQueryOptions(),
    'portfolio texts': portfolioTextsQueryOptions(locale),
  };
}

/**
 * Reads them all (or those under `only`) into the cache, each unless it is there and fresh;
 * resolves with the reads that failed, by name, with the error each threw, or undefined for one
 * that gave no answer (cancelled).
 */
export async function prefetchHomeQueries(
  queryClient: QueryClient,
  locale: SiteLocale,
  only?: readonly QueryKey[],
): Promise<Record<string, unknown>> {
  const queries = Object.entries(homeQueries(locale)).filter(
    ([, options]) => !only || only.some((key) => partialMatchKey(options.queryKey, key)),
  );
  await Promise.all(queries.map(([, options]) => queryClient.prefetchQuery(options as never)));
  const failures: Record<string, unknown> = {};
  for (const [name, options] of queries) {
    const state = queryClient.getQueryState(options.queryKey);
    if (state?.status !== 'success') failures[name] = state?.error ?? undefined;
  }
  return failures;
}
