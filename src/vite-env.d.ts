/// <reference types="vite/client" />

// Read and checked in one place, src/config/env.ts; the rest of src/ imports them from there.
interface ImportMetaEnv {
  /** Base URL of the Supabase project (hosted, or the local stand-in set by `npm start`). */
  readonly VITE_SUPABASE_URL?: string;
  /** The project's publishable key (`sb_publishable_…`); RLS decides what it may read. */
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  /** The legacy name: a JWT-based anon key, read when VITE_SUPABASE_PUBLISHABLE_KEY is not set. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** 'true' when the backend is the embedded local stand-in. */
  readonly VITE_SUPABASE_LOCAL?: string;
  /** Business data (src/content/business.ts); unset means the clearly fake placeholder. */
  readonly VITE_BUSINESS_NAME?: string;
  readonly VITE_BUSINESS_PHONE?: string;
  readonly VITE_BUSINESS_EMAIL?: string;
  readonly VITE_BUSINESS_MAPS_URL?: string;
  readonly VITE_BUSINESS_INSTAGRAM_URL?: string;
  readonly VITE_BUSINESS_YOUTUBE_URL?: string;
  readonly VITE_BUSINESS_FACEBOOK_URL?: string;
  readonly VITE_BUSINESS_STREET_ADDRESS?: string;
  readonly VITE_BUSINESS_POSTAL_CODE?: string;
  /** Canonical origin of the public site (canonical link, og:url, JSON-LD). */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
