// Where the edge functions live and the headers every call carries. The session travels in
// x-session-token; apikey/Authorization are the public anon key the hosted gateway expects.
import './supabase-client.ts'; // fails early, with its message, when the URL is unset

const supabaseUrl = (import.meta.env.VITE_SUPABASE_URL ?? '').replace(/\/+$/, '');
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY ?? '';

export const SESSION_HEADER = 'x-session-token';

export function functionUrl(name: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${supabaseUrl}/functions/v1/${name}${search}`;
}

export function functionHeaders(sessionToken?: string | null): Record<string, string> {
  const headers: Record<string, string> = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
  if (sessionToken) headers[SESSION_HEADER] = sessionToken;
  return headers;
}
