import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUILT_IN_PAGE_TEXTS } from '@/content/built-in-page-texts.ts';
import { logReadFailure } from '@/lib/log-read-failure.ts';
import { rowOf } from '@/lib/read-error.ts';
import { getSupabase } from '@/lib/supabase-lazy.ts';
import { PAGE_TEXTS_LOCALE, type PageTexts } from '@portable/page-texts/page-texts-catalogue.ts';
import { resolvePageTexts } from '@portable/page-texts/resolve-page-texts.ts';
import { pageTextsQueryKeys } from './media-query-keys.ts';

/** The texts the owner saved in /admin ("Textos"), as the page-texts function stored them. */
export interface SavedPageTexts {
  version: number;
  /** Every field the owner saved; one added to the page since then is missing. */
  texts: Partial<PageTexts>;
}

/**
 * The page's current texts in `locale`, or null when the owner never saved any (the page then
 * shows its built-in texts). Failures are logged (unless the read was cancelled) and thrown as a
 * ReadError, which says why: the page keeps what it shows, the build names the cause.
 */
export async function getSavedPageTexts(
  locale: string,
  signal?: AbortSignal,
): Promise<SavedPageTexts | null> {
  const supabase = await getSupabase();
  let query = supabase.rest.from('page_texts').select('version, texts').eq('locale', locale);
  if (signal) query = query.abortSignal(signal);
  const answer = await query.maybeSingle();
  if (answer.error) logReadFailure('Erro ao carregar os textos da página:', answer.error, signal);
  const data = rowOf(
    'page_texts',
    answer,
    (row) => typeof row.version === 'number' && typeof row.texts === 'object' && row.texts !== null,
  );
  // written only by the page-texts function, which validates every set it stores
  return data && { version: data.version, texts: data.texts as Partial<PageTexts> };
}

export function pageTextsQueryOptions(locale: string = PAGE_TEXTS_LOCALE) {
  return queryOptions({
    queryKey: pageTextsQueryKeys.current(locale),
    queryFn: ({ signal }) => getSavedPageTexts(locale, signal),
  });
}

/** One function, so TanStack Query resolves the texts once per read, not once per component. */
const showTexts = (saved: SavedPageTexts | null): PageTexts =>
  resolvePageTexts(BUILT_IN_PAGE_TEXTS, saved?.texts);

/** Every text of the page: the owner's where they saved one, the built-in text elsewhere. */
export function usePageTexts(): PageTexts {
  const { data } = useQuery({ ...pageTextsQueryOptions(), select: showTexts });
  return data ?? BUILT_IN_PAGE_TEXTS;
}
