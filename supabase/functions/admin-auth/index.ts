// admin-auth: POST {username, password, deviceToken?} → {success, sessionToken, expiresAt,
// deviceToken}; POST {action: "logout"} with x-session-token → {success} and the session is
// gone. Guessing is braked (docs/login-brake.md); the device token is the browser's way past
// a brake that others engaged.
import { sha256Bytes } from '../_shared/digest.ts';
import { serveFunction } from '../_shared/handler.ts';
import { admitGuess, grantGuess, refuseGuess } from '../_shared/login-brake.ts';
import { constantTimeEqual, parsePasswordHash, verifyPassword } from '../_shared/portable/password.ts';
import { SESSION_HEADER } from '../_shared/portable/session-header.ts';
import { readJsonObject, storableText } from '../_shared/request.ts';
import { errorResponse, HttpError, successResponse } from '../_shared/responses.ts';
import {
  createSession,
  deleteStaleSessions,
  revokeSession,
  SESSION_MISSING_MESSAGE,
} from '../_shared/session.ts';
import { passwordFingerprint } from '../_shared/session-policy.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import {
  DEFAULT_PASSWORD_REFUSED_MESSAGE,
  isDefaultPasswordRefused,
} from '../_shared/portable/local-secrets.ts';

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
  storableText(username, 'Nome de utilizador');
  storableText(password, 'Senha');
  if (username.length > MAX_USERNAME_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new HttpError(400, INVALID_CREDENTIALS_MESSAGE);
  }
  const expected = configuredCredentials();
  const db = adminClient();
  // 429 when this client's or the account's count is full; from here on this attempt counts
  const guess = await admitGuess(db, req, 'admin-login', body.deviceToken, expected.passwordHashText);

  if (isDefaultPasswordRefused(password, Deno.env.get('SUPABASE_URL'))) {
    await refuseGuess(db, guess);
    return errorResponse(403, DEFAULT_PASSWORD_REFUSED_MESSAGE);
  }

  // both checks always run, so the time taken does not tell which one failed
  const usernameMatches = constantTimeEqual(
    await sha256Bytes(username.trim()),
    await sha256Bytes(expected.username),
  );
  const passwordMatches = await verifyPassword(password, expected.passwordHash);
  if (!usernameMatches || !passwordMatches) {
    await refuseGuess(db, guess);
    return errorResponse(401, INVALID_CREDENTIALS_MESSAGE);
  }

  const deviceToken = await grantGuess(db, guess);
  await deleteStaleSessions(db, Date.now());
  // the session belongs to the password just checked: a new ADMIN_PASSWORD_HASH ends it
  const session = await createSession(db, Date.now(), await passwordFingerprint(expected.passwordHashText));
  return successResponse({ sessionToken: session.token, expiresAt: session.expiresAt, deviceToken });
}

async function logout(req: Request): Promise<Response> {
  const token = req.headers.get(SESSION_HEADER)?.trim();
  if (!token) throw new HttpError(401, SESSION_MISSING_MESSAGE);
  await revokeSession(adminClient(), token);
  return successResponse();
}

function configuredCredentials() {
  const username = Deno.env.get('ADMIN_USERNAME')?.trim();
  const passwordHashText = (Deno.env.get('ADMIN_PASSWORD_HASH') ?? '').trim();
  const passwordHash = parsePasswordHash(passwordHashText);
  if (!username || !passwordHash) {
    console.error(
      'ADMIN_USERNAME or ADMIN_PASSWORD_HASH is missing or malformed (see npm run hash-password)',
    );
    throw new HttpError(500, 'O início de sessão não está configurado no servidor.');
  }
  return { username, passwordHash, passwordHashText };
}
