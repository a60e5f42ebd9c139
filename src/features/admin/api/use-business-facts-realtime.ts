import { useRefetchOnTableChange, type TableRefetch } from '../../../lib/refetch-on-table-change.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

const BUSINESS_FACTS_REFETCH: TableRefetch = {
  channelName: 'admin-business-facts',
  table: 'business_facts',
  queryKey: adminQueryKeys.businessFacts(),
};

/**
 * Reloads the admin's business facts on every business_facts change the realtime channel
 * delivers, and each time the channel (re)joins (one channel over the page's one live
 * connection, removed on unmount). anon reads that one row, so a save or a restore made in
 * another tab or on another phone reaches this one live; the versions come with the reload.
 */
export function useBusinessFactsRealtime(): void {
  useRefetchOnTableChange(BUSINESS_FACTS_REFETCH);
}
