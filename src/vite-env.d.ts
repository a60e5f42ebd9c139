/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Supabase project (hosted, or the local stand-in set by `npm start`). */
  readonly VITE_SUPABASE_URL?: string;
  /** The project's public anon key; RLS decides what it may read. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** 'true' when the backend is the embedded local stand-in. */
  readonly VITE_SUPABASE_LOCAL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
