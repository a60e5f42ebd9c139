import { useRefetchOnTableChange, type TableRefetch } from '../../../lib/refetch-on-table-change.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

const MEDIA_SLOTS_REFETCH: TableRefetch = {
  channelName: 'admin-media-slots',
  table: 'media_slots',
  queryKey: adminQueryKeys.media(),
};

/**
 * Reloads the admin media list on every media_slots change the realtime channel delivers, and
 * each time the channel (re)joins (one channel over the page's one live connection, removed on
 * unmount). The channel uses the anon key; anon may read every slot row (not the versions of an
 * empty slot), so an upload, a restore and a delete made in another tab or on another phone all
 * reach this one live.
 */
export function useMediaSlotsRealtime(): void {
  useRefetchOnTableChange(MEDIA_SLOTS_REFETCH);
}
