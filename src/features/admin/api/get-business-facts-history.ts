import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../session/use-session-token.ts';
import { AdminApiError } from './admin-api-error.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import type { BusinessFactsHistory } from './business-facts-types.ts';
import { callAdminFunction } from './call-admin-function.ts';
import { refetchOnFocusUnlessLive } from '@/lib/site-live-connection.ts';

/** The saved business facts and their versions (business-facts GET). */
export async function getBusinessFactsHistory(sessionToken: string): Promise<BusinessFactsHistory> {
  const { current, versions } = await callAdminFunction<BusinessFactsHistory>('business-facts', {
    method: 'GET',
    sessionToken,
  });
  return { current, versions };
}

export function businessFactsHistoryQueryOptions(sessionToken: string | null) {
  return queryOptions({
    queryKey: adminQueryKeys.businessFacts(),
    queryFn: () => getBusinessFactsHistory(sessionToken ?? ''),
    enabled: sessionToken !== null,
    staleTime: 0,
    // a save made elsewhere arrives through the realtime channel (useAdminLiveUpdates);
    // coming back to the tab also reloads, in case the socket was down meanwhile
    refetchOnWindowFocus: refetchOnFocusUnlessLive,
    retry: (failures, error) => !(error instanceof AdminApiError && error.sessionRejected) && failures < 1,
  });
}

export function useBusinessFactsHistory() {
  return useQuery(businessFactsHistoryQueryOptions(useSessionToken()));
}
