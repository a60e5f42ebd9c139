import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, type Auth, type JwtClaims } from '#local/auth.ts';
import type { LocalDatabase } from '#local/database.ts';
import { BodyTooLargeError, CORS_HEADERS, readBody, sendJson, type RouteHandler } from '#local/http.ts';
import { NotSupportedError } from '#local/not-supported.ts';
import { loadCatalog, type Catalog } from './catalog.ts';
import { invalidBody, notSupported, RestError, restErrorFromPg, tableNotFound } from './errors.ts';
import { parseQuery } from './parse-query.ts';
import { withPermissionHint, type TableRequest } from './permission-hint.ts';
import { QueryParseError } from './query-cursor.ts';
import { checkProfile, parsePrefer, wantsSingleObject } from './request-headers.ts';
import type { RestRequest, RestResponse } from './operation.ts';
import { callRoutine } from './rpc.ts';
import { readTable } from './table-read.ts';
import { deleteRows, insertRows, updateRows } from './table-write.ts';

// Bigger payloads are refused before they are buffered, as hosted Supabase's gateway refuses them.
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** /rest/v1/<table> and /rest/v1/rpc/<fn>: the part of PostgREST's grammar supabase-js emits. */
export function createRest({ db, auth }: { db: LocalDatabase; auth: Auth }): { handle: RouteHandler } {
  let catalog: Promise<Catalog> | undefined;
  /** The schema cache, read again when it failed or a request names a table or function created since. */
  async function catalogKnowing(kind: 'tables' | 'functions', name: string): Promise<Catalog> {
    const known = await (catalog ??= loadCatalog(db.pg)).catch(() => undefined);
    return known?.[kind].has(name) ? known : (catalog = loadCatalog(db.pg));
  }

  /** `refused.table`: the table the request operates on, once it is known (for a refusal's hint). */
  async function dispatch(
    req: IncomingMessage,
    route: string,
    url: URL,
    claims: JwtClaims,
    refused: { table: TableRequest | null },
  ): Promise<RestResponse> {
    const method = req.method ?? 'GET';
    const segments = route.split('/').filter(Boolean).map(decodeSegment);
    checkProfile(req);
    const isRpc = segments.length === 2 && segments[0] === 'rpc';
    if (segments.length === 0 && method === 'GET')
      throw new NotSupportedError('The OpenAPI description (GET /rest/v1/)');
    if (!isRpc && segments.length !== 1)
      throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    if (isRpc && (method === 'GET' || method === 'HEAD'))
      throw new NotSupportedError('Calling a function with GET');
    if (isRpc && method !== 'POST')
      throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    const name = segments.at(-1) ?? '';
    const request: RestRequest = {
      db,
      claims,
      catalog: await catalogKnowing(isRpc ? 'functions' : 'tables', name),
      query: parseQuery(url.searchParams),
      prefs: parsePrefer(req),
      single: wantsSingleObject(req),
    };

    if (isRpc) return callRoutine(request, name, await readArguments(req));
    const table = request.catalog.tables.get(name);
    if (!table) throw tableNotFound(name);
    refused.table = { method, table: table.name, representation: request.prefs.return === 'representation' };
    if (method === 'GET' || method === 'HEAD') return readTable(request, table);
    if (method === 'POST') return insertRows(request, table, await readJson(req));
    if (method === 'PATCH') return updateRows(request, table, await readJson(req));
    if (method === 'DELETE') return deleteRows(request, table);
    if (method === 'PUT') throw new NotSupportedError('PUT (single-row upsert)');
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }

  return {
    async handle(req, res, route, url) {
      let claims: JwtClaims;
      try {
        claims = await auth.authenticate(req, url);
      } catch (error) {
        if (!(error instanceof AuthError)) throw error;
        return sendJson(res, error.status, error.body);
      }
      const refused: { table: TableRequest | null } = { table: null };
      try {
        sendRest(res, await dispatch(req, route, url, claims, refused), req.method === 'HEAD');
      } catch (error) {
        const restError = await withPermissionHint(
          toRestError(error, claims),
          db,
          claims.role,
          refused.table,
        );
        if (restError.body.code === 'PGRSTX00') console.error('[local-supabase] rest error', error);
        sendRestError(res, restError);
      }
    },
  };
}

function toRestError(error: unknown, claims: JwtClaims): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof NotSupportedError) return notSupported(error.message);
  if (error instanceof QueryParseError) return new RestError(400, 'PGRST100', error.message, error.details);
  // the limit is the gateway's in hosted Supabase, which answers 413
  if (error instanceof BodyTooLargeError) return new RestError(413, 'PGRST102', error.message);
  const fromPg = restErrorFromPg(error, claims.role !== 'anon');
  if (fromPg) return fromPg;
  return new RestError(500, 'PGRSTX00', error instanceof Error ? error.message : 'Internal error');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
}

async function readJson(req: IncomingMessage, whenEmpty?: Record<string, never>): Promise<unknown> {
  let text: string;
  try {
    text = (await readBody(req, MAX_BODY_BYTES)).toString('utf8');
  } catch (error) {
    // let the client finish sending so it reads our answer instead of a reset connection
    req.resume();
    throw error;
  }
  if (text.trim() === '' && whenEmpty) return whenEmpty;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidBody();
  }
}

/** An RPC's named arguments: a JSON object, or no body for none. */
async function readArguments(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req, {});
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidBody();
  return body as Record<string, unknown>;
}

function sendRest(res: ServerResponse, response: RestResponse, head: boolean): void {
  const headers: Record<string, string> = { ...CORS_HEADERS, ...response.headers };
  if (response.body !== null) {
    headers['Content-Type'] = response.single
      ? 'application/vnd.pgrst.object+json; charset=utf-8'
      : 'application/json; charset=utf-8';
  }
  res.writeHead(response.status, headers);
  res.end(head || response.body === null ? undefined : response.body);
}

function sendRestError(res: ServerResponse, error: RestError): void {
  const headers: Record<string, string> = { 'Proxy-Status': `PostgREST; error=${error.body.code}` };
  if (error.status === 401) headers['WWW-Authenticate'] = 'Bearer';
  sendJson(res, error.status, error.body, headers);
}
