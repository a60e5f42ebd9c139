-- Explicit Data API grants. A project created today gives anon, authenticated and service_role
-- no privilege on what a migration creates in public, and older projects gave them everything
-- (docs/hosted-platform.md, "Grants"); the earlier migrations relied on the second and only took
-- writes back. From here on each role holds exactly what the site, the edge functions and the
-- scripts do, on any project: every privilege is taken back, then the needed ones granted.
-- scripts/support/data-api-access.ts lists the same, with who needs each, and
-- tests/integration/data-api-grants.test.ts holds the database to that list both ways.
-- Row level security still decides the rows.

-- What postgres creates in public from now on starts with no privilege for the API roles, on
-- an old project as on a new one, so a migration that forgets its grants fails the tests instead
-- of working on one project and not on another. (PostgreSQL's own EXECUTE for PUBLIC on new
-- functions is a global default a per-schema one cannot take back: each function's migration
-- revokes it, as below.)
alter default privileges for role postgres in schema public
  revoke all on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke all on functions from anon, authenticated, service_role;

-- Tables: nothing for anyone (TRUNCATE, REFERENCES, TRIGGER and MAINTAIN included), then what
-- is used.
revoke all on table
  public.media_slots, public.media_versions, public.videos, public.admin_sessions,
  public.admin_login_attempts, public.business_facts, public.business_facts_versions,
  public.site_revision, public.site_build_requests, public.contact_daily_visits,
  public.contact_daily_taps, public.contact_counting_salts, public.contact_day_visitors,
  public.contact_day_brakes
  from public, anon, authenticated, service_role;

-- What the public page, the build and /admin's live view read (Realtime delivers a change only
-- to a role that may select the row).
grant select on table
  public.media_slots, public.media_versions, public.videos, public.business_facts, public.site_revision
  to anon, authenticated;

-- The edge functions, through the tables and the security invoker functions they call, the
-- scripts, and the tests' service clients (their fixtures).
grant select, insert, update, delete on table public.media_slots to service_role;
grant select, insert on table public.media_versions to service_role;
grant select, insert, update, delete on table public.videos to service_role;
grant select, insert, update, delete on table public.admin_sessions to service_role;
grant select, insert, update, delete on table public.admin_login_attempts to service_role;
grant select, insert, update, delete on table public.business_facts to service_role;
-- delete: also what save_business_facts' LOCK TABLE … SHARE ROW EXCLUSIVE needs (UPDATE, DELETE,
-- TRUNCATE or MAINTAIN); versions are never updated
grant select, insert, delete on table public.business_facts_versions to service_role;
grant select on table public.site_revision to service_role;
grant select, update on table public.site_build_requests to service_role;
grant select, insert, update, delete on table public.contact_daily_visits to service_role;
grant select, insert, update, delete on table public.contact_daily_taps to service_role;
grant select, insert, delete on table public.contact_counting_salts to service_role;
grant select, insert, update, delete on table public.contact_day_visitors to service_role;
grant select, insert, update, delete on table public.contact_day_brakes to service_role;

-- The one sequence, admin_login_attempts' identity: an insert draws from it without any
-- privilege on it, so nobody gets one.
revoke all on sequence public.admin_login_attempts_id_seq from public, anon, authenticated, service_role;

-- Functions: EXECUTE for the service role on what it calls (by /rpc, or from within another
-- function, which runs as the caller); nobody executes the trigger functions (a trigger fires
-- without that privilege).
revoke all on function
  public.touch_updated_at(),
  public.check_slot_current_version(),
  public.bump_site_revision(),
  public.lock_media_slot(text),
  public.publish_media_version(text, text, text, text, text, integer, integer, integer, text, text, jsonb),
  public.unpublish_media_slot(text),
  public.restore_media_version(text, integer),
  public.orphan_media_objects(interval),
  public.save_business_facts(jsonb),
  public.restore_business_facts(integer),
  public.claim_site_build(integer, boolean),
  public.record_site_build(bigint, text, text),
  public.forget_past_contact_days(date),
  public.contact_counting_salt(date, text),
  public.contact_brake_admits(date, text, text, integer, integer),
  public.count_contact_visit(date, text, text, integer, boolean, integer, integer, integer),
  public.count_contact_tap(date, text, text, text, text, integer, integer)
  from public, anon, authenticated, service_role;

grant execute on function
  public.lock_media_slot(text),
  public.publish_media_version(text, text, text, text, text, integer, integer, integer, text, text, jsonb),
  public.unpublish_media_slot(text),
  public.restore_media_version(text, integer),
  public.orphan_media_objects(interval),
  public.save_business_facts(jsonb),
  public.restore_business_facts(integer),
  public.claim_site_build(integer, boolean),
  public.record_site_build(bigint, text, text),
  public.forget_past_contact_days(date),
  public.contact_counting_salt(date, text),
  public.contact_brake_admits(date, text, text, integer, integer),
  public.count_contact_visit(date, text, text, integer, boolean, integer, integer, integer),
  public.count_contact_tap(date, text, text, text, text, integer, integer)
  to service_role;
