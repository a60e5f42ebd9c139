// The request headers PostgREST reads: Prefer, Accept and the schema profile headers.

import type { IncomingMessage } from 'node:http';
import { RestError } from './errors.ts';

export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  /** The preferences honoured, for the Preference-Applied header. */
  applied: string[];
}

const KNOWN: Record<string, readonly string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
};
// `tx=rollback` is not honoured: hosted Supabase runs PostgREST with db-tx-end = commit.

/** Several Prefer headers, or one with comma-separated values, as fetch's Headers.append sends. */
export function parsePrefer(req: IncomingMessage): Preferences {
  const raw = req.headers.prefer;
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const prefs: Preferences = { applied: [] };
  for (const token of text.split(/[,;]/)) {
    const [key = '', value = ''] = token
      .trim()
      .split('=')
      .map((part) => part.trim());
    if (!KNOWN[key]?.includes(value)) continue; // PostgREST ignores what it does not know (handling=lenient)
    (prefs as unknown as Record<string, string>)[key] = value;
    prefs.applied.push(`${key}=${value}`);
  }
  return prefs;
}

export interface AcceptedMedia {
  single: boolean;
  stripNulls: boolean;
}

/** Content negotiation for the JSON representations supabase-js asks for. */
export function negotiateAccept(req: IncomingMessage): AcceptedMedia {
  const header = req.headers.accept;
  if (!header) return { single: false, stripNulls: false };
  const offered = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of offered) {
    const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (type === 'application/json' || type === '*/*' || type === 'application/*') {
      return { single: false, stripNulls: false };
    }
    if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array') {
      return { single: false, stripNulls };
    }
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}

/** Only the `public` schema is exposed, as in a default Supabase project. */
export function checkProfile(req: IncomingMessage): void {
  for (const name of ['accept-profile', 'content-profile']) {
    const value = req.headers[name];
    if (typeof value === 'string' && value !== 'public') {
      throw new RestError(
        406,
        'PGRST106',
        `Invalid schema: ${value}`,
        null,
        'Only the following schemas are exposed: public',
      );
    }
  }
}
