// admin-auth over HTTP against the real Deno function: login, sessions stored as hashes,
// expiry, logout, and the brute-force brake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '#tests/support/clients.ts';
import {
  callFunction,
  DEFAULT_ADMIN,
  expectFreshBrakeRefusal,
  insertSession,
  login,
  recordedAttempts,
  sha256Hex,
  uniqueClientAddress,
} from '#tests/support/edge-functions.ts';

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

describe('admin-auth login', () => {
  let token: string;
  beforeAll(async () => {
    const answer = await callFunction('admin-auth', { json: DEFAULT_ADMIN, client: uniqueClientAddress() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      sessionToken: expect.any(String),
      expiresAt: expect.any(String),
      deviceToken: expect.stringMatching(/^[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/),
    });
    token = answer.body.sessionToken as string;
  });

  it('returns a 256-bit token and stores only its SHA-256', async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { data, error } = await serviceClient().from('admin_sessions').select('*');
    expect(error).toBeNull();
    const row = data?.find((session) => session.token_hash === sha256Hex(token));
    if (!row) throw new Error('no session stored for the token');
    expect(JSON.stringify(data)).not.toContain(token);
    const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(lifetime).toBe(12 * HOUR);
  });

  it('opens the admin functions with that token', async () => {
    const answer = await callFunction('media-list', { method: 'GET', session: token });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
  });

  it('gives a new token at every login; logout revokes only that one', async () => {
    const second = await login();
    expect(second).not.toBe(token);

    const logout = await callFunction('admin-auth', { json: { action: 'logout' }, session: second });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true });

    const afterLogout = await callFunction('media-list', { method: 'GET', session: second });
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body).toEqual({ success: false, error: expect.stringMatching(/Sessão/) });
    expect((await callFunction('media-list', { method: 'GET', session: token })).status).toBe(200);
  });

  it('refuses logout without a session token', async () => {
    const answer = await callFunction('admin-auth', { json: { action: 'logout' } });
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });
});

describe('admin-auth refusals', () => {
  it.each([
    ['a wrong password', { username: 'admin', password: 'senha-errada' }],
    ['a wrong username', { username: 'intruso', password: DEFAULT_ADMIN.password }],
  ])('answers 401 "Credenciais inválidas" to %s', async (_case, credentials) => {
    const answer = await callFunction('admin-auth', { json: credentials, client: uniqueClientAddress() });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, error: 'Credenciais inválidas' });
  });

  it.each([
    ['no fields', {}],
    ['no password', { username: 'admin' }],
    ['an empty username', { username: '  ', password: 'x' }],
    ['a non-text password', { username: 'admin', password: 12345 }],
  ])('answers 400 to %s', async (_case, body) => {
    const answer = await callFunction('admin-auth', { json: body, client: uniqueClientAddress() });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: 'Usuário e senha são obrigatórios.' });
  });

  it('answers 400 to an unknown action', async () => {
    const answer = await callFunction('admin-auth', { json: { action: 'reset-password' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: 'Ação desconhecida.' });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const answer = await callFunction('admin-auth', {
      body: 'username=admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });

  it('answers 405 to GET', async () => {
    const answer = await callFunction('admin-auth', { method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ success: false, error: 'Método não permitido.' });
    expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
  });
});

describe('admin-auth brute-force brake', () => {
  it('answers the 6th failure within 15 minutes with 429 and the wait, for that client only', async () => {
    const attacker = uniqueClientAddress();
    const wrong = { username: 'admin', password: 'tentativa-errada' };
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await callFunction('admin-auth', { json: wrong, client: attacker });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }

    const sixth = await callFunction('admin-auth', { json: wrong, client: attacker });
    expectFreshBrakeRefusal(sixth);

    // the right password does not get through the brake either …
    expect((await callFunction('admin-auth', { json: DEFAULT_ADMIN, client: attacker })).status).toBe(429);
    // … while another client is not affected
    expect((await callFunction('admin-auth', { json: wrong, client: uniqueClientAddress() })).status).toBe(
      401,
    );

    expect(await recordedAttempts('admin-login', attacker)).toEqual(new Array(5).fill({ succeeded: false }));
  });

  it('evaluates at most 5 of a parallel burst of wrong logins; the rest get 429 and are not recorded', async () => {
    const attacker = uniqueClientAddress();
    const wrong = { username: 'admin', password: 'tentativa-em-paralelo' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => callFunction('admin-auth', { json: wrong, client: attacker })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...new Array(5).fill(401), ...new Array(7).fill(429)]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.body.error).toMatch(/^Demasiadas tentativas falhadas\. Tente novamente dentro de /);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    }
    expect(await recordedAttempts('admin-login', attacker)).toEqual(new Array(5).fill({ succeeded: false }));

    // the owner, from another address, is not affected by the burst
    expect(
      (await callFunction('admin-auth', { json: DEFAULT_ADMIN, client: uniqueClientAddress() })).status,
    ).toBe(200);
  });

  it('lets a correct login clear the earlier failures', async () => {
    const client = uniqueClientAddress();
    const wrong = { username: 'admin', password: 'quase-certa' };
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await callFunction('admin-auth', { json: wrong, client })).status).toBe(401);
    }
    expect((await callFunction('admin-auth', { json: DEFAULT_ADMIN, client })).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await callFunction('admin-auth', { json: wrong, client })).status, `attempt ${attempt}`).toBe(
        401,
      );
    }
  });

  it('keys on the address the stand-in vouches for, as the platform edge does', async () => {
    const before = new Date().toISOString();
    const answer = await callFunction('admin-auth', {
      json: { username: 'admin', password: DEFAULT_ADMIN.password },
    });
    expect(answer.status).toBe(200);
    const { data } = await serviceClient()
      .from('admin_login_attempts')
      .select('client_key')
      .eq('succeeded', true)
      .gte('attempted_at', before);
    expect(data?.map((row) => row.client_key)).toContain('127.0.0.1');
  });

  it('lets the client in again once the failures are 15 minutes old', async () => {
    const client = uniqueClientAddress();
    const old = new Date(Date.now() - 15 * 60 * 1000 - 1000).toISOString();
    const { error } = await serviceClient()
      .from('admin_login_attempts')
      .insert(new Array(5).fill({ client_key: client, succeeded: false, attempted_at: old }));
    expect(error).toBeNull();
    expect((await callFunction('admin-auth', { json: DEFAULT_ADMIN, client })).status).toBe(200);
  });
});

