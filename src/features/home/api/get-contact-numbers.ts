import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONFIGURED_FACTS } from '@/content/business.ts';
import { logReadFailure } from '@/lib/log-read-failure.ts';
import { rowOf } from '@/lib/read-error.ts';
import { getSupabase } from '@/lib/supabase-lazy.ts';
import type { BusinessFacts } from '@portable/business-facts/shape.ts';
import { businessFactsQueryKeys } from './media-query-keys.ts';

export type ContactNumbers = Pick<BusinessFacts, 'whatsapp' | 'phone'>;

/**
 * The two numbers of the saved business facts, and nothing else of them: what the WhatsApp and
 * call links render from. A cache entry of its own so that an interactive island with such a
 * link (the portfolio) hydrates from a few bytes the page carries, not from every fact and
 * review. Null when nothing was ever saved.
 */
export async function getContactNumbers(signal?: AbortSignal): Promise<ContactNumbers | null> {
  const supabase = await getSupabase();
  let query = supabase.rest.from('business_facts').select('facts');
  if (signal) query = query.abortSignal(signal);
  const answer = await query.maybeSingle();
  if (answer.error) logReadFailure('Erro ao carregar os dados do negócio:', answer.error, signal);
  const row = rowOf(
    'business_facts',
    answer,
    (found) => typeof found.facts === 'object' && found.facts !== null,
  );
  // written only by the business-facts function, which validates every set it stores
  const facts = row?.facts as unknown as BusinessFacts | undefined;
  return facts ? { whatsapp: facts.whatsapp, phone: facts.phone } : null;
}

export function contactNumbersQueryOptions() {
  return queryOptions({
    queryKey: businessFactsQueryKeys.contacts(),
    queryFn: ({ signal }) => getContactNumbers(signal),
  });
}

/** The numbers to link to: the saved ones, or the build's configuration until any are saved. */
export function useContactNumbers(): ContactNumbers {
  const { data } = useQuery(contactNumbersQueryOptions());
  return data ?? CONFIGURED_FACTS;
}
