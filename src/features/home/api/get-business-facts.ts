import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONFIGURED_FACTS } from '@/content/business.ts';
import { logReadFailure } from '@/lib/log-read-failure.ts';
import { rowOf } from '@/lib/read-error.ts';
import { getSupabase } from '@/lib/supabase-lazy.ts';
import type { BusinessFacts, SavedBusinessFacts } from '@portable/business-facts/shape.ts';
import { businessFactsQueryKeys } from './media-query-keys.ts';

/**
 * The facts the owner saved in /admin, or null when nothing was ever saved (the page then shows
 * the build's configuration). Failures are logged and rethrown: the page keeps what it shows.
 */
export async function getSavedBusinessFacts(signal?: AbortSignal): Promise<SavedBusinessFacts | null> {
  const supabase = await getSupabase();
  let query = supabase.rest.from('business_facts').select('version, facts, updated_at');
  if (signal) query = query.abortSignal(signal);
  const answer = await query.maybeSingle();
  if (answer.error) logReadFailure('Erro ao carregar os dados do negócio:', answer.error, signal);
  const data = rowOf('business_facts', answer, (row) => typeof row.facts === 'object' && row.facts !== null);
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
    queryFn: ({ signal }) => getSavedBusinessFacts(signal),
  });
}

/** The business facts to show: the saved ones, or the build's configuration until any are saved. */
export function useBusinessFacts(): BusinessFacts {
  const { data } = useQuery(businessFactsQueryOptions());
  return data?.facts ?? CONFIGURED_FACTS;
}
