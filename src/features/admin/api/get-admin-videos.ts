import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionToken } from '#src/features/admin/session/use-session-token.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { liveSessionRead } from './session-requests.ts';
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
  return queryOptions(liveSessionRead(adminQueryKeys.videos(), getAdminVideos, sessionToken));
}

export function useAdminVideos() {
  return useQuery(adminVideosQueryOptions(useSessionToken()));
}
