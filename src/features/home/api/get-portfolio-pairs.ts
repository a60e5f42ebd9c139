import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase-lazy.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { buildPortfolioPairs, type PortfolioItem } from '../portfolio/build-pairs.ts';
import { mediaQueryKeys } from './media-query-keys.ts';
import { refetchOnFocusUnlessLive } from '../../../lib/site-live-connection.ts';

export type { PortfolioItem } from '../portfolio/build-pairs.ts';

/**
 * The public read of the before/after pairs (published gallery slots ordered by slot_name), with each
 * slot's versions so the current image is known. Failures are logged with the exact text of
 * docs/requirements/exact-texts.md.
 */
export async function getPortfolioPairs(): Promise<PortfolioItem[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rest
      .from('media_slots')
      .select('*, media_versions(*)')
      .like('slot_name', 'gallery.before_after.%')
      .eq('is_published', true)
      .order('slot_name', { ascending: true });
    if (error) throw new Error(error.message);
    return buildPortfolioPairs(data);
  } catch (error) {
    console.error('Error loading portfolio data:', error);
    throw error;
  }
}

export function portfolioPairsQueryOptions() {
  return queryOptions({
    queryKey: mediaQueryKeys.portfolio(),
    queryFn: getPortfolioPairs,
    // see siteMediaQueryOptions
    refetchOnWindowFocus: refetchOnFocusUnlessLive,
  });
}

/** The complete pairs; none while React hydrates the prerendered page (built without them). */
export function usePortfolioPairs(): { items: PortfolioItem[]; isLoading: boolean } {
  const hydrated = useHydrated();
  const query = useQuery(portfolioPairsQueryOptions());
  return { items: (hydrated ? query.data : undefined) ?? EMPTY, isLoading: query.isLoading };
}

const EMPTY: PortfolioItem[] = [];
