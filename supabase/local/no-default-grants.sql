-- A project created with "Default privileges for new entities" unchecked: after the initial
-- schema (project-default-privileges.sql), the platform takes back the data privileges those
-- default privileges hand the API roles, so what postgres creates in public is reachable through
-- the Data API only once a migration grants it. Supabase announced it as the default for new
-- projects from 2026-05-30 and for every project from 2026-10-30 (changelog 45329); whether a
-- project is created with it today, and what the platform did to older ones, the tests do not
-- assume: the migrations are checked on databases built both ways (docs/hosted-platform.md,
-- "Grants"). The stand-in and every test database are built this way.
--
-- The same statements as the Supabase CLI's RevokeDefaultDataApiPrivilegesSql
-- (apps/cli-go/internal/db/start/start.go: "matches the SQL that Studio runs at cloud project
-- creation"), which `supabase start` runs for `[api] auto_expose_new_tables = false`. What they
-- leave: TRUNCATE, REFERENCES, TRIGGER (and MAINTAIN on PostgreSQL 17) on new tables, UPDATE on
-- new sequences, and PostgreSQL's own EXECUTE for PUBLIC on new functions. Run once, on a new
-- database.

alter default privileges for role postgres in schema public
  revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke usage, select on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from anon, authenticated, service_role;
