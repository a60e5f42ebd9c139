// What every /rest/v1 operation works from once the request has been parsed.

import type { IncomingMessage } from 'node:http';
import type { JwtClaims } from '../auth.ts';
import type { LocalDatabase, Transaction } from '../database.ts';
import type { Catalog } from './catalog.ts';
import type { RestResponse } from './respond.ts';
import type { AcceptedMedia, Preferences } from './request-headers.ts';
import type { ParsedQuery } from './parse-query.ts';

export interface RestRequest {
  db: LocalDatabase;
  claims: JwtClaims;
  req: IncomingMessage;
  catalog: Catalog;
  query: ParsedQuery;
  prefs: Preferences;
  accept: AcceptedMedia;
  head: boolean;
}

/** Runs `fn` in one transaction as the caller's role; reads run read-only, as PostgREST runs them. */
export function inTransaction(
  request: RestRequest,
  readOnly: boolean,
  fn: (tx: Transaction) => Promise<RestResponse>,
): Promise<RestResponse> {
  return request.db.withClaims(request.claims, async (tx) => {
    if (readOnly) await tx.query('set transaction read only');
    return fn(tx);
  });
}

export function preferenceApplied(prefs: Preferences, names: string[]): Record<string, string> {
  const applied = prefs.applied.filter((pref) => names.some((name) => pref.startsWith(`${name}=`)));
  return applied.length === 0 ? {} : { 'Preference-Applied': applied.join(', ') };
}
