import { OWNER_DOCUMENTS, type OwnerDocumentName } from '#portable/owner-documents/owner-document.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { callAdminFunction } from './call-admin-function.ts';
import { useSessionMutation } from './session-requests.ts';
import type { DocumentContents, SavedContent } from './document-contents.ts';

/**
 * Saves a document's content in `locale` as a new version, which the site shows at once. A 400
 * carries the server's message per field (AdminApiError.fieldErrors) and saves nothing.
 */
async function saveDocument<D extends OwnerDocumentName>(
  document: D,
  locale: SiteLocale,
  sessionToken: string,
  content: DocumentContents[D],
): Promise<SavedContent<D>> {
  const { current } = await callAdminFunction<{ current: SavedContent<D> }>(document, {
    method: 'POST',
    sessionToken,
    json: { locale, [OWNER_DOCUMENTS[document].contentKey]: content },
  });
  return current;
}

export function useSaveDocument<D extends OwnerDocumentName>(document: D, locale: SiteLocale) {
  return useSessionMutation(
    (sessionToken, content: DocumentContents[D]) => saveDocument(document, locale, sessionToken, content),
    () => [adminQueryKeys.document(document, locale)],
  );
}
