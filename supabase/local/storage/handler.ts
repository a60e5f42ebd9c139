import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, type Auth, type JwtClaims } from '#local/auth.ts';
import type { LocalDatabase } from '#local/database.ts';
import { BodyTooLargeError, readBody, sendJson, type RouteHandler } from '#local/http.ts';
import { NotSupportedError } from '#local/not-supported.ts';
import { findBucket } from './buckets.ts';
import { sendObject } from './download.ts';
import { StorageError, sendStorageError, storageErrors } from './errors.ts';
import { buildListing, parseListOptions } from './listing.ts';
import { createObjectBytes } from './object-bytes.ts';
import { parseBucketName, parseObjectLocation, type ObjectLocation } from './object-key.ts';
import { createObjectRows, describeUpload } from './objects.ts';
import { readUpload } from './upload-body.ts';

export interface StorageOptions {
  db: LocalDatabase;
  auth: Auth;
  /** Keep object contents under <dataDir>/storage; in memory when undefined. */
  dataDir: string | undefined;
}

const JSON_BODY_LIMIT = 1024 * 1024;
const MAX_PREFIXES = 1000;

// Storage's other routes, named in the 501 that answers them (docs/local-stand-in.md)
const LEFT_OUT: [RegExp, string][] = [
  [/^\/bucket(\/|$)/, 'The bucket API'],
  [/^\/object\/(move|copy)$/, 'Moving and copying objects'],
  [/^\/object\/(upload\/)?sign\//, 'Signed URLs'],
  [/^\/object\/(info|list-v2|authenticated)\//, 'Object info, list-v2 and the authenticated download route'],
  [/^\/(render\/image|cdn)\//, 'Image transformations and CDN purges'],
];

/** The object routes of Storage's REST API that @supabase/storage-js calls. */
export function createStorage({ db, auth, dataDir }: StorageOptions): { handle: RouteHandler } {
  const bytes = createObjectBytes(dataDir);
  const rows = createObjectRows(db);

  async function authorise(req: IncomingMessage, url: URL): Promise<JwtClaims> {
    try {
      return await auth.authenticate(req, url);
    } catch (error) {
      // a missing key is refused by the API gateway in front of Storage; a bad one by Storage itself
      if (error instanceof AuthError && error.body.code !== undefined) {
        throw storageErrors.invalidJwt(error.body.code === 'PGRST303' ? 'jwt expired' : 'invalid signature');
      }
      throw error;
    }
  }

  async function upload(req: IncomingMessage, res: ServerResponse, url: URL, location: ObjectLocation) {
    const claims = await authorise(req, url);
    const bucket = await findBucket(db, location.bucket);
    const write = {
      bucket: bucket.id,
      key: location.key,
      upsert: String(req.headers['x-upsert']).toLowerCase() === 'true',
    };
    await rows.assertCanWrite(claims, write);
    const file = await readUpload(req, bucket);
    const id = await rows.save(claims, write, describeUpload(file), () =>
      bytes.write(bucket.id, location.key, file.bytes),
    );
    sendJson(res, 200, { Key: `${bucket.id}/${location.key}`, Id: id });
  }

  /** `claims` null: the public route, where a private bucket looks exactly like a missing one. */
  async function download(
    req: IncomingMessage,
    res: ServerResponse,
    location: ObjectLocation,
    claims: JwtClaims | null,
  ) {
    const bucket = await findBucket(db, location.bucket);
    if (!claims && !bucket.public) throw storageErrors.noSuchBucket();
    const object = await rows.find(claims, bucket.id, location.key);
    const data = object && (await bytes.read(bucket.id, location.key));
    if (!object || !data) throw storageErrors.noSuchKey();
    sendObject(req, res, object, data);
  }

  async function remove(req: IncomingMessage, res: ServerResponse, url: URL, bucketName: string) {
    const claims = await authorise(req, url);
    const bucket = await findBucket(db, bucketName);
    const prefixes = ((await readJson(req)) as { prefixes?: unknown } | null)?.prefixes;
    const strings = Array.isArray(prefixes) && prefixes.every((prefix) => typeof prefix === 'string');
    if (!strings || prefixes.length === 0 || prefixes.length > MAX_PREFIXES)
      throw storageErrors.invalidRequest(`body/prefixes must be an array of 1 to ${MAX_PREFIXES} strings`);
    const removed = await rows.remove(claims, bucket.id, prefixes as string[]);
    for (const object of removed) await bytes.remove(bucket.id, object.name);
    sendJson(res, 200, removed);
  }

  async function list(req: IncomingMessage, res: ServerResponse, url: URL, bucketName: string) {
    const claims = await authorise(req, url);
    const bucket = await findBucket(db, bucketName);
    const options = parseListOptions(await readJson(req));
    sendJson(res, 200, buildListing(await rows.under(claims, bucket.id, options.prefix), options));
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';
    const leftOut = LEFT_OUT.find(([pattern]) => pattern.test(path));
    if (leftOut) throw new NotSupportedError(leftOut[1]);
    if (!path.startsWith('/object/')) throw storageErrors.notFoundRoute();
    const rest = path.slice('/object/'.length);
    if (read && url.searchParams.has('download'))
      throw new NotSupportedError('Downloads as an attachment (?download)');

    if (rest.startsWith('list/') && method === 'POST')
      return list(req, res, url, parseBucketName(rest.slice(5)));
    if (rest.startsWith('public/') && read)
      return download(req, res, parseObjectLocation(rest.slice(7)), null);
    if (!rest.includes('/') && method === 'DELETE') return remove(req, res, url, parseBucketName(rest));
    if (method === 'POST') return upload(req, res, url, parseObjectLocation(rest));
    if (read) return download(req, res, parseObjectLocation(rest), await authorise(req, url));
    if (method === 'PUT') throw new NotSupportedError('Replacing an object with update() (PUT)');
    if (method === 'DELETE')
      throw new NotSupportedError('Deleting one object by its path (remove() sends a list)');
    throw storageErrors.notFoundRoute();
  }

  return {
    async handle(req, res, path, url) {
      try {
        await route(req, res, path, url);
      } catch (error) {
        if (res.headersSent) res.destroy();
        else if (error instanceof StorageError) sendStorageError(res, error);
        else if (error instanceof NotSupportedError)
          sendStorageError(res, storageErrors.notSupported(error.message));
        else if (error instanceof AuthError) sendJson(res, error.status, error.body);
        else {
          console.error('[local-supabase] storage error', error);
          sendStorageError(res, storageErrors.internal());
        }
      }
    },
  };
}

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
