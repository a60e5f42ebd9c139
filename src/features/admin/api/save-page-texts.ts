import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageTexts } from '@portable/page-texts/page-texts-catalogue.ts';
import { useSessionToken } from '../session/use-session-token.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { callAdminFunction } from './call-admin-function.ts';
import type { SavedPageTexts } from './page-texts-types.ts';

/**
 * Saves the texts as a new version, which the site shows at once. A 400 carries the server's
 * message per field (AdminApiError.fieldErrors) and saves nothing.
 */
export async function savePageTexts(
  sessionToken: string,
  texts: Partial<PageTexts>,
): Promise<SavedPageTexts> {
  const { current } = await callAdminFunction<{ current: SavedPageTexts }>('page-texts', {
    method: 'POST',
    sessionToken,
    json: { texts },
  });
  return current;
}

export function useSavePageTexts() {
  const queryClient = useQueryClient();
  const sessionToken = useSessionToken();
  return useMutation({
    mutationFn: (texts: Partial<PageTexts>) => savePageTexts(sessionToken ?? '', texts),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.pageTexts() }),
  });
}
