import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './portable/database-types.ts';
import { serverKeyFrom } from './portable/server-key.ts';
import { HttpError } from './responses.ts';

/** A client typed by the generated database types: tables, columns and functions as migrated. */
export type DatabaseClient = SupabaseClient<Database>;

let client: DatabaseClient | null = null;

/** The service-role client: bypasses RLS, so only ever used after the caller is checked. */
export function adminClient(): DatabaseClient {
  if (client) return client;
  const url = Deno.env.get('SUPABASE_URL');
  const server = serverKeyFrom((name) => Deno.env.get(name));
  if (!url || 'problem' in server) {
    console.error(url && 'problem' in server ? server.problem : 'SUPABASE_URL is not set');
    throw new HttpError(500, 'Servidor mal configurado.');
  }
  client = createClient<Database>(url, server.key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}

/** Logs a database/storage failure and turns it into a 500 without its details. */
export function databaseFailure(context: string, error: unknown): HttpError {
  console.error(`${context}:`, error);
  return new HttpError(500, 'Erro ao aceder aos dados. Tente novamente.');
}
