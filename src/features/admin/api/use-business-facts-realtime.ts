import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchTable } from '../../../lib/site-live-connection.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/**
 * Reloads the admin's business facts on every business_facts change the realtime channel
 * delivers, and each time the channel (re)joins (one channel over the page's one live
 * connection, removed on unmount). anon reads that one row, so a save or a restore made in
 * another tab or on another phone reaches this one live; the versions come with the reload.
 */
export function useBusinessFactsRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchTable({
        channelName: 'admin-business-facts',
        table: 'business_facts',
        onChange: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.businessFacts() }),
      }),
    [queryClient],
  );
}
