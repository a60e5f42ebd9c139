import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import type { Database } from '#portable/database-types.ts';

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A client typed by the generated database types, so tests read rows as the migrations define them. */
export type TestClient = SupabaseClient<Database>;

/** The anon role, with the publishable key. */
export function anonClient(): TestClient {
  return createClient<Database>(inject('supabaseUrl'), inject('publishableKey'), noSession);
}

/** The service_role, with the secret key. */
export function serviceClient(): TestClient {
  return createClient<Database>(inject('supabaseUrl'), inject('secretKey'), noSession);
}

/** The anon role, with the legacy JWT-based anon key. */
export function legacyAnonClient(): TestClient {
  return createClient<Database>(inject('supabaseUrl'), inject('anonKey'), noSession);
}

/** The service_role, with the legacy JWT-based service_role key. */
export function legacyServiceClient(): TestClient {
  return createClient<Database>(inject('supabaseUrl'), inject('serviceRoleKey'), noSession);
}
