import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getSupabase } from '../../../lib/supabase-lazy.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type {
  BusinessFacts,
  SavedBusinessFacts,
} from '../../../../supabase/functions/_shared/portable/business-facts-shape.ts';
import { getBuildFacts } from '../build-facts.ts';
import { businessFactsQueryKeys } from './media-query-keys.ts';
import { refetchOnFocusUnlessLive } from '../../../lib/site-live-connection.ts';

/**
 * The facts the owner saved in /admin, or null when nothing was ever saved (the page then keeps
 * the build's). Failures are logged and rethrown: the page keeps what it shows.
 */
export async function getStoredBusinessFacts(): Promise<SavedBusinessFacts | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rest
    .from('business_facts')
    .select('version, facts, updated_at')
    .maybeSingle();
  if (error) {
    console.error('Erro ao carregar os dados do negócio:', error);
    throw new Error(error.message);
  }
  // written only by the business-facts function, which validates every set it stores
  return (
    data && {
      version: data.version,
      facts: data.facts as unknown as BusinessFacts,
      updatedAt: data.updated_at,
    }
  );
}

export function businessFactsQueryOptions() {
  return queryOptions({
    queryKey: businessFactsQueryKeys.current(),
    queryFn: getStoredBusinessFacts,
    refetchOnWindowFocus: refetchOnFocusUnlessLive,
  });
}

/**
 * The business facts to show: the stored ones once hydrated, else (on the server, while React
 * hydrates, and when nothing is stored) the ones the build rendered with.
 */
export function useBusinessFacts(): BusinessFacts {
  const hydrated = useHydrated();
  const { data } = useQuery(businessFactsQueryOptions());
  return hydrated && data ? data.facts : getBuildFacts().facts;
}

/** The moment "há 2 semanas" counts from: the build's render while hydrating, the mount after. */
export function useFactsNow(): number {
  const [mountedAt] = useState(() => Date.now());
  return useHydrated() ? mountedAt : getBuildFacts().renderedAt;
}
