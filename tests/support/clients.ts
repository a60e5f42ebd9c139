import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import type { Database } from '../../supabase/functions/_shared/portable/database-types.ts';

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A client typed by the generated database types, so tests read rows as the migrations define them. */
export type TestClient = SupabaseClient<Database>;

export function anonClient(): TestClient {
  return createClient<Database>(inject('supabaseUrl'), inject('anonKey'), noSession);
}

export function serviceClient(): TestClient {
  return createClient<Database>(inject('supabaseUrl'), inject('serviceRoleKey'), noSession);
}
