// What every /rest/v1 operation works from once the request has been parsed, and what it
// answers: JSON text built by Postgres, with PostgREST's Content-Range.

import type { JwtClaims } from '#local/auth.ts';
import type { LocalDatabase } from '#local/database.ts';
import type { Catalog } from './catalog.ts';
import type { ParsedQuery } from './query-ast.ts';
import type { Preferences } from './request-headers.ts';

export interface RestRequest {
  db: LocalDatabase;
  claims: JwtClaims;
  catalog: Catalog;
  query: ParsedQuery;
  prefs: Preferences;
  /** Accept asked for one object (supabase-js's single()). */
  single: boolean;
}

export interface RestResponse {
  status: number;
  /** JSON text as Postgres produced it; null for an empty body. */
  body: string | null;
  headers?: Record<string, string>;
  single?: boolean;
}

/** A read aggregated by Postgres: how many rows, and their JSON text. */
export interface PageRow {
  page_total: number;
  body: string | null;
}

/** PostgREST's Content-Range: `0-9/62`, `0-9/*`, or `*\/0` when there is no row. */
export function contentRange(offset: number, rows: number, total: number | null): string {
  const upper = offset + rows - 1;
  const range = total !== 0 && offset <= upper ? `${offset}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}
