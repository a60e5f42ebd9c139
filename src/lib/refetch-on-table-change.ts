import type { QueryClient, QueryKey } from '@tanstack/react-query';
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
