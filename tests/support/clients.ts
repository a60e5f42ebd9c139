import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function anonClient(): SupabaseClient {
  return createClient(inject('supabaseUrl'), inject('anonKey'), noSession);
}

export function serviceClient(): SupabaseClient {
  return createClient(inject('supabaseUrl'), inject('serviceRoleKey'), noSession);
}
