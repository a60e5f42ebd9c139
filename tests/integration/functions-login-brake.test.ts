// The login brake against the attacks seen on it, over HTTP against the real Deno admin-auth
// and seo-access behind the stand-in, which names the caller as the platform's edge does
// (cf-connecting-ip from the connection, whatever the caller wrote). Each client here sends
// from a loopback address of its own (uniqueClientAddress). The account-wide count is
// exercised in functions-account-brake.test.ts, on a stand-in of its own.
import { describe, expect, it } from 'vitest';
import { serviceClient } from '#tests/support/clients.ts';
import {
  callFunction,
  DEFAULT_ADMIN,
  expectFreshBrakeRefusal,
  uniqueClientAddress,
} from '#tests/support/edge-functions.ts';

const WRONG = { username: 'admin', password: 'tentativa-errada' };

/** Headers a caller writes to pass for someone else. */
function posingAs(address: string): Record<string, string> {
  return { 'x-forwarded-for': address, 'cf-connecting-ip': address, 'x-real-ip': address };
}

function signIn(client: string, credentials: object, headers: Record<string, string> = {}) {
  return callFunction('admin-auth', { json: credentials, client, headers });
}

async function failFiveTimes(client: string, extra: object = {}): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    expect((await signIn(client, { ...WRONG, ...extra })).status, `attempt ${attempt}`).toBe(401);
  }
}

async function attemptsOf(scope: string, clientKey: string) {
  const { data, error } = await serviceClient()
    .from('admin_login_attempts')
    .select('succeeded, device')
    .eq('scope', scope)
    .eq('client_key', clientKey);
  expect(error).toBeNull();
  return data ?? [];
}

describe('the address the brake keys on cannot be chosen by the caller', () => {
  it('brakes a client rotating x-forwarded-for after 5 guesses: 15 of 20 get 429', async () => {
    const attacker = uniqueClientAddress();
    const statuses: number[] = [];
    for (let guess = 1; guess <= 20; guess++) {
      const answer = await signIn(attacker, WRONG, posingAs(`203.0.113.${guess}`));
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...new Array(5).fill(401), ...new Array(15).fill(429)]);
    expect(await attemptsOf('admin-login', attacker)).toHaveLength(5);
    expect(await attemptsOf('admin-login', '203.0.113.1')).toEqual([]);
  });

  it('keeps a braked client out with the right password, whatever header it changes', async () => {
    const attacker = uniqueClientAddress();
    await failFiveTimes(attacker);
    expectFreshBrakeRefusal(await signIn(attacker, DEFAULT_ADMIN, posingAs(uniqueClientAddress())));
    expectFreshBrakeRefusal(await signIn(attacker, DEFAULT_ADMIN));
  });

  it("does not let a third party lock the owner out by writing the owner's address", async () => {
    const owner = uniqueClientAddress();
    const thirdParty = uniqueClientAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(thirdParty, WRONG, posingAs(owner))).status).toBe(401);
    }
    expect((await signIn(thirdParty, WRONG, posingAs(owner))).status).toBe(429);

    expect((await signIn(owner, DEFAULT_ADMIN)).status).toBe(200);
    expect(await attemptsOf('admin-login', owner)).toEqual([{ succeeded: true, device: false }]);
    expect(await attemptsOf('admin-login', thirdParty)).toHaveLength(5);
  });

  it('does the same for SEO keys: a rotated header is no new client', async () => {
    const attacker = uniqueClientAddress();
    const statuses: number[] = [];
    for (let guess = 1; guess <= 8; guess++) {
      const answer = await callFunction('seo-access', {
        json: { key: `chave-errada-${guess}` },
        client: attacker,
        headers: posingAs(`203.0.113.${guess}`),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...new Array(5).fill(403), ...new Array(3).fill(429)]);
  });
});

