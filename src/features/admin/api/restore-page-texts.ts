import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionToken } from '../session/use-session-token.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { callAdminFunction } from './call-admin-function.ts';
import type { SavedPageTexts } from './page-texts-types.ts';

/** Saves an earlier version's texts again, as a new version: the history itself is never rewritten. */
export async function restorePageTexts(sessionToken: string, version: number): Promise<SavedPageTexts> {
  const { current } = await callAdminFunction<{ current: SavedPageTexts }>('page-texts', {
    method: 'POST',
    sessionToken,
    json: { action: 'restore', version },
  });
  return current;
}

export function useRestorePageTexts() {
  const queryClient = useQueryClient();
  const sessionToken = useSessionToken();
  return useMutation({
    mutationFn: (version: number) => restorePageTexts(sessionToken ?? '', version),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.pageTexts() }),
  });
}
