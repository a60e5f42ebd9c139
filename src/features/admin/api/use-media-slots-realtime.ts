import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supabase } from '../../../lib/supabase-client.ts';
import { subscribeToTableChanges } from '../../../lib/table-changes-channel.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/**
 * Reloads the admin media list on every media_slots change the realtime channel delivers
 * (one channel, removed on unmount). The channel uses the anon key, so it reports slots
 * becoming published; unpublishing is covered by the refetch after each mutation and on focus.
 */
export function useMediaSlotsRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    return subscribeToTableChanges(supabase.realtime, {
      channelName: 'admin-media-slots',
      table: 'media_slots',
      onChange: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.media() }),
    });
  }, [queryClient]);
}
