import type { IncomingMessage } from 'node:http';
import { errors, jwtVerify, SignJWT } from 'jose';
import { isApiKey } from '#portable/api-keys.ts';

type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface JwtClaims {
  role: ApiRole;
  exp?: number;
  sub?: string;
  [claim: string]: unknown;
}

/** Who is calling, as the API gateway hands it down: the claims and the JWT that carries them. */
interface Caller {
  claims: JwtClaims;
  /** The request's own JWT, or the one minted for its publishable or secret key. */
  token: string;
}

/** A refusal with the status and JSON body hosted Supabase gives for it. */
export class AuthError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(String(body.message));
    this.status = status;
    this.body = body;
  }
}

/** The project's keys: what every other adapter asks to know who is calling. */
export interface Auth {
  /** The claims of a token signed with the project's secret; an AuthError otherwise. */
  verify(token: string): Promise<JwtClaims>;
  /** The caller a request's keys name; an AuthError when it has none or a bad one. */
  identify(req: IncomingMessage, url: URL): Promise<Caller>;
  /** The claims of the caller (identify's). */
  authenticate(req: IncomingMessage, url: URL): Promise<JwtClaims>;
}

export interface ProjectKeys {
  jwtSecret: string;
  /** The publishable key: the `anon` role. */
  publishableKey: string;
  /** The secret key: the `service_role` role. */
  secretKey: string;
}

const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];
// Hosted Realtime keeps a connection opened with a publishable key for 24 hours at most (see
// docs/local-stand-in.md, "Keys"); the JWT minted for a key lives as long.
const MINTED_LIFETIME_SECONDS = 24 * 60 * 60;

const refusal = (code: string, message: string) =>
  new AuthError(401, { code, details: null, hint: null, message });

// The API gateway's own answers (no `code`: they come before PostgREST or Storage)
const NO_API_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
};
const INVALID_API_KEY = {
  message: 'Invalid API key',
  hint: 'Double check the provided API key for typos. This API key might also be owned by another Supabase project.',
};
const SECRET_KEY_IN_BROWSER = { message: 'Forbidden use of secret API key in browser' };

export function createAuth({ jwtSecret, publishableKey, secretKey }: ProjectKeys): Auth {
  const key = new TextEncoder().encode(jwtSecret);
  const keyRoles = new Map<string, ApiRole>([
    [publishableKey, 'anon'],
    [secretKey, 'service_role'],
  ]);

  async function verify(token: string): Promise<JwtClaims> {
    // PostgREST's words for a value that is no JWT at all, such as a publishable key
    const parts = token.split('.').length;
    if (parts !== 3) throw refusal('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw refusal('PGRST303', 'JWT expired');
      throw refusal('PGRST301', 'No suitable key or wrong key type');
    }
    if (typeof payload.role !== 'string' || !API_ROLES.includes(payload.role)) {
      throw refusal('PGRST301', 'JWT role is not one of anon, authenticated or service_role');
    }
    return payload as JwtClaims;
  }

  /** What the gateway forwards for a valid publishable or secret key: a JWT of its role. */
  async function mint(role: ApiRole): Promise<Caller> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const claims: JwtClaims = {
      role,
      iss: 'supabase',
      iat: issuedAt,
      exp: issuedAt + MINTED_LIFETIME_SECONDS,
    };
    const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    return { claims, token };
  }

  async function identify(req: IncomingMessage, url: URL): Promise<Caller> {
    const header = req.headers.apikey;
    const apikey = (typeof header === 'string' && header) || url.searchParams.get('apikey') || null;
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;

    if (apikey !== null && isApiKey(apikey)) {
      const role = keyRoles.get(apikey);
      if (!role) throw new AuthError(401, INVALID_API_KEY);
      if (role === 'service_role' && isBrowser(req)) throw new AuthError(401, SECRET_KEY_IN_BROWSER);
      // the official clients repeat the key as the bearer: the same value stands for the key
      if (bearer === null || bearer === apikey) return mint(role);
      return { claims: await verify(bearer), token: bearer };
    }
    // a publishable or secret key is never read from Authorization alone
    if (bearer !== null && isApiKey(bearer) && apikey === null) throw new AuthError(401, NO_API_KEY);
    const token = bearer || apikey;
    if (!token) throw new AuthError(401, NO_API_KEY);
    return { claims: await verify(token), token };
  }

  return {
    verify,
    identify,
    authenticate: async (req, url) => (await identify(req, url)).claims,
  };
}

/** Hosted Supabase refuses a secret key from a browser, which it tells by the User-Agent. */
function isBrowser(req: IncomingMessage): boolean {
  return /^Mozilla\//.test(req.headers['user-agent'] ?? '');
}
