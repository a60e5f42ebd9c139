import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactStats } from '#portable/contact-stats.ts';
import { useSessionToken } from '#src/features/admin/session/use-session-token.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { sessionRead } from './session-requests.ts';
import { callAdminFunction } from './call-admin-function.ts';

/** The daily visits and taps of the last 30 days (contact-stats GET). */
async function getContactStats(sessionToken: string): Promise<ContactStats> {
  const { today, visits, taps } = await callAdminFunction<ContactStats>('contact-stats', {
    method: 'GET',
    sessionToken,
  });
  return { today, visits, taps };
}

function contactStatsQueryOptions(sessionToken: string | null) {
  return queryOptions({
    ...sessionRead(adminQueryKeys.contactStats(), getContactStats, sessionToken),
    // the counts change with every visit: read again when the tab is opened or looked at again
    // after half a minute, never on a timer (each read is a function invocation)
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** The Contactos tab's read; mounted only while the tab is open. */
export function useContactStats() {
  return useQuery(contactStatsQueryOptions(useSessionToken()));
}
