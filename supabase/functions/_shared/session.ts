import { sha256Hex } from './digest.ts';
import { toBase64Url } from './portable/password.ts';
import { SESSION_HEADER } from './portable/session-header.ts';
import { HttpError } from './responses.ts';
import {
  judgeSession,
  newSessionTimes,
  passwordFingerprint,
  SESSION_IDLE_TIMEOUT_MS,
} from './session-policy.ts';
import { databaseFailure, type DatabaseClient } from './supabase-admin.ts';

// Admin sessions: the browser holds a 256-bit random token and sends it in
// x-session-token; the database keeps only its SHA-256, so a leaked table opens nothing. Each
// session also keeps the fingerprint of the password hash it was opened under: changing
// ADMIN_PASSWORD_HASH ends every earlier session at its next request.

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const SESSION_MISSING_MESSAGE = 'Sessão em falta. Faça login para continuar.';
const SESSION_INVALID_MESSAGE = 'Sessão inválida ou expirada. Faça login novamente.';

function newSessionToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The fingerprint of the ADMIN_PASSWORD_HASH the functions run with now. */
function currentPasswordFingerprint(): Promise<string> {
  return passwordFingerprint(Deno.env.get('ADMIN_PASSWORD_HASH') ?? '');
}

/**
 * Stores a fresh session, opened under the password hash whose fingerprint is given, and returns
 * its token (shown to the client once, never stored).
 */
export async function createSession(
  db: DatabaseClient,
  now: number,
  fingerprint: string,
): Promise<{ token: string; expiresAt: string }> {
  const token = newSessionToken();
  const times = newSessionTimes(now);
  const row = {
    token_hash: await sha256Hex(token),
    created_at: new Date(times.createdAt).toISOString(),
    last_seen_at: new Date(times.lastSeenAt).toISOString(),
    expires_at: new Date(times.expiresAt).toISOString(),
    password_fingerprint: fingerprint,
  };
  const { error } = await db.from('admin_sessions').insert(row);
  if (error) throw databaseFailure('create session', error);
  return { token, expiresAt: row.expires_at };
}

/** The token hash of the request's valid session (and marks it used); 401 otherwise. */
export async function requireSession(req: Request, db: DatabaseClient, now = Date.now()): Promise<string> {
  const token = req.headers.get(SESSION_HEADER)?.trim();
  if (!token) throw new HttpError(401, SESSION_MISSING_MESSAGE);
  if (!TOKEN_FORMAT.test(token)) throw new HttpError(401, SESSION_INVALID_MESSAGE);
  const tokenHash = await sha256Hex(token);

  const { data, error } = await db
    .from('admin_sessions')
    .select('created_at, last_seen_at, expires_at, password_fingerprint')
    .eq('token_hash', tokenHash)
    .maybeSingle();
  if (error) throw databaseFailure('read session', error);
  if (!data) throw new HttpError(401, SESSION_INVALID_MESSAGE);

  // opened under another password (or before sessions kept one): the password changed since
  if (data.password_fingerprint !== (await currentPasswordFingerprint())) {
    await db.from('admin_sessions').delete().eq('token_hash', tokenHash);
    throw new HttpError(401, SESSION_INVALID_MESSAGE);
  }

  const verdict = judgeSession(
    {
      createdAt: Date.parse(data.created_at),
      lastSeenAt: Date.parse(data.last_seen_at),
      expiresAt: Date.parse(data.expires_at),
    },
    now,
  );
  if (!verdict.valid) {
    await db.from('admin_sessions').delete().eq('token_hash', tokenHash);
    throw new HttpError(401, 'Sessão expirada. Faça login novamente.');
  }

  const { error: touchError } = await db
    .from('admin_sessions')
    .update({ last_seen_at: new Date(now).toISOString() })
    .eq('token_hash', tokenHash);
  if (touchError) throw databaseFailure('touch session', touchError);
  return tokenHash;
}

/** Removes the session of this token, if any. */
export async function revokeSession(db: DatabaseClient, token: string): Promise<void> {
  const { error } = await db
    .from('admin_sessions')
    .delete()
    .eq('token_hash', await sha256Hex(token));
  if (error) throw databaseFailure('revoke session', error);
}

/** Housekeeping at login: rows that can no longer be used. */
export async function deleteStaleSessions(db: DatabaseClient, now: number): Promise<void> {
  const expired = await db.from('admin_sessions').delete().lt('expires_at', new Date(now).toISOString());
  const idle = await db
    .from('admin_sessions')
    .delete()
    .lt('last_seen_at', new Date(now - SESSION_IDLE_TIMEOUT_MS).toISOString());
  const error = expired.error ?? idle.error;
  if (error) console.error('delete stale sessions:', error);
}
