// Where the edge functions live and the headers every call carries. The session travels in
// x-session-token; the publishable key in `apikey` only: it is no JWT, and a function called
// with it must not find one in Authorization (docs/edge-functions.md, "Keys").
import { SESSION_HEADER } from '#portable/session-header.ts';
import { requireSupabase } from '#src/config/env.ts';

// fails early, with its message, when the project is not configured
const { url: supabaseUrl, publishableKey } = requireSupabase();

export function functionUrl(name: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${supabaseUrl}/functions/v1/${name}${search}`;
}

export function functionHeaders(sessionToken?: string | null): Record<string, string> {
  const headers: Record<string, string> = { apikey: publishableKey };
  if (sessionToken) headers[SESSION_HEADER] = sessionToken;
  return headers;
}
