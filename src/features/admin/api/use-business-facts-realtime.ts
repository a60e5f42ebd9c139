import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supabase } from '../../../lib/supabase-client.ts';
import { subscribeToTableChanges } from '../../../lib/table-changes-channel.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/**
 * Reloads the admin's business facts on every business_facts change the realtime channel
 * delivers, and each time the channel (re)joins (one channel, removed on unmount). anon reads
 * that one row, so a save or a restore made in another tab or on another phone reaches this
 * one live; the versions come with the reload (the function's answer).
 */
export function useBusinessFactsRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    return subscribeToTableChanges(supabase.realtime, {
      channelName: 'admin-business-facts',
      table: 'business_facts',
      onChange: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.businessFacts() }),
    });
  }, [queryClient]);
}
