// The local secrets of supabase/functions/.env open nothing on a deployed project: functions
// whose SUPABASE_URL is not a loopback address (here a hosted-looking address, which the
// stand-in still serves as their HTTP proxy) refuse the default admin password and the local SEO
// keys, even though they are the configured secrets, while the database stays within reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_REFUSED_MESSAGE,
  LOCAL_SEO_KEY_REFUSED_MESSAGE,
  LOCAL_SEO_KEYS,
} from '#portable/local-secrets.ts';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import { callFunction, DEFAULT_ADMIN, uniqueClientAddress } from '#tests/support/edge-functions.ts';

const DEPLOYED_URL = 'http://abcdefghijklmnop.supabase.example';

let local: LocalSupabase;

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0, functionsSupabaseUrl: DEPLOYED_URL });
}, 60_000);

afterAll(async () => {
  await local?.close();
});

const call = (name: string, json: unknown) =>
  callFunction(name, { baseUrl: local.url, json, client: uniqueClientAddress() });

describe('functions with a SUPABASE_URL that is not loopback', () => {
  it('refuse the local default password with 403, saying how to set one', async () => {
    const answer = await call('admin-auth', DEFAULT_ADMIN);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ success: false, error: DEFAULT_PASSWORD_REFUSED_MESSAGE });
  });

  it.each(LOCAL_SEO_KEYS)('refuse the local SEO key %s with 403, saying how to set keys', async (key) => {
    const answer = await call('seo-access', { key });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ success: false, error: LOCAL_SEO_KEY_REFUSED_MESSAGE });
  });

  it('still reach the database: a wrong key gets the usual refusal, which the login brake records first', async () => {
    // a 500 here would mean the functions could not reach the stand-in through that address
    const answer = await call('seo-access', { key: 'not-one-of-the-keys' });
    expect(answer).toMatchObject({ status: 403, body: { success: false, error: 'Acesso Negado' } });
  });
});
