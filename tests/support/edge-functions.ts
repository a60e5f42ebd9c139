// Calling the edge functions over HTTP as the browser does (fetch with the publishable key in
// `apikey`), so tests see the real status, headers and JSON of each answer.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { passwordFingerprint } from '#functions/_shared/session-policy.ts';
import { functionEnvironment } from '#local/functions/function-env.ts';
import { serviceClient } from './clients.ts';
import { requestFromAddress } from './loopback-request.ts';

export const DEFAULT_ADMIN = { username: 'admin', password: 'mudar-esta-senha' };

export interface FunctionAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export interface CallOptions {
  method?: string;
  session?: string;
  /**
   * The loopback address the request is sent from (uniqueClientAddress): the stand-in vouches
   * for it as the caller's address, as the platform's edge does, so each brute-force test has
   * a client of its own. Only with a JSON or text body.
   */
  client?: string;
  query?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  baseUrl?: string;
  /** Extra fetch options, e.g. `duplex: 'half'` for a streamed body. */
  init?: RequestInit & { duplex?: 'half' };
}

export async function callFunction(name: string, options: CallOptions = {}): Promise<FunctionAnswer> {
  const url = new URL(`${options.baseUrl ?? inject('supabaseUrl')}/functions/v1/${name}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { apikey: inject('publishableKey'), ...options.headers };
  if (options.session !== undefined) headers['x-session-token'] = options.session;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  const method = options.method ?? 'POST';
  let answer: { status: number; headers: Headers; text: string };
  if (options.client !== undefined) {
    if (body !== undefined && typeof body !== 'string') throw new Error('client: only a JSON or text body');
    answer = await requestFromAddress(options.client, url, { method, headers, body });
  } else {
    const response = await fetch(url, { ...options.init, method, headers, body });
    answer = { status: response.status, headers: response.headers, text: await response.text() };
  }
  const { text } = answer;
  let parsed: Record<string, unknown>;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    throw new Error(`${name} answered ${answer.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: answer.status, headers: answer.headers, body: parsed };
}

/**
 * A loopback address of its own (127.x.y.z, never 127.0.0.1), to send from, so one test's
 * failed logins never throttle another's.
 */
export function uniqueClientAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `127.${(a % 254) + 1}.${b}.${(c % 250) + 2}`;
}

