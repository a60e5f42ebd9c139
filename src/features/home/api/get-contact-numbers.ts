import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONFIGURED_FACTS } from '#src/content/business.ts';
import type { BusinessFacts } from '#portable/business-facts/shape.ts';
import { businessFactsQueryOptions } from './get-business-facts.ts';
import { businessFactsQueryKeys } from './document-query-keys.ts';

export type ContactNumbers = Pick<BusinessFacts, 'whatsapp' | 'phone'>;

/**
 * The two numbers of the saved business facts, and nothing else of them: what the WhatsApp and
 * call buttons render from. A cache entry of its own so that an interactive island with such a
 * button (the portfolio) hydrates from a few bytes the page carries, not from every fact and
 * review; taken from the facts' own read, which the cache makes once for both. Null when
 * nothing was ever saved.
 */
export function contactNumbersQueryOptions() {
  return queryOptions({
    queryKey: businessFactsQueryKeys.contacts(),
    queryFn: async ({ client }): Promise<ContactNumbers | null> => {
      const saved = await client.fetchQuery(businessFactsQueryOptions());
      return saved && { whatsapp: saved.facts.whatsapp, phone: saved.facts.phone };
    },
  });
}

/** The numbers to link to: the saved ones, or the build's configuration until any are saved. */
export function useContactNumbers(): ContactNumbers {
  const { data } = useQuery(contactNumbersQueryOptions());
  return data ?? CONFIGURED_FACTS;
}
