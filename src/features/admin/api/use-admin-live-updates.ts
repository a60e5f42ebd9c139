import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refetchOnTableChange, type TableRefetch } from '#src/lib/refetch-on-table-change.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/**
 * Every table the panel shows, each with its own channel over the page's one live connection
 * and the admin read it makes stale. The channels use the anon key: anon may read every slot
 * row, the active videos and the current documents of the published languages, so an upload, a
 * delete, a restore, a video edit, a facts or a texts save made in another tab or on another
 * phone reaches this one live. (A save of a language not published yet reaches it when the tab
 * comes back, or with the next change anon sees.)
 */
export const ADMIN_TABLE_REFETCHES: readonly TableRefetch[] = [
  { channelName: 'admin-media-slots', table: 'media_slots', queryKey: adminQueryKeys.media() },
  { channelName: 'admin-videos', table: 'videos', queryKey: adminQueryKeys.videos() },
  { channelName: 'admin-owner-documents', table: 'owner_documents', queryKey: adminQueryKeys.documents() },
];

/**
 * Reloads each admin list on every change of its table the channel delivers, and each time
 * the channel (re)joins (changes may have been missed meanwhile); while the connection is
 * paused, the lists reload when the tab regains focus instead (refetchOnFocusUnlessLive).
 */
export function useAdminLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stops = ADMIN_TABLE_REFETCHES.map((watch) => refetchOnTableChange(queryClient, watch));
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
