import { describe, expect, it } from 'vitest';
import { serverKeyFrom } from '#portable/server-key.ts';

const env = (values: Record<string, string>) => (name: string) => values[name];

describe('serverKeyFrom', () => {
  it('takes the secret key named default from SUPABASE_SECRET_KEYS, before the legacy key', () => {
    const keys = JSON.stringify({ billing: 'sb_secret_billing', default: 'sb_secret_default' });
    expect(
      serverKeyFrom(env({ SUPABASE_SECRET_KEYS: keys, SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy.jwt' })),
    ).toEqual({ key: 'sb_secret_default' });
  });

  it('falls back to SUPABASE_SERVICE_ROLE_KEY for a project without a default secret key', () => {
    expect(serverKeyFrom(env({ SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy.jwt' }))).toEqual({
      key: 'eyJ.legacy.jwt',
    });
    expect(
      serverKeyFrom(
        env({ SUPABASE_SECRET_KEYS: '{"other":"sb_secret_x"}', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy.jwt' }),
      ),
    ).toEqual({ key: 'eyJ.legacy.jwt' });
  });

  it('names the problem when there is no key, or the secret keys are not JSON', () => {
    expect(serverKeyFrom(env({}))).toEqual({ problem: expect.stringMatching(/SUPABASE_SECRET_KEYS/) });
    expect(serverKeyFrom(env({ SUPABASE_SECRET_KEYS: 'sb_secret_plain' }))).toEqual({
      problem: 'SUPABASE_SECRET_KEYS is not JSON',
    });
    expect(serverKeyFrom(env({ SUPABASE_SECRET_KEYS: '{"default": 42}' }))).toMatchObject({
      problem: expect.any(String),
    });
  });
});
