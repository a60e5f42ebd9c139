// A stand-in of a test file's own (for rows the whole project shares, such as the business
// facts or the page's texts, which other files expect to stay as they are), with the two API
// roles' clients and a signed-in admin.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#portable/database-types.ts';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import { callFunction, DEFAULT_ADMIN, uniqueClientAddress } from './edge-functions.ts';

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export interface OwnStandIn {
  local: LocalSupabase;
  anon: SupabaseClient<Database>;
  service: SupabaseClient<Database>;
  /** The admin's x-session-token. */
  session: string;
  close(): Promise<void>;
}

async function startOwnStandIn(): Promise<OwnStandIn> {
  const local = await startLocalSupabase({ port: 0 });
  const anon = createClient<Database>(local.url, local.publishableKey, noSession);
  const service = createClient<Database>(local.url, local.secretKey, noSession);
  const signIn = await callFunction('admin-auth', {
    baseUrl: local.url,
    json: DEFAULT_ADMIN,
    client: uniqueClientAddress(),
  });
  if (typeof signIn.body.sessionToken !== 'string') {
    await local.close();
    throw new Error(`sign-in: ${JSON.stringify(signIn.body)}`);
  }
  return {
    local,
    anon,
    service,
    session: signIn.body.sessionToken,
    async close() {
      await anon.removeAllChannels();
      await local.close();
    },
  };
}

/**
 * Registers a test file's hooks: its own stand-in (startOwnStandIn) before its tests, closed
 * after them. Call it at the top of the file; the object returned holds the stand-in once the
 * hooks have run.
 */
export function ownStandIn(): OwnStandIn {
  const standIn = {} as OwnStandIn;
  beforeAll(async () => {
    Object.assign(standIn, await startOwnStandIn());
  }, 120_000);
  afterAll(async () => {
    await standIn.close?.();
  });
  return standIn;
}
