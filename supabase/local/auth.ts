import type { IncomingMessage } from 'node:http';
import { errors, jwtVerify } from 'jose';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface JwtClaims {
  role: ApiRole;
  exp?: number;
  sub?: string;
  [claim: string]: unknown;
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
  /** The claims of the key a request carries; an AuthError when it has none or a bad one. */
  authenticate(req: IncomingMessage, url: URL): Promise<JwtClaims>;
}

const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

const refusal = (code: string, message: string) =>
  new AuthError(401, { code, details: null, hint: null, message });

export function createAuth({ jwtSecret }: { jwtSecret: string }): Auth {
  const key = new TextEncoder().encode(jwtSecret);

  async function verify(token: string): Promise<JwtClaims> {
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

  return {
    verify,
    async authenticate(req, url) {
      const token = requestToken(req, url);
      if (!token) {
        throw new AuthError(401, {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        });
      }
      return verify(token);
    },
  };
}

/** The key a request carries: Authorization bearer first (as PostgREST), then apikey header or query. */
export function requestToken(req: IncomingMessage, url: URL): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const { apikey } = req.headers;
  return bearer || (typeof apikey === 'string' && apikey) || url.searchParams.get('apikey');
}
