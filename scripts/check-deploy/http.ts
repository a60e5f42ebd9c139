// fetch for the functions (as the browser calls them) and for supabase-js, with a time limit:
// a hosted function's cold start takes a second or two, a hung one must not hang the check.
import { SESSION_HEADER } from '#portable/session-header.ts';

const REQUEST_TIMEOUT_MS = 30_000;

export const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

export interface FunctionAnswer {
  status: number;
  headers: Headers;
  /** The body parsed as JSON, or null when it is not JSON. */
  json: unknown;
  text: string;
}

export interface FunctionRequest {
  method: string;
  /** The admin session, sent in SESSION_HEADER. */
  session?: string;
  /** Sent as JSON; `body` is sent as it is. */
  json?: unknown;
  body?: BodyInit;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Leave out the apikey header (a browser's preflight has none). */
  withoutKey?: boolean;
}

/** The origin the check claims to call from, as a browser on the site would send one. */
export const CHECK_ORIGIN = 'https://check-deploy.example';

export async function callFunction(
  projectUrl: string,
  publishableKey: string,
  name: string,
  request: FunctionRequest,
): Promise<FunctionAnswer> {
  const url = new URL(`${projectUrl}/functions/v1/${name}`);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { origin: CHECK_ORIGIN, ...request.headers };
  // in apikey only, as the site calls the functions: a publishable key is no JWT
  if (!request.withoutKey) headers.apikey = publishableKey;
  if (request.session !== undefined) headers[SESSION_HEADER] = request.session;
  let body = request.body;
  if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers['content-type'] = 'application/json';
  }
  const response = await fetchWithTimeout(url, { method: request.method, headers, body });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the checks say so
  }
  return { status: response.status, headers: response.headers, json, text };
}
