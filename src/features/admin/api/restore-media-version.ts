import { adminQueryKeys } from './admin-query-keys.ts';
import { callAdminFunction } from './call-admin-function.ts';
import { useSessionMutation } from './session-requests.ts';

interface RestoreVersionInput {
  slotName: string;
  versionNumber: number;
}

/** Makes an earlier version the slot's current image again: the undo of a delete or a bad upload. */
async function restoreMediaVersion(sessionToken: string, input: RestoreVersionInput): Promise<void> {
  await callAdminFunction('media-restore', { method: 'POST', sessionToken, json: { ...input } });
}

export function useRestoreMediaVersion() {
  return useSessionMutation(restoreMediaVersion, () => [adminQueryKeys.media()]);
}
