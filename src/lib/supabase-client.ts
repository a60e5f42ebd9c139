import { PostgrestClient } from '@supabase/postgrest-js';
import { RealtimeClient } from '@supabase/realtime-js';
import { requireSupabase } from '#src/config/env.ts';
import { leaveReconnectsToLiveConnection } from './realtime-retry.ts';
import type { Database } from '#portable/database-types.ts';

const { url, publishableKey } = requireSupabase();

/**
 * The one Supabase client of the site: the REST and realtime parts of supabase-js, built as
 * supabase-js builds them, with the publishable key. Nobody signs in through Supabase Auth (the
 * admin session is the edge functions' own) and storage is written only by the functions, so
 * the browser does not carry supabase-js's auth, storage and functions clients (~30 kB gzip).
 */
export const supabase = {
  rest: new PostgrestClient<Database>(`${url}/rest/v1`, {
    // both, as supabase-js sends them: hosted Supabase takes the key as the bearer when it is
    // the apikey itself (docs/local-stand-in.md, "Keys")
    headers: { apikey: publishableKey, Authorization: `Bearer ${publishableKey}` },
  }),
  // ws(s)://, as supabase-js derives it: not every WebSocket accepts an http(s) URL. The key is
  // also the channels' access token, as supabase-js sends it when nobody is signed in.
  realtime: new RealtimeClient(`${url.replace(/^http/, 'ws')}/realtime/v1`, {
    params: { apikey: publishableKey },
    accessToken: () => Promise.resolve(publishableKey),
    // live-connection.ts closes a failed socket and retries on its own schedule
    reconnectAfterMs: leaveReconnectsToLiveConnection,
  }),
};

export type SiteSupabase = typeof supabase;
