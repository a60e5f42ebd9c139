import type { SiteSupabase } from './supabase-client.ts';

let loading: Promise<SiteSupabase> | undefined;

/**
 * The site's one Supabase client (supabase-client.ts), loaded on first use. Its REST and
 * realtime clients are about 20 kB gzip and nothing on the first screen needs them, so the
 * public pages import it through here: it arrives in its own chunk after the prerendered page
 * is already visible, and the server render never loads it.
 */
export function getSupabase(): Promise<SiteSupabase> {
  loading ??= import('./supabase-client.ts').then((module) => module.supabase);
  return loading;
}
