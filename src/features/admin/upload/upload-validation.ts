import { MAX_ALT_TEXT_LENGTH, MAX_CAPTION_LENGTH, MAX_UPLOAD_BYTES } from '#portable/media-rules.ts';

const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** For the file input's accept attribute: types plus extensions (some phones report no type). */
export const ACCEPT_ATTRIBUTE = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
export const REQUIRED_FIELDS_MESSAGE = 'Campos obrigatórios: Selecione um arquivo e um slot';
export const UNSUPPORTED_TYPE_MESSAGE =
  'Tipo de ficheiro não suportado. Escolha uma imagem JPG, PNG ou WebP.';
export const TOO_LARGE_MESSAGE = 'Ficheiro demasiado grande. O máximo é 10 MB.';

export interface UploadFormValues {
  file: { name: string; type: string } | null;
  slotName: string;
  altText: string;
  caption: string;
}

export type UploadFormCheck = { ok: true } | { ok: false; message: string };

/** JPG, PNG or WebP by its declared type, or by its name when the browser gives no type. */
export function isAcceptedImageFile(file: { name: string; type: string }): boolean {
  if (file.type) return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return /\.(jpe?g|png|webp)$/i.test(file.name);
}

/** What stops the form from being sent, first problem first. */
export function validateUploadForm(values: UploadFormValues): UploadFormCheck {
  if (!values.file || !values.slotName) return { ok: false, message: REQUIRED_FIELDS_MESSAGE };
  if (!isAcceptedImageFile(values.file)) return { ok: false, message: UNSUPPORTED_TYPE_MESSAGE };
  if (values.altText.trim().length > MAX_ALT_TEXT_LENGTH) {
    return { ok: false, message: `Texto alternativo: no máximo ${MAX_ALT_TEXT_LENGTH} caracteres.` };
  }
  if (values.caption.trim().length > MAX_CAPTION_LENGTH) {
    return { ok: false, message: `Legenda: no máximo ${MAX_CAPTION_LENGTH} caracteres.` };
  }
  return { ok: true };
}

/** After downscaling: the server refuses files over 10 MB, so say it before sending them. */
export function checkPreparedFileSize(bytes: number): UploadFormCheck {
  return bytes > MAX_UPLOAD_BYTES ? { ok: false, message: TOO_LARGE_MESSAGE } : { ok: true };
}

export { MAX_ALT_TEXT_LENGTH, MAX_CAPTION_LENGTH };
