-- The default privileges of the platform's initial schema (supabase/postgres, migrations/db/
-- init-scripts/00000000000000-initial-schema.sql, whose init scripts run as postgres:
-- migrations/db/migrate.sh): every table, sequence and function postgres creates in public grants
-- the API roles everything. Hosted Supabase sets them once, when it creates a project, and so does
-- the stand-in, on a new database only (database.ts): run again at every start, they would hand
-- what a later migration creates privileges a project never gives it. A project created today
-- then gets no-default-grants.sql.

alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;
