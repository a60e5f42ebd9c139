import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerDocumentName } from '#portable/owner-documents/owner-document.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { useSessionToken } from '#src/features/admin/session/use-session-token.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { liveSessionRead } from './session-requests.ts';
import { callAdminFunction } from './call-admin-function.ts';
import type { ContentHistory } from './document-contents.ts';

/** A document's current version in `locale` and its saved versions (its function's GET). */
export async function getDocumentHistory<D extends OwnerDocumentName>(
  document: D,
  locale: SiteLocale,
  sessionToken: string,
): Promise<ContentHistory<D>> {
  const { success: _success, ...history } = await callAdminFunction<ContentHistory<D> & { success: true }>(
    document,
    { method: 'GET', sessionToken, query: { locale } },
  );
  return history;
}

export function documentHistoryQueryOptions<D extends OwnerDocumentName>(
  document: D,
  locale: SiteLocale,
  sessionToken: string | null,
) {
  return queryOptions(
    liveSessionRead(
      adminQueryKeys.document(document, locale),
      (token) => getDocumentHistory(document, locale, token),
      sessionToken,
    ),
  );
}

export function useDocumentHistory<D extends OwnerDocumentName>(document: D, locale: SiteLocale) {
  return useQuery(documentHistoryQueryOptions(document, locale, useSessionToken()));
}
