import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, authenticate, type JwtClaims } from '../auth.ts';
import type { LocalContext } from '../context.ts';
import { BodyTooLargeError, readBody, sendJson } from '../http.ts';
import { findBucket } from './buckets.ts';
import { sendObject } from './download.ts';
import { StorageError, sendStorageError, storageErrors } from './errors.ts';
import { buildListing, parseListOptions } from './listing.ts';
import { createObjectBytes } from './object-bytes.ts';
import { parseBucketName, parseObjectLocation, type ObjectLocation } from './object-key.ts';
import {
  assertCanWrite,
  deleteObjects,
  describeUpload,
  findObject,
  objectsUnder,
  saveObject,
} from './objects.ts';
import { readUpload } from './upload-body.ts';

export interface StorageService {
  /** `route` is the path after /storage/v1, e.g. /object/public/media/a.png */
  handle(req: IncomingMessage, res: ServerResponse, route: string, url: URL): Promise<void>;
}

const JSON_BODY_LIMIT = 1024 * 1024;
const MAX_PREFIXES = 1000;

/** The object routes of Storage's REST API that @supabase/storage-js calls. */
export function createStorage(ctx: LocalContext): StorageService {
  const bytes = createObjectBytes(ctx.dataDir);

  async function authorise(req: IncomingMessage, url: URL): Promise<JwtClaims> {
    try {
      return await authenticate(req, url, ctx.jwtSecret);
    } catch (error) {
      // a missing key is refused by the API gateway in front of Storage; a bad one by Storage itself
      if (error instanceof AuthError && error.body.code !== undefined) {
        throw storageErrors.invalidJwt(error.body.code === 'PGRST303' ? 'jwt expired' : 'invalid signature');
      }
      throw error;
    }
  }

  async function upload(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    location: ObjectLocation,
    upsert: boolean,
  ): Promise<void> {
    const claims = await authorise(req, url);
    const bucket = await findBucket(ctx.db, location.bucket);
    const write = { bucket: bucket.id, key: location.key, upsert };
    await assertCanWrite(ctx.db, claims, write);
    const file = await readUpload(req, bucket);
    const id = await saveObject(ctx.db, claims, write, describeUpload(file), () =>
      bytes.write(bucket.id, location.key, file.bytes),
    );
    sendJson(res, 200, { Key: `${bucket.id}/${location.key}`, Id: id });
  }

  async function download(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    location: ObjectLocation,
    claims: JwtClaims | null,
  ): Promise<void> {
    const bucket = await findBucket(ctx.db, location.bucket);
    // a private bucket looks exactly like a missing one on the public route
    if (!claims && !bucket.public) throw storageErrors.noSuchBucket();
    const object = await findObject(ctx.db, claims, bucket.id, location.key);
    const data = object && (await bytes.read(bucket.id, location.key));
    if (!object || !data) throw storageErrors.noSuchKey();
    sendObject(req, res, url, object, data);
  }

  async function remove(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucketName: string,
  ): Promise<void> {
    const claims = await authorise(req, url);
    const bucket = await findBucket(ctx.db, bucketName);
    const body = (await readJson(req)) as { prefixes?: unknown } | null;
    const prefixes = body?.prefixes;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.length > MAX_PREFIXES ||
      !prefixes.every((prefix) => typeof prefix === 'string')
    ) {
      throw storageErrors.invalidRequest(`body/prefixes must be an array of 1 to ${MAX_PREFIXES} strings`);
    }
    const removed = await deleteObjects(ctx.db, claims, bucket.id, prefixes as string[]);
    for (const object of removed) await bytes.remove(bucket.id, object.name);
    sendJson(res, 200, removed);
  }

  async function list(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucketName: string,
  ): Promise<void> {
    const claims = await authorise(req, url);
    const bucket = await findBucket(ctx.db, bucketName);
    const options = parseListOptions(await readJson(req));
    const objects = await objectsUnder(ctx.db, claims, bucket.id, options.prefix);
    sendJson(res, 200, buildListing(objects, options));
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';
    if (!path.startsWith(OBJECT_PREFIX)) throw storageErrors.notFoundRoute();
    const rest = path.slice(OBJECT_PREFIX.length);

    if (rest.startsWith('list/') && method === 'POST')
      return list(req, res, url, parseBucketName(rest.slice(5)));
    if (rest.startsWith('public/') && read) {
      return download(req, res, url, parseObjectLocation(rest.slice(7)), null);
    }
    if (rest.startsWith('authenticated/') && read) {
      const location = parseObjectLocation(rest.slice(14));
      return download(req, res, url, location, await authorise(req, url));
    }
    if (!rest.includes('/') && method === 'DELETE') return remove(req, res, url, parseBucketName(rest));
    // PUT is storage-js's update(): it replaces the object, or creates it, like an upsert
    if (method === 'POST')
      return upload(req, res, url, parseObjectLocation(rest), isTrue(req.headers['x-upsert']));
    if (method === 'PUT') return upload(req, res, url, parseObjectLocation(rest), true);
    if (read) return download(req, res, url, parseObjectLocation(rest), await authorise(req, url));
    if (method === 'DELETE') {
      const location = parseObjectLocation(rest);
      const claims = await authorise(req, url);
      const [removed] = await deleteObjects(ctx.db, claims, location.bucket, [location.key]);
      if (!removed) throw storageErrors.noSuchKey();
      await bytes.remove(location.bucket, location.key);
      sendJson(res, 200, { message: 'Successfully deleted' });
      return;
    }
    throw storageErrors.notFoundRoute();
  }

  return {
    async handle(req, res, path, url) {
      try {
        await route(req, res, path, url);
      } catch (error) {
        if (res.headersSent) {
          res.destroy();
        } else if (error instanceof StorageError) {
          sendStorageError(res, error);
        } else if (error instanceof AuthError) {
          sendJson(res, error.status, error.body);
        } else {
          console.error('[local-supabase] storage error', error);
          sendStorageError(res, storageErrors.internal());
        }
      }
    },
  };
}

const OBJECT_PREFIX = '/object/';

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text: string;
  try {
    text = (await readBody(req, JSON_BODY_LIMIT)).toString('utf8');
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw storageErrors.entityTooLarge();
    throw error;
  }
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
}

function isTrue(header: string | string[] | undefined): boolean {
  return typeof header === 'string' && header.toLowerCase() === 'true';
}
