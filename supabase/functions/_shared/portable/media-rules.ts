// Limits and names for uploaded media, shared by the upload function and the admin page.
// Pure and platform-free.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decoded size limit (width × height): a 50 MP phone photo passes, decompression bombs do not. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_ALT_TEXT_LENGTH = 150;
export const MAX_CAPTION_LENGTH = 500;
const MAX_SLOT_NAME_LENGTH = 100;
const MAX_FILE_NAME_LENGTH = 255;

// the same rule as the media_slots.slot_name check constraint
const SLOT_NAME = /^[a-z0-9]+([._-][a-z0-9]+)*$/;

export function isValidSlotName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SLOT_NAME_LENGTH && SLOT_NAME.test(value);
}

/**
 * Where an upload is stored: `slots/<slot>/<upload id>-<first 16 hex of its SHA-256>.<ext>`.
 * The version number is only known once the database publishes the upload, so a random
 * upload id keeps paths unique instead; the hash prefix ties the name to the content.
 */
export function buildStoragePath(
  slotName: string,
  uploadId: string,
  sha256Hex: string,
  extension: string,
): string {
  if (!isValidSlotName(slotName)) throw new Error('invalid slot name');
  if (
    !/^[a-z0-9-]{1,64}$/.test(uploadId) ||
    !/^[0-9a-f]{16,64}$/.test(sha256Hex) ||
    !/^[a-z]{3,4}$/.test(extension)
  ) {
    throw new Error('invalid storage path part');
  }
  return `slots/${slotName}/${uploadId}-${sha256Hex.slice(0, 16)}.${extension}`;
}

// a file name of the paths above: letters and digits joined by single '.', '-' or '_', so no
// '..', '?', '#', slash, backslash or control character can be in one
const STORED_FILE_NAME = /^[a-z0-9]+([._-][a-z0-9]+)*$/;

/**
 * Whether `value` has the shape of a path this site stores an image at, `slots/<slot>/<file>`
 * (an upload, a smaller copy beside it): what a restore accepts as a path in the media bucket.
 */
export function isStoredObjectPath(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const [root, slot, file, ...rest] = value.split('/');
  return (
    rest.length === 0 &&
    root === 'slots' &&
    isValidSlotName(slot) &&
    file !== undefined &&
    file.length <= MAX_FILE_NAME_LENGTH &&
    STORED_FILE_NAME.test(file)
  );
}

/**
 * The name shown in the admin for an upload: the browser's file name without folders or
 * control characters, and with the extension of the real content.
 */
export function displayFileName(original: string, extension: string): string {
  const printable = [...original].filter((char) => char >= ' ' && char !== '\x7f').join('');
  const base = (printable.split(/[\\/]/).pop() ?? '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length - 1);
  return `${base || 'imagem'}.${extension}`;
}
