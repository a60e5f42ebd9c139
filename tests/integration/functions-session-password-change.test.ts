// A new ADMIN_PASSWORD_HASH ends every admin session opened under the old one at its next
// request, on every admin function, and only a sign-in with the new password opens one again.
// The secret is changed as `supabase secrets set` changes it (the functions restart with it), so
// this file runs a stand-in of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#portable/password.ts';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import {
  callFunction,
  DEFAULT_ADMIN,
  localPasswordFingerprint,
  sha256Hex,
  uniqueClientAddress,
  type CallOptions,
  type FunctionAnswer,
  setFunctionSecrets,
} from '#tests/support/edge-functions.ts';

const INVALID_SESSION = { success: false, error: 'Sessão inválida ou expirada. Faça login novamente.' };
const NEW_ADMIN = { username: DEFAULT_ADMIN.username, password: 'outra-senha-do-dono-2026' };

let local: LocalSupabase;

const call = (name: string, options: CallOptions = {}) =>
  callFunction(name, { ...options, baseUrl: local.url });

async function signIn(credentials: { username: string; password: string }): Promise<FunctionAnswer> {
  return call('admin-auth', { json: credentials, client: uniqueClientAddress() });
}

async function sessionToken(credentials: { username: string; password: string }): Promise<string> {
  const answer = await signIn(credentials);
  if (answer.status !== 200 || typeof answer.body.sessionToken !== 'string') {
    throw new Error(`sign-in: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.sessionToken;
}

async function sessionRows(token: string): Promise<{ password_fingerprint: string | null }[]> {
  const { rows } = await local.db.pg.query<{ password_fingerprint: string | null }>(
    'select password_fingerprint from public.admin_sessions where token_hash = $1',
    [sha256Hex(token)],
  );
  return rows;
}

function expectInvalidSession(answer: FunctionAnswer): void {
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual(INVALID_SESSION);
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
}

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0 });
}, 120_000);

afterAll(async () => {
  await local?.close();
});

describe('a change of ADMIN_PASSWORD_HASH', () => {
  const before: Record<'mediaList' | 'pageTexts' | 'contactStats', string> = {
    mediaList: '',
    pageTexts: '',
    contactStats: '',
  };

  beforeAll(async () => {
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      before[key] = await sessionToken(DEFAULT_ADMIN);
    }
    // the sessions work under the password they were opened with
    expect((await call('media-list', { method: 'GET', session: before.mediaList })).status).toBe(200);

    await setFunctionSecrets(local, { ADMIN_PASSWORD_HASH: await hashPassword(NEW_ADMIN.password) });
  }, 120_000);

  it('stores a fingerprint of the password hash in each session, not the hash itself', async () => {
    const [row] = await sessionRows(before.pageTexts);
    expect(row?.password_fingerprint).toBe(await localPasswordFingerprint());
    expect(row?.password_fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['media-list', 'mediaList', { method: 'GET' }],
    ['page-texts', 'pageTexts', { method: 'GET', query: { locale: 'pt-PT' } }],
    ['contact-stats', 'contactStats', { method: 'GET' }],
  ] as const)(
    'makes %s refuse a session opened under the old one with 401, and deletes it',
    async (name, key, options) => {
      const token = before[key];
      expect(await sessionRows(token)).toHaveLength(1);
      expectInvalidSession(await call(name, { ...options, session: token }));
      expect(await sessionRows(token)).toEqual([]);
      // and it stays refused
      expectInvalidSession(await call(name, { ...options, session: token }));
    },
  );

  it('refuses the old password and opens a session with the new one', async () => {
    const old = await signIn(DEFAULT_ADMIN);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ success: false, error: 'Credenciais inválidas' });

    const fresh = await sessionToken(NEW_ADMIN);
    const answer = await call('media-list', { method: 'GET', session: fresh });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const [row] = await sessionRows(fresh);
    expect(row?.password_fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.password_fingerprint).not.toBe(await localPasswordFingerprint());
  });

  it('refuses and deletes a session that kept no fingerprint (opened before sessions kept one)', async () => {
    const token = 'B'.repeat(43);
    await local.db.pg.query(
      `insert into public.admin_sessions (token_hash, expires_at) values ($1, now() + interval '1 hour')`,
      [sha256Hex(token)],
    );
    expectInvalidSession(await call('media-list', { method: 'GET', session: token }));
    expect(await sessionRows(token)).toEqual([]);
  });
});
