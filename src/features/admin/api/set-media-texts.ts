import type { SiteLocale } from '#portable/site-locales.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import type { AdminMediaVersion } from './admin-types.ts';
import { callAdminFunction } from './call-admin-function.ts';
import { useSessionMutation } from './session-requests.ts';

interface SetMediaTextsInput {
  slotName: string;
  versionNumber: number;
  locale: SiteLocale;
  /** Both empty removes the language's texts. */
  altText: string;
  caption: string;
}

/**
 * Sets one language's alt text and caption of a stored image (media-upload's "texts" action):
 * the same version, edited in place, since the image itself did not change.
 */
async function setMediaTexts(sessionToken: string, input: SetMediaTextsInput): Promise<AdminMediaVersion> {
  const { version } = await callAdminFunction<{ version: AdminMediaVersion }>('media-upload', {
    method: 'POST',
    sessionToken,
    json: { action: 'texts', ...input },
  });
  return version;
}

export function useSetMediaTexts() {
  return useSessionMutation(setMediaTexts, () => [adminQueryKeys.media()]);
}
