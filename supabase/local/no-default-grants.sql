-- A project created with "Default privileges for new entities" off (the announced default for
-- new projects since 2026-05-30; docs/hosted-platform.md): after the initial schema, Studio takes
-- back the data privileges that its default privileges hand the API roles, so what postgres
-- creates in public is reachable through the Data API only once a migration grants it. The same
-- statements as the Supabase CLI's RevokeDefaultDataApiPrivilegesSql (apps/cli-go/internal/db/
-- start/start.go, "matches the SQL that Studio runs at cloud project creation"), which
-- `supabase start` runs for `[api] auto_expose_new_tables = false`.
--
-- What they leave: TRUNCATE, REFERENCES, TRIGGER (and MAINTAIN on PostgreSQL 17) on new tables,
-- UPDATE on new sequences, and PostgreSQL's own EXECUTE for PUBLIC on new functions. Idempotent.

alter default privileges for role postgres in schema public
  revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke usage, select on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from anon, authenticated, service_role;
