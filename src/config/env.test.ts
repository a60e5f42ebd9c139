import { readSiteEnv, requireSupabase, SUPABASE_NOT_SET_MESSAGE, type RawSiteEnv } from './env.ts';

const SUPABASE = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
};
// a legacy JWT-based key: header and claims base64url-encoded, signature irrelevant here
const legacyKey = (role: string) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify({ iss: 'supabase', role })]
    .map((part) => btoa(part).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))
    .concat('signature')
    .join('.');

function configurationError(raw: RawSiteEnv): string {
  try {
    readSiteEnv(raw);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('readSiteEnv accepted it');
}

describe('readSiteEnv', () => {
  it('reads the Supabase project without trailing slashes', () => {
    const env = readSiteEnv({ ...SUPABASE, VITE_SUPABASE_URL: ' https://abc.supabase.co// ' });
    expect(requireSupabase(env)).toEqual({
      url: 'https://abc.supabase.co',
      publishableKey: 'sb_publishable_abc',
    });
    expect(env.supabaseUrl).toBe('https://abc.supabase.co');
  });

  it('reads a legacy anon key under its old name, the publishable key winning when both are set', () => {
    const anon = legacyKey('anon');
    const legacy = { VITE_SUPABASE_URL: SUPABASE.VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: anon };
    expect(requireSupabase(readSiteEnv(legacy)).publishableKey).toBe(anon);
    expect(requireSupabase(readSiteEnv({ ...legacy, ...SUPABASE })).publishableKey).toBe(
      'sb_publishable_abc',
    );
  });

  it('fails the build on a secret or service_role key, which would ship in the public JavaScript', () => {
    for (const key of ['sb_secret_abc', legacyKey('service_role')]) {
      expect(configurationError({ ...SUPABASE, VITE_SUPABASE_PUBLISHABLE_KEY: key })).toContain(
        'tem uma chave secreta',
      );
      expect(configurationError({ VITE_SUPABASE_ANON_KEY: key })).toContain('tem uma chave secreta');
    }
    expect(() => readSiteEnv({ ...SUPABASE, VITE_SUPABASE_ANON_KEY: legacyKey('anon') })).not.toThrow();
  });

  it('says how to set the project, in Portuguese first, only when something asks for it', () => {
    for (const raw of [
      {},
      { VITE_SUPABASE_URL: SUPABASE.VITE_SUPABASE_URL },
      { VITE_SUPABASE_PUBLISHABLE_KEY: ' ' },
    ]) {
      const env = readSiteEnv(raw);
      expect(() => requireSupabase(env)).toThrow(SUPABASE_NOT_SET_MESSAGE);
    }
    expect(SUPABASE_NOT_SET_MESSAGE).toMatch(
      /^VITE_SUPABASE_URL e VITE_SUPABASE_PUBLISHABLE_KEY não estão definidos/,
    );
    // the prerender still names a URL set without its key
    expect(readSiteEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321/' }).supabaseUrl).toBe(
      'http://127.0.0.1:54321',
    );
  });

  it('refuses a Supabase URL that is not http(s) when it is asked for', () => {
    const env = readSiteEnv({ ...SUPABASE, VITE_SUPABASE_URL: 'abc.supabase.co' });
    expect(() => requireSupabase(env)).toThrow(/VITE_SUPABASE_URL deve ser um endereço http\(s\)/);
  });

  it('leaves unset or blank business settings undefined, for business.ts to fill with placeholders', () => {
    expect(readSiteEnv({ VITE_BUSINESS_NAME: '  ', VITE_SITE_URL: '' }).business).toEqual({});
  });

  it('trims business settings and drops the site URL’s trailing slash', () => {
    const env = readSiteEnv({
      VITE_BUSINESS_NAME: ' Estofos Reais ',
      VITE_BUSINESS_PHONE: '+351 912 345 678',
      VITE_BUSINESS_EMAIL: 'geral@estofos.pt',
      VITE_SITE_URL: 'https://estofos.pt/',
      VITE_BUSINESS_POSTAL_CODE: '1000-001',
    });
    expect(env.business).toMatchObject({
      name: 'Estofos Reais',
      phone: '+351 912 345 678',
      email: 'geral@estofos.pt',
      siteUrl: 'https://estofos.pt',
      postalCode: '1000-001',
    });
  });

  it('accepts the ways a phone number is written', () => {
    for (const phone of ['912345678', '+351912345678', '00351 912 345 678', '+351 (21) 123-4567']) {
      expect(readSiteEnv({ VITE_BUSINESS_PHONE: phone }).business.phone).toBe(phone);
    }
  });

  it('fails on a malformed setting, naming every one in Portuguese', () => {
    const message = configurationError({
      VITE_SITE_URL: 'estofos.pt',
      VITE_BUSINESS_INSTAGRAM_URL: 'javascript:alert(1)',
      VITE_BUSINESS_PHONE: '12345',
      VITE_BUSINESS_EMAIL: 'geral at estofos.pt',
      VITE_SUPABASE_LOCAL: 'yes',
    });
    expect(message).toContain('Configuração inválida');
    expect(message).toContain('VITE_SITE_URL deve ser um endereço http(s), não «estofos.pt».');
    expect(message).toContain('VITE_BUSINESS_INSTAGRAM_URL deve ser um endereço http(s)');
    expect(message).toContain('VITE_BUSINESS_PHONE: um número português tem 9 algarismos');
    expect(message).toContain('VITE_BUSINESS_EMAIL deve ser um endereço de e-mail');
    expect(message).toContain('VITE_SUPABASE_LOCAL deve ser true ou false');
    expect(configurationError({ VITE_BUSINESS_PHONE: '+351 912 abc 678' })).toContain('VITE_BUSINESS_PHONE');
  });
});
