// The account-wide brake: past 100 failures within an hour from all addresses together,
// guesses without a device token wait, while a browser that signed in before keeps getting in.
// Engaging it brakes every anonymous sign-in of its stand-in, so this file runs its own.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import { callFunction, DEFAULT_ADMIN, uniqueClientAddress } from '#tests/support/edge-functions.ts';

const SEO_KEY = 'seo-local-1';
let local: LocalSupabase;
let service: SupabaseClient;

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0 });
  service = createClient(local.url, local.secretKey, { auth: { persistSession: false } });
}, 120_000);

afterAll(async () => {
  await local?.close();
});

const signIn = (body: object, client = uniqueClientAddress()) =>
  callFunction('admin-auth', { baseUrl: local.url, json: body, client });
const tryKey = (body: object, client = uniqueClientAddress()) =>
  callFunction('seo-access', { baseUrl: local.url, json: body, client });

/** `count` failures spread over the last `minutes`, from as many addresses (at most 4 each). */
async function recordFailures(scope: string, count: number, minutes: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => ({
    scope,
    client_key: `192.0.2.${Math.floor(index / 4) + 1}`,
    succeeded: false,
    attempted_at: new Date(Date.now() - ((index + 1) / count) * minutes * 60_000).toISOString(),
  }));
  const { error } = await service.from('admin_login_attempts').insert(rows);
  expect(error).toBeNull();
}

async function clearAttempts(): Promise<void> {
  const { error } = await service.from('admin_login_attempts').delete().gte('id', 0);
  expect(error).toBeNull();
}

function expectAccountBrakeRefusal(answer: Awaited<ReturnType<typeof signIn>>, waitMinutes: number): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    success: false,
    error: `Demasiadas tentativas falhadas. Tente novamente dentro de ${waitMinutes} minutos.`,
  });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan((waitMinutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(waitMinutes * 60);
}

describe('account-wide brake of the admin sign-in', () => {
  it('lets guesses from many addresses through up to 100 failures an hour, then makes them wait', async () => {
    await clearAttempts();
    await recordFailures('admin-login', 99, 40);
    // the 100th failure from yet another address is still checked …
    expect((await signIn({ username: 'admin', password: 'errada' })).status).toBe(401);
    // … the next anonymous guess, right or wrong, waits until the oldest is an hour old
    expectAccountBrakeRefusal(await signIn({ username: 'admin', password: 'errada' }), 20);
    expectAccountBrakeRefusal(await signIn(DEFAULT_ADMIN), 20);
    // refused guesses are not counted
    const { count } = await service
      .from('admin_login_attempts')
      .select('id', { count: 'exact', head: true })
      .eq('scope', 'admin-login');
    expect(count).toBe(100);
  });

  it('keeps letting in a browser that signed in before, while others hold the brake', async () => {
    await clearAttempts();
    const owner = await signIn(DEFAULT_ADMIN);
    expect(owner.status).toBe(200);
    const deviceToken = owner.body.deviceToken as string;

    await recordFailures('admin-login', 100, 30);
    expect((await signIn(DEFAULT_ADMIN)).status).toBe(429);

    const again = await signIn({ ...DEFAULT_ADMIN, deviceToken });
    expect(again.status).toBe(200);
    expect(again.body.sessionToken).toEqual(expect.any(String));
    // a wrong password from that browser is a failure of the device, not a 429
    expect((await signIn({ username: 'admin', password: 'gralha', deviceToken })).status).toBe(401);
  });

  it('forgets failures older than an hour, and keeps the SEO keys apart', async () => {
    await clearAttempts();
    await recordFailures('admin-login', 100, 30);
    await service
      .from('admin_login_attempts')
      .update({ attempted_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .eq('scope', 'admin-login');
    expect((await signIn(DEFAULT_ADMIN)).status).toBe(200);

    await recordFailures('admin-login', 100, 30);
    expect((await tryKey({ key: SEO_KEY })).status).toBe(200);
  });
});

describe('account-wide brake of the SEO keys', () => {
  it('makes anonymous tries wait past 100 failures an hour, but not a browser granted before', async () => {
    await clearAttempts();
    const granted = await tryKey({ key: SEO_KEY });
    expect(granted.status).toBe(200);

    await recordFailures('seo-key', 100, 50);
    const refused = await tryKey({ key: SEO_KEY });
    expectAccountBrakeRefusal(refused, 10);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');

    expect((await tryKey({ key: SEO_KEY, deviceToken: granted.body.deviceToken })).status).toBe(200);
    // the admin sign-in has a count of its own
    expect((await signIn(DEFAULT_ADMIN)).status).toBe(200);
  });
});
