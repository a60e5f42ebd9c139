import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionToken } from '../session/use-session-token.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { callAdminFunction } from './call-admin-function.ts';

/** Empties the slot (Vazia); its versions stay, so the image can be restored. */
async function deleteMedia(sessionToken: string, slotName: string): Promise<void> {
  await callAdminFunction('media-delete', { method: 'DELETE', sessionToken, query: { slotName } });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  const sessionToken = useSessionToken();
  return useMutation({
    mutationFn: (slotName: string) => deleteMedia(sessionToken ?? '', slotName),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.media() }),
  });
}
