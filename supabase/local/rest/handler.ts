import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JwtClaims } from '../auth.ts';
import type { LocalContext } from '../context.ts';
import type { LocalDatabase } from '../database.ts';
import { BodyTooLargeError, readBody } from '../http.ts';
import { CatalogCache, closestName, type Catalog, type Table } from './catalog.ts';
import { invalidBody, RestError, restErrorFromPg, tableNotFound } from './errors.ts';
import { parseQuery } from './parse-query.ts';
import { QueryParseError } from './query-cursor.ts';
import { ReadCache } from './read-cache.ts';
import { readCacheKey } from './read-cache-key.ts';
import { checkProfile, negotiateAccept, parsePrefer } from './request-headers.ts';
import { sendRest, sendRestError, type RestResponse } from './respond.ts';
import type { RestRequest } from './rest-request.ts';
import { callRoutine, findRoutine } from './rpc-call.ts';
import { readTable } from './table-read.ts';
import { deleteRows, insertRows, updateRows } from './table-write.ts';

// Bigger payloads are refused before they are buffered, as hosted Supabase's gateway refuses them.
const MAX_BODY_BYTES = 5 * 1024 * 1024;

const catalogs = new WeakMap<LocalDatabase, CatalogCache>();

function catalogCache(db: LocalDatabase): CatalogCache {
  let cache = catalogs.get(db);
  if (!cache) {
    cache = new CatalogCache(db.pg);
    catalogs.set(db, cache);
  }
  return cache;
}

const readCaches = new WeakMap<LocalDatabase, ReadCache>();

function readCache(db: LocalDatabase): ReadCache {
  let cache = readCaches.get(db);
  if (!cache) {
    cache = new ReadCache();
    readCaches.set(db, cache);
  }
  return cache;
}

/** /rest/v1/<table> and /rest/v1/rpc/<fn>: the PostgREST grammar supabase-js emits. */
export async function handleRest(
  ctx: LocalContext,
  claims: JwtClaims,
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  url: URL,
): Promise<void> {
  const head = req.method === 'HEAD';
  try {
    const key = readCacheKey(req, route, url, claims);
    if (key === null) {
      sendRest(res, await dispatch(ctx, claims, req, route, url), head);
      return;
    }
    const { response, hit } = await readCache(ctx.db).read(
      key,
      () => ctx.db.writeGeneration(),
      () => dispatch(ctx, claims, req, route, url),
    );
    // HIT: answered without a database read of its own (see read-cache.ts)
    sendRest(res, response, head, { 'X-Cache': hit ? 'HIT' : 'MISS' });
  } catch (error) {
    const restError = toRestError(error, claims);
    if (restError.body.code === 'PGRSTX00') console.error('[local-supabase] rest error', error);
    sendRestError(res, restError);
  }
}

function toRestError(error: unknown, claims: JwtClaims): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof QueryParseError) return new RestError(400, 'PGRST100', error.message, error.details);
  // the limit is the gateway's in hosted Supabase, which answers 413
  if (error instanceof BodyTooLargeError) return new RestError(413, 'PGRST102', error.message);
  const fromPg = restErrorFromPg(error, claims.role !== 'anon');
  if (fromPg) return fromPg;
  return new RestError(500, 'PGRSTX00', error instanceof Error ? error.message : 'Internal error');
}

async function dispatch(
  ctx: LocalContext,
  claims: JwtClaims,
  req: IncomingMessage,
  route: string,
  url: URL,
): Promise<RestResponse> {
  const segments = route.split('/').filter(Boolean).map(decodeSegment);
  const method = req.method ?? 'GET';
  checkProfile(req);
  const cache = catalogCache(ctx.db);
  const request: RestRequest = {
    db: ctx.db,
    claims,
    req,
    catalog: await cache.get(),
    query: parseQuery(url.searchParams),
    prefs: parsePrefer(req),
    accept: negotiateAccept(req),
    head: method === 'HEAD',
  };

  if (segments.length === 2 && segments[0] === 'rpc') {
    const name = segments[1] ?? '';
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    }
    const isPost = method === 'POST';
    const args = isPost ? await readRpcArgs(req) : Object.fromEntries(request.query.rpcParams);
    const argumentNames = new Set(Object.keys(args));
    if (!request.catalog.functions.has(name)) request.catalog = await cache.refreshed();
    const routine = findRoutine(request, name, argumentNames, isPost);
    return callRoutine(request, routine, args, isPost);
  }
  if (segments.length !== 1) {
    if (segments.length === 0 && (method === 'GET' || method === 'HEAD')) return schemaRoot(request.catalog);
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }

  const table = await findTable(request, cache, segments[0] ?? '');
  switch (method) {
    case 'GET':
    case 'HEAD':
      return readTable(request, table);
    case 'POST':
      return insertRows(request, table, await readJson(req, false));
    case 'PATCH':
      return updateRows(request, table, await readJson(req, false));
    case 'DELETE':
      return deleteRows(request, table);
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
}

async function findTable(request: RestRequest, cache: CatalogCache, name: string): Promise<Table> {
  let table = request.catalog.tables.get(name);
  if (!table) {
    request.catalog = await cache.refreshed();
    table = request.catalog.tables.get(name);
  }
  if (!table) throw tableNotFound(name, closestName(name, request.catalog.tables.keys(), 0.7));
  return table;
}

async function readJson(req: IncomingMessage, emptyIsObject: boolean): Promise<unknown> {
  let bytes: Buffer;
  try {
    bytes = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    // let the client finish sending so it reads our answer instead of a reset connection
    req.resume();
    throw error;
  }
  const text = bytes.toString('utf8');
  if (text.trim() === '') {
    if (emptyIsObject) return {};
    throw invalidBody();
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidBody();
  }
}

async function readRpcArgs(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req, true);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidBody();
  return body as Record<string, unknown>;
}

/** GET /rest/v1/: a minimal description of what is exposed. */
function schemaRoot(catalog: Catalog): RestResponse {
  const paths: Record<string, object> = { '/': {} };
  for (const name of catalog.tables.keys()) paths[`/${name}`] = {};
  for (const name of catalog.functions.keys()) paths[`/rpc/${name}`] = {};
  const body = { swagger: '2.0', info: { title: 'local stand-in', version: '12' }, basePath: '/', paths };
  return { status: 200, body: JSON.stringify(body) };
}
