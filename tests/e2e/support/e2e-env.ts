import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#portable/database-types.ts';

// Own ports, data folder and build folder per run, so a running `npm start` / `npm run preview`
// or another e2e run on this machine never collides. Chosen once in the Playwright main
// process; its workers and the web server inherit them through the environment.
process.env.E2E_SITE_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_SUPABASE_PORT ??= String(Number(process.env.E2E_SITE_PORT) + 1);

// the preview's build hook: the token of its secret path, so a test can ask for a rebuild
process.env.PREVIEW_BUILD_HOOK_TOKEN ??= `e2e-${Math.random().toString(36).slice(2)}`;

export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT);
export const E2E_BUILD_HOOK_URL = `http://127.0.0.1:${E2E_SITE_PORT}/__build-hook/${process.env.PREVIEW_BUILD_HOOK_TOKEN}`;
export const E2E_SUPABASE_PORT = Number(process.env.E2E_SUPABASE_PORT);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `.data/e2e-${E2E_SITE_PORT}`;
export const E2E_OUT_DIR = path.join(E2E_DATA_DIR, 'dist');

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The e2e stand-in's address and secret key, as written to local-supabase.json on start. */
export function e2eStandIn(): { url: string; secretKey: string } {
  const file = path.join(PROJECT_ROOT, E2E_DATA_DIR, 'local-supabase.json');
  return JSON.parse(readFileSync(file, 'utf8')) as { url: string; secretKey: string };
}

/** The e2e stand-in with the service role. */
export function e2eServiceClient(): SupabaseClient<Database> {
  const { url, secretKey } = e2eStandIn();
  return createClient<Database>(url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export interface RealtimeQuotaState {
  limits: { maxConnections: number | null; maxJoinsPerSecond: number | null };
  connections: number;
  accepted: number;
  refused: { connections: number; joinsPerSecond: number };
  joinsRefused: number;
}

/**
 * The e2e stand-in's simulated Realtime quota (its service-only `/__stand-in/realtime`): reads
 * the counts, or changes the limits first when `limits` is given (null: unlimited).
 */
export async function e2eRealtimeQuota(
  limits?: Partial<RealtimeQuotaState['limits']>,
): Promise<RealtimeQuotaState> {
  const { url, secretKey } = e2eStandIn();
  const response = await fetch(`${url}/__stand-in/realtime`, {
    method: limits ? 'PUT' : 'GET',
    headers: { apikey: secretKey, 'content-type': 'application/json' },
    body: limits ? JSON.stringify(limits) : undefined,
  });
  if (!response.ok) throw new Error(`/__stand-in/realtime: ${response.status} ${await response.text()}`);
  return (await response.json()) as RealtimeQuotaState;
}
