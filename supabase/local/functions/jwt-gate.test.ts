import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_PROJECT_KEYS, LOCAL_PUBLISHABLE_KEY } from '#local/keys.ts';
import { createAuth } from '#local/auth.ts';
import { refuseWithoutJwt } from './jwt-gate.ts';

const auth = createAuth(LOCAL_PROJECT_KEYS);

async function signed(claims: Record<string, unknown>, secret = LOCAL_JWT_SECRET, expiresIn = '1h') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

describe('refuseWithoutJwt', () => {
  it('lets a valid key through', async () => {
    expect(await refuseWithoutJwt(`Bearer ${LOCAL_ANON_KEY}`, auth)).toBeNull();
  });

  it('refuses a missing header and a header that is not Bearer with the gateway messages', async () => {
    expect(await refuseWithoutJwt(undefined, auth)).toEqual({
      status: 401,
      body: { msg: 'Error: Missing authorization header' },
    });
    expect((await refuseWithoutJwt(`Basic ${LOCAL_ANON_KEY}`, auth))?.body.msg).toBe(
      "Error: Auth header is not 'Bearer {token}'",
    );
  });

  it.each([
    [
      'a token signed with another secret',
      () => signed({ role: 'anon' }, 'another-secret-that-is-32-characters-long!'),
    ],
    ['an expired token', () => signed({ role: 'anon' }, LOCAL_JWT_SECRET, '-1m')],
    ['a token for an unknown role', () => signed({ role: 'postgres' })],
    ['garbage', async () => 'not-a-jwt'],
    // the platform's JWT check understands no API key (docs/edge-functions.md)
    ['the publishable key, which is no JWT', async () => LOCAL_PUBLISHABLE_KEY],
  ])('answers Invalid JWT for %s', async (_label, token) => {
    expect(await refuseWithoutJwt(`Bearer ${await token()}`, auth)).toEqual({
      status: 401,
      body: { msg: 'Invalid JWT' },
    });
  });
});
