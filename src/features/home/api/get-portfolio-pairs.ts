import { queryOptions, useQuery } from '@tanstack/react-query';
import { logReadFailure } from '#src/lib/log-read-failure.ts';
import { usePageLocale } from '#src/lib/page-language.ts';
import { imageForPage } from '#src/lib/published-image.ts';
import { rowsOf } from '#src/lib/read-error.ts';
import { getSupabase } from '#src/lib/supabase-lazy.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { buildPortfolioPairs, type PortfolioItem } from '#src/features/home/portfolio/build-pairs.ts';
import { mediaQueryKeys } from './media-and-video-query-keys.ts';

export type { PortfolioItem } from '#src/features/home/portfolio/build-pairs.ts';

/**
 * The public read of the before/after pairs (published gallery slots ordered by slot_name), with each
 * slot's versions so the current image is known, each image with the alt texts a page in `locale`
 * shows. Failures are logged with the exact text of docs/requirements/exact-texts.md.
 */
async function getPortfolioPairs(locale: SiteLocale, signal?: AbortSignal): Promise<PortfolioItem[]> {
  try {
    const supabase = await getSupabase();
    let query = supabase.rest
      .from('media_slots')
      .select('*, media_versions(*)')
      .like('slot_name', 'gallery.before_after.%')
      .eq('is_published', true)
      .order('slot_name', { ascending: true });
    if (signal) query = query.abortSignal(signal);
    const answer = await query;
    return buildPortfolioPairs(rowsOf('media_slots', answer)).map((item) => ({
      ...item,
      beforeImage: imageForPage(item.beforeImage, locale),
      afterImage: imageForPage(item.afterImage, locale),
    }));
  } catch (error) {
    logReadFailure('Error loading portfolio data:', error, signal);
    throw error;
  }
}

export function portfolioPairsQueryOptions(locale: SiteLocale) {
  return queryOptions({
    queryKey: mediaQueryKeys.portfolio(locale),
    queryFn: ({ signal }) => getPortfolioPairs(locale, signal),
  });
}

/** The complete pairs for the page's language; none until they are read (or when the read failed). */
export function usePortfolioPairs(): PortfolioItem[] {
  return useQuery(portfolioPairsQueryOptions(usePageLocale())).data ?? EMPTY;
}

const EMPTY: PortfolioItem[] = [];
