// Who may do what through the Data API, object by object of the public schema: what the
// migrations grant anon, authenticated and service_role, and who needs each privilege.
// tests/integration/data-api-grants.test.ts holds the database to this list exactly, both ways
// (a missing grant and a privilege nobody declared both fail), on a project created with no
// default grants and on one with the old ones; `npm run check:deploy` names the migration of a
// table whose grant is missing. A migration that adds a table, a sequence or a function adds it
// here too. Row level security still decides the rows.

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export type TableVerb = 'select' | 'insert' | 'update' | 'delete';

/** Each granted verb, with who needs it. */
type Uses<Verb extends string> = Partial<Record<Verb, string>>;

export interface TableAccess {
  /** The migration that grants it (supabase/migrations/<name>.sql). */
  migration: string;
  anon?: Uses<TableVerb>;
  authenticated?: Uses<TableVerb>;
  service_role?: Uses<TableVerb>;
}

export interface RoutineAccess {
  migration: string;
  /** The roles that get EXECUTE, with who calls it; none for a trigger function. */
  execute?: Partial<Record<ApiRole, string>>;
}

export const EXPLICIT_GRANTS_MIGRATION = '20261128090000_explicit_data_api_grants';
const BACKUPS_MIGRATION = '20261128100000_site_backups';
const OWNER_DOCUMENTS_MIGRATION = '20261129090000_owner_documents';
const COUNTING_PER_LANGUAGE_MIGRATION = '20261129100000_contact_counting_per_language';

const PAGE_READ = 'the public page, the build, /admin live view, Realtime';
const TESTS = "the tests' fixtures";

/** The public page's reads, for anon and for a signed-in (authenticated) visitor alike. */
const publicRead = (by: string): Pick<TableAccess, 'anon' | 'authenticated'> => ({
  anon: { select: by },
  authenticated: { select: by },
});

export const TABLE_ACCESS: Readonly<Record<string, TableAccess>> = {
  media_slots: {
    migration: EXPLICIT_GRANTS_MIGRATION,
    ...publicRead(PAGE_READ),
    service_role: {
      select: 'media-upload, media-list, lock_media_slot',
      update: 'publish/unpublish/restore functions, restore_backup_rows (--replace), npm run crowd',
      insert: `restore_backup_rows, ${TESTS}`,
      delete: `restore_backup_rows, ${TESTS}`,
    },
  },
  media_versions: {
    migration: EXPLICIT_GRANTS_MIGRATION,
    ...publicRead('the public page and the build (embedded in media_slots), check:deploy'),
    service_role: {
      select: 'media-upload, media-list, orphan_media_objects, backup_snapshot',
      insert: 'publish_media_version, restore_backup_rows',
      delete: 'restore_backup_rows',
    },
  },
  videos: {
    migration: EXPLICIT_GRANTS_MIGRATION,
    ...publicRead(PAGE_READ),
    service_role: {
      select: 'video-manager, backup_snapshot',
      update: 'video-manager',
      insert: `restore_backup_rows, ${TESTS}`,
      delete: `restore_backup_rows, ${TESTS}`,
    },
  },
  site_revision: {
    migration: EXPLICIT_GRANTS_MIGRATION,
    ...publicRead('the public page and the build, /seo'),
    service_role: { select: 'site-build' },
  },
  admin_sessions: {
    migration: EXPLICIT_GRANTS_MIGRATION,
    service_role: {
      select: 'every function with a session',
      insert: 'admin-auth',
      update: 'every function with a session',
      delete: 'admin-auth',
    },
  },
  admin_login_attempts: {
    migration: EXPLICIT_GRANTS_MIGRATION,
    service_role: {
      select: 'admin-auth, seo-access',
      insert: 'admin-auth, seo-access',
      update: 'admin-auth, seo-access',
      delete: 'admin-auth, seo-access',
    },
  },
  site_build_requests: {
    migration: EXPLICIT_GRANTS_MIGRATION,
    service_role: { select: 'site-build', update: 'claim_site_build, record_site_build' },
  },
  contact_daily_visits: {
    migration: EXPLICIT_GRANTS_MIGRATION,
    service_role: {
      select: 'contact-stats, count_contact_visit',
      insert: 'count_contact_visit, count_contact_tap',
      update: 'count_contact_visit, count_contact_tap',
      delete: 'forget_past_contact_days',
    },
  },
  site_backups: {
    migration: BACKUPS_MIGRATION,
    service_role: { select: 'site-backup (the last backup)', insert: 'site-backup (a completed backup)' },
  },
  // written by save_owner_document and restore_owner_document (security definer, EXECUTE for the
  // service role only); the restore of a backup deletes and inserts, and nobody updates a row
  owner_documents: {
    migration: OWNER_DOCUMENTS_MIGRATION,
    ...publicRead(`${PAGE_READ} (RLS: the published languages' rows)`),
    service_role: {
      select: `business-facts, page-texts, backup_snapshot, ${TESTS}`,
      insert: 'restore_backup_rows',
      delete: `restore_backup_rows, ${TESTS}`,
    },
  },
  owner_document_versions: {
    migration: OWNER_DOCUMENTS_MIGRATION,
    service_role: {
      select: `business-facts, page-texts, backup_snapshot, ${TESTS}`,
      insert: 'restore_backup_rows',
      delete: `restore_backup_rows, ${TESTS}`,
    },
  },
  published_locales: {
    migration: OWNER_DOCUMENTS_MIGRATION,
    ...publicRead('the build (which pages to write), the owner_documents policy'),
    service_role: {
      select: 'page-texts, backup_snapshot',
      insert: "page-texts (publish), restore_backup_rows, the bench's sample content",
      delete: `page-texts (withdraw), restore_backup_rows, ${TESTS}`,
    },
  },
};

/** The migration file a table's grants are in, for a message that says where to look. */
export function grantingMigration(table: string): string | null {
  const access = TABLE_ACCESS[table];
  return access ? `supabase/migrations/${access.migration}.sql` : null;
}
