import { adminQueryKeys } from './admin-query-keys.ts';
import type { AdminVideo } from './admin-types.ts';
import { callAdminFunction } from './call-admin-function.ts';
import { useSessionMutation } from './session-requests.ts';

export interface UpdateVideoInput {
  videoKey: string;
  youtubeUrl: string;
  videoName: string;
  description: string;
}

async function updateVideo(sessionToken: string, input: UpdateVideoInput): Promise<AdminVideo> {
  const { video } = await callAdminFunction<{ video: AdminVideo }>('video-manager', {
    method: 'POST',
    sessionToken,
    json: { ...input },
  });
  return video;
}

export function useUpdateVideo() {
  return useSessionMutation(updateVideo, () => [adminQueryKeys.videos()]);
}
