import type { ProjectKeys } from './auth.ts';

// The Supabase CLI's well-known local keys (its pkg/config/apikeys.go), so tools and docs that
// assume them work here too. They only ever sign or open requests to 127.0.0.1.
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The publishable key (`sb_publishable_…`, not a JWT): the `anon` role, as on hosted Supabase. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/** The secret key (`sb_secret_…`, not a JWT): the `service_role` role, as on hosted Supabase. */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** The legacy JWT-based anon key. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The legacy JWT-based service_role key. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The stand-in's keys: JWTs signed with the local secret, and the two API keys. */
export const LOCAL_PROJECT_KEYS: ProjectKeys = {
  jwtSecret: LOCAL_JWT_SECRET,
  publishableKey: LOCAL_PUBLISHABLE_KEY,
  secretKey: LOCAL_SECRET_KEY,
};

export const DEFAULT_LOCAL_PORT = 54321;
