import type { SupabaseClient } from '@supabase/supabase-js';

let loading: Promise<SupabaseClient> | undefined;

/**
 * The site's one Supabase client (supabase-client.ts), loaded on first use. supabase-js with
 * its realtime, auth and storage parts is about a third of the site's JavaScript and nothing on
 * the first screen needs it, so the public pages import it through here: it arrives in its own
 * chunk after the prerendered page is already visible, and the server render never loads it.
 */
export function getSupabase(): Promise<SupabaseClient> {
  loading ??= import('./supabase-client.ts').then((module) => module.supabase);
  return loading;
}
