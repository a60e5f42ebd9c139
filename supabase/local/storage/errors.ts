import type { ServerResponse } from 'node:http';
import { sendJson } from '#local/http.ts';

/**
 * A refusal in Storage's JSON error shape: `{ statusCode, code, error, message }`.
 *
 * Hosted Storage (storage-api's StorageBackendError) answers every non-500 error of the object
 * routes with HTTP 400 and carries the meaningful code only in the body's `statusCode`
 * ("404", "413", "415", …). The stand-in does the same so code written against it reads
 * `error.statusCode` and keeps working on hosted Supabase.
 */
export class StorageError extends Error {
  readonly statusCode: string;
  readonly code: string;
  readonly error: string;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    code: string,
    error: string,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = String(statusCode);
    this.code = code;
    this.error = error;
    this.headers = headers;
  }

  /** 400 for a refusal, as hosted Storage answers; 500 and 501 as they are. */
  get httpStatus(): number {
    return this.statusCode.startsWith('50') ? Number(this.statusCode) : 400;
  }

  body(): Record<string, string> {
    return { statusCode: this.statusCode, code: this.code, error: this.error, message: this.message };
  }
}

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.httpStatus, error.body(), error.headers);
}

const TOO_LARGE = 'The object exceeded the maximum allowed size';
const CLOSE = { Connection: 'close' };

export const storageErrors = {
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'Bad Request', message),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  // The connection is closed after a refused body rather than reused.
  entityTooLarge: () => new StorageError(413, 'EntityTooLarge', 'Payload too large', TOO_LARGE, CLOSE),
  duplicate: () => new StorageError(409, 'Duplicate', 'Duplicate', 'The resource already exists'),
  rowLevelSecurity: () =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  invalidJwt: (message: string) => new StorageError(403, 'InvalidJWT', 'Unauthorized', message),
  notFoundRoute: () => new StorageError(404, 'NotFound', 'Not Found', 'Route not found'),
  internal: () => new StorageError(500, 'InternalError', 'internal', 'Internal server error'),
  notSupported: (message: string) => new StorageError(501, 'NotSupported', 'Not Implemented', message),
};
