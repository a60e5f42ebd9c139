import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, readBody } from '#local/http.ts';
import { assertMimeTypeAllowed, type Bucket } from './buckets.ts';
import { storageErrors } from './errors.ts';

export interface UploadedFile {
  bytes: Buffer;
  /** As the client declared it; served back as Content-Type. */
  mimeType: string;
  cacheControl: string;
}

// Room for the multipart boundaries and the small fields (cacheControl, metadata) around the file.
const MULTIPART_ENVELOPE = 64 * 1024;

/**
 * Reads an upload as storage-js sends it: multipart/form-data with one file part (Blob/File
 * bodies) or the raw bytes with their Content-Type (Buffer, ArrayBuffer, stream bodies). The
 * bucket's size limit bounds what is buffered; its mime types are checked before the bytes
 * are read whenever the type is already known.
 */
export async function readUpload(req: IncomingMessage, bucket: Bucket): Promise<UploadedFile> {
  const contentType = req.headers['content-type'] ?? '';
  if (/^multipart\/form-data\s*;/i.test(contentType)) return readMultipart(req, contentType, bucket);

  const mimeType = contentType.trim() || 'application/octet-stream';
  assertMimeTypeAllowed(bucket, mimeType);
  const bytes = await readBody(req, bucket.fileSizeLimit).catch(tooLargeAsStorageError);
  return { bytes, mimeType, cacheControl: req.headers['cache-control'] || 'no-cache' };
}

async function readMultipart(
  req: IncomingMessage,
  contentType: string,
  bucket: Bucket,
): Promise<UploadedFile> {
  // the form is parsed whole, so it is read whole: no more than the bucket's limit allows
  const body = await readBody(req, bucket.fileSizeLimit + MULTIPART_ENVELOPE).catch(tooLargeAsStorageError);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw storageErrors.invalidRequest('The multipart body could not be parsed');
  }

  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw storageErrors.invalidRequest('No file was found in the multipart body');
  // a part without its own Content-Type is text/plain (RFC 7578), as Storage's parser reads it
  const mimeType = file.type || 'text/plain';
  assertMimeTypeAllowed(bucket, mimeType);
  if (file.size > bucket.fileSizeLimit) throw storageErrors.entityTooLarge();

  const cacheSeconds = form.get('cacheControl');
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    mimeType,
    cacheControl: typeof cacheSeconds === 'string' && cacheSeconds ? `max-age=${cacheSeconds}` : 'no-cache',
  };
}

function tooLargeAsStorageError(error: unknown): never {
  if (error instanceof BodyTooLargeError) throw storageErrors.entityTooLarge();
  throw error;
}
