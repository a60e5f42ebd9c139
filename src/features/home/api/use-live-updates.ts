import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TableWatch } from '../../../lib/live-connection.ts';
import { watchTable } from '../../../lib/site-live-connection.ts';
import { businessFactsQueryKeys, mediaQueryKeys, videoQueryKeys } from './media-query-keys.ts';

/** The videos table's channel; its name is fixed (docs/requirements/exact-texts.md). */
export const VIDEOS_CHANNEL = 'videos-updates';
/** The public site's channel for media_slots: a newly published image shows without a reload. */
export const MEDIA_SLOTS_CHANNEL = 'media-slots-updates';
/** The public site's channel for business_facts: a new number or review shows without a reload. */
export const BUSINESS_FACTS_CHANNEL = 'business-facts-updates';

/**
 * Keeps the home page's videos, images and business facts live: any change to `videos`,
 * `media_slots` or `business_facts` (and every (re)join, which may have missed some) refetches
 * the matching queries. One channel each, over the page's one live connection (opened only while
 * the tab is visible, retried sparingly: site-live-connection.ts); returns the function that
 * stops watching.
 */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  const refetch = (queryKey: QueryKey) => () => void queryClient.invalidateQueries({ queryKey });
  const watches: TableWatch[] = [
    { channelName: VIDEOS_CHANNEL, table: 'videos', onChange: refetch(videoQueryKeys.all) },
    { channelName: MEDIA_SLOTS_CHANNEL, table: 'media_slots', onChange: refetch(mediaQueryKeys.all) },
    {
      channelName: BUSINESS_FACTS_CHANNEL,
      table: 'business_facts',
      onChange: refetch(businessFactsQueryKeys.all),
    },
  ];
  const stops = watches.map(watchTable);
  return () => stops.forEach((stop) => stop());
}

/** startLiveUpdates for the page rendered by the router; removed on unmount, shared under StrictMode. */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => startLiveUpdates(queryClient), [queryClient]);
}
