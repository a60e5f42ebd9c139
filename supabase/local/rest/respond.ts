// Writing PostgREST's answers: JSON text built by Postgres, Content-Range, and the error shape.

import type { ServerResponse } from 'node:http';
import { CORS_HEADERS } from '../http.ts';
import type { RestError } from './errors.ts';

export interface RestResponse {
  status: number;
  /** JSON text as Postgres produced it; null for an empty body. */
  body: string | null;
  headers?: Record<string, string>;
  single?: boolean;
}

export function sendRest(
  res: ServerResponse,
  response: RestResponse,
  head: boolean,
  extraHeaders: Record<string, string> = {},
): void {
  const headers: Record<string, string> = { ...CORS_HEADERS, ...response.headers, ...extraHeaders };
  if (response.body !== null) {
    headers['Content-Type'] = response.single
      ? 'application/vnd.pgrst.object+json; charset=utf-8'
      : 'application/json; charset=utf-8';
  }
  res.writeHead(response.status, headers);
  res.end(head || response.body === null ? undefined : response.body);
}

export function sendRestError(res: ServerResponse, error: RestError): void {
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Proxy-Status': `PostgREST; error=${error.body.code}`,
    ...error.headers,
  };
  if (error.status === 401) headers['WWW-Authenticate'] = 'Bearer';
  res.writeHead(error.status, headers);
  res.end(JSON.stringify(error.body));
}

/** PostgREST's Content-Range: `0-9/62`, `0-9/*`, or `*\/0` when there is no row. */
export function contentRange(offset: number, rows: number, total: number | null): string {
  const upper = offset + rows - 1;
  const range = total !== 0 && offset <= upper ? `${offset}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** 206 when a known total is larger than the page, as PostgREST answers a partial read. */
export function readStatus(rows: number, total: number | null): number {
  return total !== null && rows < total ? 206 : 200;
}
