import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refetchOnTableChange } from '../../../lib/refetch-on-table-change.ts';
import { BUSINESS_FACTS_CHANNEL, MEDIA_SLOTS_CHANNEL, VIDEOS_CHANNEL } from './live-channels.ts';
import { businessFactsQueryKeys, mediaQueryKeys, videoQueryKeys } from './media-query-keys.ts';

/**
 * Keeps the home page's videos, images and business facts live: any change to `videos`,
 * `media_slots` or `business_facts` (and every (re)join, which may have missed some) refetches
 * the matching queries. One channel each, over the page's one live connection (opened only while
 * the tab is visible, retried sparingly: site-live-connection.ts); returns the function that
 * stops watching.
 */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  const stops = [
    { channelName: VIDEOS_CHANNEL, table: 'videos', queryKey: videoQueryKeys.all },
    { channelName: MEDIA_SLOTS_CHANNEL, table: 'media_slots', queryKey: mediaQueryKeys.all },
    { channelName: BUSINESS_FACTS_CHANNEL, table: 'business_facts', queryKey: businessFactsQueryKeys.all },
  ].map((watch) => refetchOnTableChange(queryClient, watch));
  return () => stops.forEach((stop) => stop());
}

/** startLiveUpdates for the page rendered by the router; removed on unmount, shared under StrictMode. */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => startLiveUpdates(queryClient), [queryClient]);
}
