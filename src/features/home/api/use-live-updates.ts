import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSupabase } from '../../../lib/supabase-lazy.ts';
import { subscribeToTableChanges } from '../../../lib/table-changes-channel.ts';
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
 * the matching queries. One channel each, over one connection; returns the function that
 * removes them.
 */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  // the client arrives in its own chunk; subscribe once it is there, unless already stopped.
  void getSupabase().then((supabase) => {
    if (stopped) return;
    const stopVideos = subscribeToTableChanges(supabase.realtime, {
      channelName: VIDEOS_CHANNEL,
      table: 'videos',
      onChange: () => void queryClient.invalidateQueries({ queryKey: videoQueryKeys.all }),
    });
    const stopMedia = subscribeToTableChanges(supabase.realtime, {
      channelName: MEDIA_SLOTS_CHANNEL,
      table: 'media_slots',
      onChange: () => void queryClient.invalidateQueries({ queryKey: mediaQueryKeys.all }),
    });
    const stopFacts = subscribeToTableChanges(supabase.realtime, {
      channelName: BUSINESS_FACTS_CHANNEL,
      table: 'business_facts',
      onChange: () => void queryClient.invalidateQueries({ queryKey: businessFactsQueryKeys.all }),
    });
    stop = () => {
      stopVideos();
      stopMedia();
      stopFacts();
    };
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** startLiveUpdates for the page rendered by the router; removed on unmount, shared under StrictMode. */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => startLiveUpdates(queryClient), [queryClient]);
}