describe('session expiry', () => {
  const tokens: string[] = [];
  afterAll(async () => {
    await serviceClient().from('admin_sessions').delete().in('token_hash', tokens.map(sha256Hex));
  });

  async function sessionCreated(createdHoursAgo: number, lastSeenHoursAgo: number): Promise<string> {
    const createdAt = hoursAgo(createdHoursAgo);
    const token = await insertSession({
      createdAt,
      lastSeenAt: hoursAgo(lastSeenHoursAgo),
      expiresAt: new Date(createdAt.getTime() + 12 * HOUR),
    });
    tokens.push(token);
    return token;
  }

  it('accepts a session used 1 h 50 min ago and refreshes its last use', async () => {
    const token = await sessionCreated(5, 1.83);
    expect((await callFunction('media-list', { method: 'GET', session: token })).status).toBe(200);
    const { data } = await serviceClient()
      .from('admin_sessions')
      .select('last_seen_at')
      .eq('token_hash', sha256Hex(token))
      .single();
    expect(Date.now() - Date.parse(data?.last_seen_at ?? '')).toBeLessThan(60_000);
  });

  it.each([
    ['idle for more than 2 hours', 3, 2.1],
    ['older than 12 hours though used a minute ago', 12.1, 0.02],
  ])('refuses a session %s with 401 and deletes it', async (_case, created, lastSeen) => {
    const token = await sessionCreated(created, lastSeen);
    const answer = await callFunction('media-list', { method: 'GET', session: token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, error: 'Sessão expirada. Faça login novamente.' });
    const { data } = await serviceClient()
      .from('admin_sessions')
      .select('token_hash')
      .eq('token_hash', sha256Hex(token));
    expect(data).toEqual([]);
  });

  it.each([
    ['no token', undefined, 'Sessão em falta. Faça login para continuar.'],
    ['a malformed token', 'not-a-token', 'Sessão inválida ou expirada. Faça login novamente.'],
    ['an unknown token', 'A'.repeat(43), 'Sessão inválida ou expirada. Faça login novamente.'],
  ])('refuses %s with 401', async (_case, session, message) => {
    const answer = await callFunction('media-list', { method: 'GET', session });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, error: message });
  });
});
