import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionToken } from '../session/use-session-token.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import type { SavedBusinessFacts } from '@portable/business-facts/shape.ts';
import { callAdminFunction } from './call-admin-function.ts';

/** Saves an earlier version's facts again, as a new version: the history itself is never rewritten. */
export async function restoreBusinessFacts(
  sessionToken: string,
  version: number,
): Promise<SavedBusinessFacts> {
  const { current } = await callAdminFunction<{ current: SavedBusinessFacts }>('business-facts', {
    method: 'POST',
    sessionToken,
    json: { action: 'restore', version },
  });
  return current;
}

export function useRestoreBusinessFacts() {
  const queryClient = useQueryClient();
  const sessionToken = useSessionToken();
  return useMutation({
    mutationFn: (version: number) => restoreBusinessFacts(sessionToken ?? '', version),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.businessFacts() }),
  });
}
