import { queryOptions, useQuery } from '@tanstack/react-query';
import { refetchOnFocusUnlessLive } from '@/lib/site-live-connection.ts';
import { useSessionToken } from '../session/use-session-token.ts';
import { AdminApiError } from './admin-api-error.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { callAdminFunction } from './call-admin-function.ts';
import type { PageTextsHistory } from './page-texts-types.ts';

/** The saved page texts and their versions (page-texts GET). */
export async function getPageTexts(sessionToken: string): Promise<PageTextsHistory> {
  const { current, versions } = await callAdminFunction<PageTextsHistory>('page-texts', {
    method: 'GET',
    sessionToken,
  });
  return { current, versions };
}

export function pageTextsQueryOptions(sessionToken: string | null) {
  return queryOptions({
    queryKey: adminQueryKeys.pageTexts(),
    queryFn: () => getPageTexts(sessionToken ?? ''),
    enabled: sessionToken !== null,
    staleTime: 0,
    // a save made elsewhere arrives through the realtime channel (useAdminLiveUpdates)
    refetchOnWindowFocus: refetchOnFocusUnlessLive,
    retry: (failures, error) => !(error instanceof AdminApiError && error.sessionRejected) && failures < 1,
  });
}

export function usePageTextsHistory() {
  return useQuery(pageTextsQueryOptions(useSessionToken()));
}