describe('parallel sign-ins', () => {
  it('lets 10 simultaneous right sign-ins from one address all in', async () => {
    const owner = uniqueClientAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn(owner, DEFAULT_ADMIN)));
    expect(answers.map((answer) => answer.status)).toEqual(new Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.sessionToken)).size).toBe(10);
  });

  it('still checks at most 5 of a mixed burst when the right ones come last', async () => {
    const client = uniqueClientAddress();
    const wrong = Array.from({ length: 5 }, () => signIn(client, WRONG));
    // the right ones start once the wrong ones are recorded (still being checked or not)
    while ((await attemptsOf('admin-login', client)).length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const right = Array.from({ length: 3 }, () => signIn(client, DEFAULT_ADMIN));
    const statuses = (await Promise.all([...wrong, ...right])).map((answer) => answer.status);
    expect(statuses).toEqual([...new Array(5).fill(401), ...new Array(3).fill(429)]);
  });
});

describe('device tokens', () => {
  async function deviceTokenOf(client: string): Promise<string> {
    const answer = await signIn(client, DEFAULT_ADMIN);
    expect(answer.status).toBe(200);
    return answer.body.deviceToken as string;
  }

  it("let a browser that signed in before in while its address is braked by others' failures", async () => {
    const office = uniqueClientAddress(); // one address shared by the owner and someone guessing
    const deviceToken = await deviceTokenOf(office);
    await failFiveTimes(office);
    expect((await signIn(office, DEFAULT_ADMIN)).status).toBe(429);

    const answer = await signIn(office, { ...DEFAULT_ADMIN, deviceToken });
    expect(answer.status).toBe(200);
    // a renewed token for the same device: its attempts are recorded under the device, not the address
    const deviceId = deviceToken.split('.')[0] ?? '';
    expect(String(answer.body.deviceToken).split('.')[0]).toBe(deviceId);
    expect(await attemptsOf('admin-login', deviceId)).toEqual([{ succeeded: true, device: true }]);
  });

  it("judge a device by its own failures: 5 brake it, and no one else's count moves", async () => {
    const client = uniqueClientAddress();
    const deviceToken = await deviceTokenOf(client);
    await failFiveTimes(client, { deviceToken });
    expectFreshBrakeRefusal(await signIn(client, { ...DEFAULT_ADMIN, deviceToken }));
    // the address's own count never saw those five: it signs in anonymously
    expect((await signIn(client, DEFAULT_ADMIN)).status).toBe(200);
    expect(await attemptsOf('admin-login', client)).toEqual([
      { succeeded: true, device: false },
      { succeeded: true, device: false },
    ]);
  });

  it('count a forged or foreign token as no token at all', async () => {
    const client = uniqueClientAddress();
    const seo = await callFunction('seo-access', { json: { key: 'seo-local-1' }, client });
    expect(seo.status).toBe(200);
    const seoToken = seo.body.deviceToken as string;
    const adminToken = await deviceTokenOf(client);
    const [deviceId, expires] = adminToken.split('.');
    for (const deviceToken of [seoToken, `${deviceId}.${expires}.${'A'.repeat(43)}`, 'nao-e-um-token']) {
      expect((await signIn(client, { ...WRONG, deviceToken })).status).toBe(401);
    }
    const attempts = await attemptsOf('admin-login', client);
    expect(attempts.filter((attempt) => attempt.succeeded === false)).toHaveLength(3);
  });

  it('refuse a device token that is not text with 400', async () => {
    const answer = await signIn(uniqueClientAddress(), { ...DEFAULT_ADMIN, deviceToken: 42 });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: 'Token de dispositivo inválido.' });
  });

  it('work for SEO keys too: a braked address with a granted device gets in', async () => {
    const client = uniqueClientAddress();
    const first = await callFunction('seo-access', { json: { key: 'seo-local-2' }, client });
    expect(first.body).toEqual({ success: true, deviceToken: expect.any(String) });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await callFunction('seo-access', { json: { key: 'chave-errada' }, client });
    }
    expect((await callFunction('seo-access', { json: { key: 'seo-local-2' }, client })).status).toBe(429);
    const again = await callFunction('seo-access', {
      json: { key: 'seo-local-2', deviceToken: first.body.deviceToken },
      client,
    });
    expect(again.status).toBe(200);
  });
});
