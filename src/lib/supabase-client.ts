import { createClient } from '@supabase/supabase-js';

const url = import.meta.env.VITE_SUPABASE_URL;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY;

if (!url || !anonKey) {
  throw new Error(
    'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set. Run `npm start` for the local stand-in, ' +
      'or set both for a hosted Supabase project (see README).',
  );
}

/** The one Supabase client of the site. Visitors never sign in, so no session is kept. */
export const supabase = createClient(url, anonKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

/** True when the backend is the embedded local stand-in (`npm start` / `npm run preview`). */
export const isLocalBackend = import.meta.env.VITE_SUPABASE_LOCAL === 'true';
