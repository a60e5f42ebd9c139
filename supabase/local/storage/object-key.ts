import { storageErrors } from './errors.ts';

export interface ObjectLocation {
  bucket: string;
  /** The object's name inside the bucket, decoded, e.g. `slots/hero/1-ab12.webp`. */
  key: string;
}

const MAX_KEY_LENGTH = 1024;
// Control characters, and the backslash that some file systems read as a separator.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * Splits the URL-encoded `<bucket>/<key…>` part of an object route. The key becomes a file path
 * under the bucket's folder, so anything that could leave it (`..`, `.`, empty segments, control
 * characters) is refused with Storage's "Invalid key" error.
 */
export function parseObjectLocation(encoded: string): ObjectLocation {
  const slash = encoded.indexOf('/');
  if (slash <= 0) throw storageErrors.invalidKey(encoded);
  const bucket = decode(encoded.slice(0, slash));
  const key = decode(encoded.slice(slash + 1));
  if (!isSafeName(bucket) || bucket.includes('/')) throw storageErrors.invalidKey(key);
  assertValidKey(key);
  return { bucket, key };
}

/** The bucket alone, for routes such as `/object/list/<bucket>`. */
export function parseBucketName(encoded: string): string {
  const bucket = decode(encoded);
  if (!isSafeName(bucket) || bucket.includes('/')) throw storageErrors.noSuchBucket();
  return bucket;
}

function assertValidKey(key: string): void {
  if (!key || key.length > MAX_KEY_LENGTH || FORBIDDEN_CHARACTERS.test(key)) {
    throw storageErrors.invalidKey(key);
  }
  if (!key.split('/').every(isSafeName)) throw storageErrors.invalidKey(key);
}

function isSafeName(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && !FORBIDDEN_CHARACTERS.test(segment);
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw storageErrors.invalidKey(text);
  }
}
