import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionToken } from '../session/use-session-token.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import type { AdminVideo } from './admin-types.ts';
import { callAdminFunction } from './call-admin-function.ts';

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
  const queryClient = useQueryClient();
  const sessionToken = useSessionToken();
  return useMutation({
    mutationFn: (input: UpdateVideoInput) => updateVideo(sessionToken ?? '', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.videos() }),
  });
}
