import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

// Own ports and data folder, so a running `npm start` / `npm run preview` never collides.
export const E2E_SITE_PORT = 4183;
export const E2E_SUPABASE_PORT = 54329;
export const E2E_DATA_DIR = '.data/e2e';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The e2e stand-in with the service role, as written to local-supabase.json on start. */
export function e2eServiceClient(): SupabaseClient {
  const file = path.join(PROJECT_ROOT, E2E_DATA_DIR, 'local-supabase.json');
  const { url, serviceRoleKey } = JSON.parse(readFileSync(file, 'utf8')) as {
    url: string;
    serviceRoleKey: string;
  };
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
