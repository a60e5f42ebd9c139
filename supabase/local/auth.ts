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

const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
    });
    const role = payload.role;
    if (typeof role !== 'string' || !API_ROLES.includes(role)) {
      throw new AuthError(401, {
        code: 'PGRST301',
        details: null,
        hint: null,
        message: 'JWT role is not one of anon, authenticated or service_role',
      });
    }
    return payload as JwtClaims;
  } catch (error) {
    if (error instanceof AuthError) throw error;
    if (error instanceof errors.JWTExpired) {
      throw new AuthError(401, { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
    }
    throw new AuthError(401, {
      code: 'PGRST301',
      details: null,
      hint: null,
      message: 'No suitable key or wrong key type',
    });
  }
}

/** The key a request carries: Authorization bearer first (as PostgREST), then apikey header or query. */
export function requestToken(req: IncomingMessage, url: URL): string | null {
  const authorization = req.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (match) return match[1] ?? null;
  }
  const apikey = req.headers.apikey;
  if (typeof apikey === 'string' && apikey) return apikey;
  return url.searchParams.get('apikey');
}

export async function authenticate(req: IncomingMessage, url: URL, secret: string): Promise<JwtClaims> {
  const token = requestToken(req, url);
  if (!token) {
    throw new AuthError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  return verifyJwt(token, secret);
}
