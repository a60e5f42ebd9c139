import { adminQueryKeys } from './admin-query-keys.ts';
import { callAdminFunction } from './call-admin-function.ts';
import { useSessionMutation } from './session-requests.ts';

/** Empties the slot (Vazia); its versions stay, so the image can be restored. */
async function deleteMedia(sessionToken: string, slotName: string): Promise<void> {
  await callAdminFunction('media-delete', { method: 'DELETE', sessionToken, query: { slotName } });
}

export function useDeleteMedia() {
  return useSessionMutation(deleteMedia, () => [adminQueryKeys.media()]);
}
