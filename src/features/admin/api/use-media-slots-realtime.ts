import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchTable } from '../../../lib/site-live-connection.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/**
 * Reloads the admin media list on every media_slots change the realtime channel delivers, and
 * each time the channel (re)joins (one channel over the page's one live connection, removed on
 * unmount). The channel uses the anon key; anon may read every slot row (not the versions of an
 * empty slot), so an upload, a restore and a delete made in another tab or on another phone all
 * reach this one live.
 */
export function useMediaSlotsRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchTable({
        channelName: 'admin-media-slots',
        table: 'media_slots',
        onChange: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.media() }),
      }),
    [queryClient],
  );
}
