import type { SiteLocale } from '#portable/site-locales.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { callAdminFunction } from './call-admin-function.ts';
import { useSessionMutation } from './session-requests.ts';

interface LocalePublishing {
  locale: SiteLocale;
  published: boolean;
}

/**
 * Publishes or withdraws a language's page (the page-texts function's `publish`); the static host
 * is then asked for a new build. A 409 names the texts still missing (AdminApiError.fieldErrors).
 */
async function publishLocale(sessionToken: string, change: LocalePublishing): Promise<LocalePublishing> {
  const { locale, published } = await callAdminFunction<LocalePublishing>('page-texts', {
    method: 'POST',
    sessionToken,
    json: { action: 'publish', ...change },
  });
  return { locale, published };
}

export function usePublishLocale() {
  return useSessionMutation(publishLocale, ({ locale }) => [
    adminQueryKeys.document('page-texts', locale),
    adminQueryKeys.publicPage(),
  ]);
}
