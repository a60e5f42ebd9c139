import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchTable } from './site-live-connection.ts';

export interface TableRefetch {
  /** The realtime topic, e.g. `videos-updates`. */
  channelName: string;
  table: string;
  /** What a change of the table makes stale. */
  queryKey: QueryKey;
}

/**
 * Refetches `queryKey` on every change of `table` the channel delivers and each time the channel
 * (re)joins (changes may have been missed meanwhile), over the page's one live connection.
 * Returns the function that stops watching.
 */
export function refetchOnTableChange(
  queryClient: QueryClient,
  { channelName, table, queryKey }: TableRefetch,
): () => void {
  return watchTable({
    channelName,
    table,
    onChange: () => void queryClient.invalidateQueries({ queryKey }),
  });
}

/** refetchOnTableChange while the component is mounted; `watch` should be a constant. */
export function useRefetchOnTableChange(watch: TableRefetch): void {
  const queryClient = useQueryClient();
  useEffect(() => refetchOnTableChange(queryClient, watch), [queryClient, watch]);
}
