// seo-access's brute-force brake: SEO keys are owner-chosen secrets, so guessing them is
// braked like the admin login (5 failures in 15 minutes per client), on a count of its own.
import { describe, expect, it } from 'vitest';
import {
  callFunction,
  DEFAULT_ADMIN,
  expectFreshBrakeRefusal,
  recordedAttempts,
  uniqueClientAddress,
} from '#tests/support/edge-functions.ts';

const RIGHT_KEY = 'seo-local-3';
const WRONG_ADMIN = { username: 'admin', password: 'senha-errada' };

function tryKey(key: string, client: string) {
  return callFunction('seo-access', {
    json: { key },
    client,
    headers: { origin: 'https://estofos.example.pt' },
  });
}

async function failFiveTimes(client: string): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = await tryKey(`chave-errada-${attempt}`, client);
    expect(answer.status, `attempt ${attempt}`).toBe(403);
    expect(answer.body).toEqual({ success: false, error: 'Acesso Negado' });
  }
}

describe('seo-access brute-force brake', () => {
  it('answers the 6th try after 5 wrong keys with 429 and the wait, even with a right key', async () => {
    const client = uniqueClientAddress();
    await failFiveTimes(client);

    const sixth = await tryKey(RIGHT_KEY, client);
    expectFreshBrakeRefusal(sixth);
    expect(sixth.headers.get('access-control-allow-origin')).toBe('*');
    expect(sixth.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);

    // refused tries are not recorded, so they never lengthen the wait
    expect(await recordedAttempts('seo-key', client)).toEqual(new Array(5).fill({ succeeded: false }));

    // another address still gets in
    expect((await tryKey(RIGHT_KEY, uniqueClientAddress())).status).toBe(200);
  });

  it('keeps SEO key failures and admin login failures of one address apart', async () => {
    const client = uniqueClientAddress();
    await failFiveTimes(client);
    expect((await tryKey(RIGHT_KEY, client)).status).toBe(429);
    // the admin login from the same address is not braked by the SEO failures …
    expect((await callFunction('admin-auth', { json: DEFAULT_ADMIN, client })).status).toBe(200);

    // … nor the SEO key by admin login failures
    const other = uniqueClientAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await callFunction('admin-auth', { json: WRONG_ADMIN, client: other })).status).toBe(401);
    }
    expect((await callFunction('admin-auth', { json: WRONG_ADMIN, client: other })).status).toBe(429);
    expect((await tryKey(RIGHT_KEY, other)).status).toBe(200);
  });

  it('lets a granted key clear the earlier failures', async () => {
    const client = uniqueClientAddress();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await tryKey('chave-errada', client)).status).toBe(403);
    }
    expect((await tryKey(RIGHT_KEY, client)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await tryKey('chave-errada', client)).status, `attempt ${attempt}`).toBe(403);
    }
  });

  it('evaluates at most 5 of a parallel burst of wrong keys', async () => {
    const client = uniqueClientAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, () => tryKey('chave-errada', client)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...new Array(5).fill(403), ...new Array(7).fill(429)]);
  });

  it('does not count a request without a key', async () => {
    const client = uniqueClientAddress();
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect((await callFunction('seo-access', { json: {}, client })).status).toBe(400);
    }
    expect((await tryKey(RIGHT_KEY, client)).status).toBe(200);
  });
});
