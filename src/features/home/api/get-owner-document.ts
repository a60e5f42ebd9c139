import { logReadFailure } from '#src/lib/log-read-failure.ts';
import { rowOf } from '#src/lib/read-error.ts';
import { getSupabase } from '#src/lib/supabase-lazy.ts';
import {
  OWNER_DOCUMENTS,
  type ContentKey,
  type OwnerDocumentName,
  type SavedDocument,
} from '#portable/owner-documents/owner-document.ts';
import type { SiteLocale } from '#portable/site-locales.ts';

/**
 * The current version of one of the owner's documents in `locale`, as the public page reads it,
 * or null when the owner never saved it (the page then shows its built-in content). Failures are
 * logged with `failureText` (unless the read was cancelled) and thrown as a ReadError, which says
 * why: the page keeps what it shows, the build names the cause.
 */
export async function getSavedDocument<D extends OwnerDocumentName, Content>(
  document: D,
  locale: SiteLocale,
  failureText: string,
  signal?: AbortSignal,
): Promise<SavedDocument<ContentKey<D>, Content> | null> {
  const supabase = await getSupabase();
  let query = supabase.rest
    .from('owner_documents')
    .select('locale, version, content, updated_at')
    .eq('document', document)
    .eq('locale', locale);
  if (signal) query = query.abortSignal(signal);
  const answer = await query.maybeSingle();
  if (answer.error) logReadFailure(failureText, answer.error, signal);
  const row = rowOf(
    'owner_documents',
    answer,
    (value) =>
      typeof value.version === 'number' && typeof value.content === 'object' && value.content !== null,
  );
  if (!row) return null;
  // written only by the document's function, which validates every content it stores
  return {
    locale: row.locale as SiteLocale,
    version: row.version,
    updatedAt: row.updated_at,
    [OWNER_DOCUMENTS[document].contentKey]: row.content as Content,
  } as SavedDocument<ContentKey<D>, Content>;
}
