import type { LocalSupabase } from '#local/server.ts';

/**
 * Vite exposes VITE_* variables from process.env to the site (they win over .env files),
 * so setting them before Vite starts or builds points the site at the stand-in.
 */
export function exposeToSite(local: LocalSupabase): void {
  process.env.VITE_SUPABASE_URL = local.url;
  process.env.VITE_SUPABASE_PUBLISHABLE_KEY = local.publishableKey;
  process.env.VITE_SUPABASE_LOCAL = 'true';
}
