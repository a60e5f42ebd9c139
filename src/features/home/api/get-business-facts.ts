import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONFIGURED_FACTS } from '#src/content/business.ts';
import type { BusinessFacts, SavedBusinessFacts } from '#portable/business-facts/shape.ts';
import { BASE_LOCALE } from '#portable/site-locales.ts';
import { getSavedDocument } from './get-owner-document.ts';
import { businessFactsQueryKeys } from './document-query-keys.ts';

/**
 * The facts the owner saved in /admin, or null when nothing was ever saved (the page then shows
 * the build's configuration). One set for every language: facts hold no words to translate.
 */
function getSavedBusinessFacts(signal?: AbortSignal): Promise<SavedBusinessFacts | null> {
  return getSavedDocument<'business-facts', BusinessFacts>(
    'business-facts',
    BASE_LOCALE,
    'Erro ao carregar os dados do negócio:',
    signal,
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
