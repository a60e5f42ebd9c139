import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessFacts } from '@portable/business-facts/shape.ts';
import { useSessionToken } from '../session/use-session-token.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import type { SavedBusinessFacts } from '@portable/business-facts/shape.ts';
import { callAdminFunction } from './call-admin-function.ts';

/**
 * Saves the facts as a new version, which the site shows at once. A 400 carries the server's
 * message per field (AdminApiError.fieldErrors).
 */
export async function saveBusinessFacts(
  sessionToken: string,
  facts: BusinessFacts,
): Promise<SavedBusinessFacts> {
  const { current } = await callAdminFunction<{ current: SavedBusinessFacts }>('business-facts', {
    method: 'POST',
    sessionToken,
    json: { facts },
  });
  return current;
}

export function useSaveBusinessFacts() {
  const queryClient = useQueryClient();
  const sessionToken = useSessionToken();
  return useMutation({
    mutationFn: (facts: BusinessFacts) => saveBusinessFacts(sessionToken ?? '', facts),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.businessFacts() }),
  });
}
