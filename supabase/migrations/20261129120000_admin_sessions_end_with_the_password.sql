-- An admin session ends when the admin password changes. admin-auth writes, in each new session,
-- a fingerprint of the ADMIN_PASSWORD_HASH secret it checked the password against (a SHA-256 of
-- it, never the hash itself); every admin function compares it with the fingerprint of the secret
-- in force, and refuses and deletes a session opened under another one
-- (supabase/functions/_shared/session.ts). Sessions opened before this column existed have none,
-- and are refused the same way at their next request.
--
-- Nullable on purpose: functions deployed before this migration keep signing in until the new
-- ones replace them (their sessions then end once), rather than failing every sign-in.

alter table public.admin_sessions
  add column password_fingerprint text
    constraint admin_sessions_password_fingerprint_format check (password_fingerprint ~ '^[0-9a-f]{64}$');

comment on column public.admin_sessions.password_fingerprint is
  'SHA-256 (hex) of the ADMIN_PASSWORD_HASH in force at sign-in; null: opened before it was kept.';

-- The table keeps its grants (20261128090000): select, insert, update and delete for the service
-- role only, nothing for anon or authenticated, and row level security with no policy. A column
-- added later is covered by the table's privileges; nothing is granted here.
