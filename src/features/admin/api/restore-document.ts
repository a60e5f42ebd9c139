import type { OwnerDocumentName } from '#portable/owner-documents/owner-document.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { callAdminFunction } from './call-admin-function.ts';
import { useSessionMutation } from './session-requests.ts';
import type { SavedContent } from './document-contents.ts';

/** Saves an earlier version of a document again, as a new version: the history itself is never rewritten. */
async function restoreDocument<D extends OwnerDocumentName>(
  document: D,
  locale: SiteLocale,
  sessionToken: string,
  version: number,
): Promise<SavedContent<D>> {
  const { current } = await callAdminFunction<{ current: SavedContent<D> }>(document, {
    method: 'POST',
    sessionToken,
    json: { action: 'restore', locale, version },
  });
  return current;
}

export function useRestoreDocument<D extends OwnerDocumentName>(document: D, locale: SiteLocale) {
  return useSessionMutation(
    (sessionToken, version: number) => restoreDocument(document, locale, sessionToken, version),
    () => [adminQueryKeys.document(document, locale)],
  );
}