/** Logs in with the local default credentials and returns the session token. */
export async function login(client = uniqueClientAddress()): Promise<string> {
  const answer = await callFunction('admin-auth', { json: DEFAULT_ADMIN, client });
  if (answer.status !== 200 || typeof answer.body.sessionToken !== 'string') {
    throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.sessionToken;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The password fingerprint a session opened now on a stand-in of this project keeps: that of the
 * ADMIN_PASSWORD_HASH its functions read (supabase/functions/.env, then .env.local).
 */
export async function localPasswordFingerprint(): Promise<string> {
  const env = await functionEnvironment(path.resolve(import.meta.dirname, '..', '..'), 'http://127.0.0.1');
  return passwordFingerprint(env.ADMIN_PASSWORD_HASH ?? '');
}

/**
 * Writes a session row directly (as if someone had logged in at `createdAt` with the local
 * password), so expiry can be tested without waiting hours. Returns the token.
 */
export async function insertSession(times: {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { error } = await serviceClient()
    .from('admin_sessions')
    .insert({
      token_hash: sha256Hex(token),
      created_at: times.createdAt.toISOString(),
      last_seen_at: times.lastSeenAt.toISOString(),
      expires_at: times.expiresAt.toISOString(),
      password_fingerprint: await localPasswordFingerprint(),
    });
  if (error) throw new Error(`insert session: ${error.message}`);
  return token;
}

/** A multipart body as the admin page sends it. */
export function uploadForm(fields: {
  file?: { bytes: Uint8Array; name: string; type?: string };
  slotName?: string;
  altText?: string;
  caption?: string;
  pageTags?: string;
}): FormData {
  const form = new FormData();
  if (fields.file) {
    const blob = new Blob([new Uint8Array(fields.file.bytes)], {
      type: fields.file.type ?? 'application/octet-stream',
    });
    form.append('file', blob, fields.file.name);
  }
  for (const key of ['slotName', 'altText', 'caption', 'pageTags'] as const) {
    const value = fields[key];
    if (value !== undefined) form.append(key, value);
  }
  return form;
}

/** Slots of this test run only, so parallel test files never share one: slot name by key. */
export async function createTestSlots<K extends string>(
  prefix: string,
  keys: readonly K[],
): Promise<Record<K, string>> {
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const slotNames = keys.map((key) => `test.${prefix}-${run}.${key}`);
  const { error } = await serviceClient()
    .from('media_slots')
    .insert(slotNames.map((slot_name) => ({ slot_name, section: 'test', title: `Teste ${slot_name}` })));
  if (error) throw new Error(`create test slots: ${error.message}`);
  return Object.fromEntries(keys.map((key, index) => [key, slotNames[index]])) as Record<K, string>;
}

export async function deleteTestSlots(slotNames: string[]): Promise<void> {
  await serviceClient().from('media_slots').delete().in('slot_name', slotNames);
}

/**
 * A test file's own slots: created (as createTestSlots) before its tests and deleted after them.
 * Call it at the top of the file; the record it returns holds the slots' names once they run.
 */
export function testSlots<K extends string>(prefix: string, keys: readonly K[]): Record<K, string> {
  const slot = {} as Record<K, string>;
  beforeAll(async () => {
    Object.assign(slot, await createTestSlots(prefix, keys));
  });
  afterAll(async () => {
    const names = Object.values<string>(slot);
    if (names.length > 0) await deleteTestSlots(names);
  });
  return slot;
}

/** Sets (a string) or removes (null) secrets of the functions of the stand-in at `local`, at run time. */
export async function setFunctionSecrets(
  local: { url: string; secretKey: string },
  secrets: Record<string, string | null>,
): Promise<void> {
  const response = await fetch(`${local.url}/__stand-in/function-secrets`, {
    method: 'PUT',
    headers: { apikey: local.secretKey },
    body: JSON.stringify(secrets),
  });
  expect(response.status).toBe(200);
}

/** The CORS headers every answer of a function carries, so that a browser hands it to the page. */
export function expectCors(headers: Headers): void {
  expect(headers.get('access-control-allow-origin')).toBe('*');
  const allowed = (headers.get('access-control-allow-headers') ?? '').split(',').map((name) => name.trim());
  expect(allowed).toEqual(
    expect.arrayContaining(['authorization', 'apikey', 'content-type', 'x-client-info', 'x-session-token']),
  );
}

/** A browser's preflight of a POST to the function `name`, with the headers the admin sends. */
export function preflight(name: string, baseUrl: string = inject('supabaseUrl')): Promise<Response> {
  return fetch(`${baseUrl}/functions/v1/${name}`, {
    method: 'OPTIONS',
    headers: {
      origin: 'https://estofos.example.pt',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, apikey, content-type, x-client-info, x-session-token',
    },
  });
}

/** Whether each attempt of `client` the brute-force brake recorded in `scope` succeeded. */
export async function recordedAttempts(scope: string, client: string) {
  const { data } = await serviceClient()
    .from('admin_login_attempts')
    .select('succeeded')
    .eq('scope', scope)
    .eq('client_key', client);
  return data;
}

/** The brute-force brake's first refusal: 429, the wait in Portuguese, Retry-After of ~15 min. */
export function expectFreshBrakeRefusal(answer: FunctionAnswer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    success: false,
    error: expect.stringMatching(
      /^Demasiadas tentativas falhadas\. Tente novamente dentro de 1[45] minutos\.$/,
    ),
  });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
}
