// admin-auth: POST {username, password} → {success, sessionToken, expiresAt};
// POST {action: "logout"} with x-session-token → {success} and the session is gone.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { sha256Bytes } from '../_shared/digest.ts';
import { serveFunction } from '../_shared/handler.ts';
import { decideLoginThrottle, throttleMessage } from '../_shared/login-throttle.ts';
import { constantTimeEqual, parsePasswordHash, verifyPassword } from '../_shared/password.ts';
import { clientAddress, readJsonObject } from '../_shared/request.ts';
import { errorResponse, HttpError, successResponse } from '../_shared/responses.ts';
import {
  createSession,
  deleteStaleSessions,
  revokeSession,
  SESSION_HEADER,
  SESSION_MISSING_MESSAGE,
} from '../_shared/session.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { DEFAULT_PASSWORD_REFUSED_MESSAGE, isDefaultPasswordRefused } from './default-password.ts';
import { deleteOldLoginAttempts, recentFailureTimes, recordLoginAttempt } from './login-attempts.ts';

const MAX_USERNAME_LENGTH = 100;
const MAX_PASSWORD_LENGTH = 1024;
const INVALID_CREDENTIALS_MESSAGE = 'Credenciais inválidas';

serveFunction({
  POST: async (req) => {
    const body = await readJsonObject(req);
    if (body.action === 'logout') return await logout(req);
    if (body.action !== undefined && body.action !== 'login') throw new HttpError(400, 'Ação desconhecida.');
    return await login(req, body);
  },
});

async function login(req: Request, body: Record<string, unknown>): Promise<Response> {
  const { username, password } = body;
  if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) {
    throw new HttpError(400, 'Usuário e senha são obrigatórios.');
  }
  if (username.length > MAX_USERNAME_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new HttpError(400, INVALID_CREDENTIALS_MESSAGE);
  }
  const expected = configuredCredentials();
  const db = adminClient();
  const client = clientAddress(req.headers);

  const throttle = decideLoginThrottle(await recentFailureTimes(db, client, Date.now()), Date.now());
  if (!throttle.allowed) {
    return errorResponse(429, throttleMessage(throttle.retryAfterSeconds), {
      'Retry-After': String(throttle.retryAfterSeconds),
    });
  }

  if (isDefaultPasswordRefused(password, Deno.env.get('SUPABASE_URL'))) {
    await recordLoginAttempt(db, client, false, Date.now());
    return errorResponse(403, DEFAULT_PASSWORD_REFUSED_MESSAGE);
  }

  // both checks always run, so the time taken does not tell which one failed
  const usernameMatches = constantTimeEqual(
    await sha256Bytes(username.trim()),
    await sha256Bytes(expected.username),
  );
  const passwordMatches = await verifyPassword(password, expected.passwordHash);
  const succeeded = usernameMatches && passwordMatches;
  await recordLoginAttempt(db, client, succeeded, Date.now());
  if (!succeeded) return errorResponse(401, INVALID_CREDENTIALS_MESSAGE);

  await cleanUp(db);
  const session = await createSession(db, Date.now());
  return successResponse({ sessionToken: session.token, expiresAt: session.expiresAt });
}

async function logout(req: Request): Promise<Response> {
  const token = req.headers.get(SESSION_HEADER)?.trim();
  if (!token) throw new HttpError(401, SESSION_MISSING_MESSAGE);
  await revokeSession(adminClient(), token);
  return successResponse();
}

function configuredCredentials() {
  const username = Deno.env.get('ADMIN_USERNAME')?.trim();
  const passwordHash = parsePasswordHash(Deno.env.get('ADMIN_PASSWORD_HASH') ?? '');
  if (!username || !passwordHash) {
    console.error(
      'ADMIN_USERNAME or ADMIN_PASSWORD_HASH is missing or malformed (see npm run hash-password)',
    );
    throw new HttpError(500, 'O início de sessão não está configurado no servidor.');
  }
  return { username, passwordHash };
}

async function cleanUp(db: SupabaseClient): Promise<void> {
  await Promise.all([deleteStaleSessions(db, Date.now()), deleteOldLoginAttempts(db, Date.now())]);
}
