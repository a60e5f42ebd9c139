import { queryOptions, useQuery } from '@tanstack/react-query';
import { refetchOnFocusUnlessLive } from '#src/lib/site-live-connection.ts';
import { useSessionToken } from '#src/features/admin/session/use-session-token.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { sessionReadOptions } from './session-requests.ts';
import type { AdminVideo } from './admin-types.ts';
import { callAdminFunction } from './call-admin-function.ts';

/** The active videos, newest first (video-manager GET). */
export async function getAdminVideos(sessionToken: string): Promise<AdminVideo[]> {
  const { videos } = await callAdminFunction<{ videos: AdminVideo[] }>('video-manager', {
    method: 'GET',
    sessionToken,
  });
  return videos;
}

export function adminVideosQueryOptions(sessionToken: string | null) {
  return queryOptions({
    queryKey: adminQueryKeys.videos(),
    queryFn: () => getAdminVideos(sessionToken ?? ''),
    ...sessionReadOptions(sessionToken),
    staleTime: 0,
    // a change made elsewhere arrives through the realtime channel (useAdminLiveUpdates); while
    // it is paused, coming back to the tab reloads instead
    refetchOnWindowFocus: refetchOnFocusUnlessLive,
  });
}

export function useAdminVideos() {
  return useQuery(adminVideosQueryOptions(useSessionToken()));
}
