import { AdminApiError } from './admin-api-error.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { useSessionMutation } from './session-requests.ts';
import type { AdminMediaVersion } from './admin-types.ts';
import { readFunctionAnswer } from './call-admin-function.ts';
import { functionHeaders, functionUrl } from '#src/lib/function-endpoint.ts';
import { variantFieldName } from '#portable/image-variants.ts';
import type { MediaTextTranslations } from '#portable/media-text-translations.ts';

interface UploadMediaInput {
  file: File;
  slotName: string;
  altText: string;
  caption: string;
  /** The alt text and caption in other languages, only those written (sent as `translations` JSON). */
  translations?: MediaTextTranslations;
  /** Smaller WebP copies of `file` for the site's srcset (sent as `variant-<width>`). */
  variants?: readonly { width: number; file: File }[];
  /** Share of the body sent so far, 0..1. */
  onProgress?: (fraction: number) => void;
}

/**
 * POST multipart to media-upload, the file and its variants in one request. XMLHttpRequest
 * rather than fetch: only it reports how much of the request body has been sent, which drives
 * the progress bar.
 */
function uploadMedia(sessionToken: string, input: UploadMediaInput): Promise<AdminMediaVersion> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  form.append('slotName', input.slotName);
  form.append('altText', input.altText);
  form.append('caption', input.caption);
  if (input.translations && Object.keys(input.translations).length > 0) {
    form.append('translations', JSON.stringify(input.translations));
  }
  for (const variant of input.variants ?? []) {
    form.append(variantFieldName(variant.width), variant.file, variant.file.name);
  }

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', functionUrl('media-upload'));
    for (const [name, value] of Object.entries(functionHeaders(sessionToken))) {
      request.setRequestHeader(name, value);
    }
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      try {
        const answer = readFunctionAnswer<{ version: AdminMediaVersion }>(request.status, request.response, {
          sessionToken,
        });
        resolve(answer.version);
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(new AdminApiError(0, '')));
    request.addEventListener('abort', () => reject(new AdminApiError(0, '')));
    request.send(form);
  });
}

export function useUploadMedia() {
  return useSessionMutation(uploadMedia, () => [adminQueryKeys.media()]);
}
