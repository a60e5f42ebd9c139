// The request headers PostgREST reads: Prefer, Accept and the schema profile headers.

import type { IncomingMessage } from 'node:http';
import { NotSupportedError } from '#local/not-supported.ts';
import { RestError } from './errors.ts';

export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  /** every count is exact here: the stand-in's tables are small */
  count?: 'exact' | 'planned' | 'estimated';
}

/** Several Prefer headers, or one with comma-separated values, as fetch's Headers.append sends. */
export function parsePrefer(req: IncomingMessage): Preferences {
  const raw = req.headers.prefer;
  const prefs: Preferences = {};
  for (const token of (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(/[,;]/)) {
    const [key = '', value = ''] = token.split('=').map((part) => part.trim());
    if (key === 'resolution') throw new NotSupportedError(`Upserts (Prefer: resolution=${value})`);
    if (key === 'missing' && value === 'default') throw new NotSupportedError('Prefer: missing=default');
    if (key === 'return' && ['representation', 'minimal', 'headers-only'].includes(value)) {
      prefs.return = value as Preferences['return'];
    }
    if (key === 'count' && ['exact', 'planned', 'estimated'].includes(value)) {
      prefs.count = value as Preferences['count'];
    }
    // PostgREST ignores what it does not know (handling=lenient); hosted Supabase commits (no tx=rollback)
  }
  return prefs;
}

/** Whether the client asked for one object (supabase-js's single()) rather than an array. */
export function wantsSingleObject(req: IncomingMessage): boolean {
  const offered = (req.headers.accept ?? '*/*').split(',').map((part) => part.trim());
  for (const entry of offered) {
    const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (parameters.includes('nulls=stripped'))
      throw new NotSupportedError('Stripping nulls (nulls=stripped)');
    if (['application/json', '*/*', 'application/*', 'application/vnd.pgrst.array+json'].includes(type))
      return false;
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return true;
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}

/** Only the `public` schema is exposed, as in a default Supabase project. */
export function checkProfile(req: IncomingMessage): void {
  const hint = 'Only the following schemas are exposed: public';
  for (const name of ['accept-profile', 'content-profile']) {
    const value = req.headers[name];
    if (typeof value === 'string' && value !== 'public')
      throw new RestError(406, 'PGRST106', `Invalid schema: ${value}`, null, hint);
  }
}
