// The writes the public key attempts, each built so that it changes nothing even where it is
// allowed: an inserted row breaks a CHECK constraint of its table (Postgres checks privileges,
// then row level security, then constraints, so a correct project refuses it with 42501 and an
// open one with a constraint error, storing nothing); updates and deletes match no row; the
// functions are called for a slot or a version that does not exist, or with document names,
// languages, keys or salts that a table's CHECK refuses.

const NIL_UUID = '00000000-0000-0000-0000-000000000000';
/** A well-formed slot name that is not in the catalogue. */
const MISSING_SLOT = 'check-deploy.no-such-slot';
/** A version of an owner's document that cannot exist (versions are positive). */
const MISSING_VERSION = -1;
/** A day no counter has: the contact counters' probes filter and write on it. */
const PROBE_DAY = '1900-01-01';

export interface TableProbe {
  table: string;
  /** A row that breaks one of the table's CHECK constraints. */
  insert: Record<string, unknown>;
  /** Finds the probe row, to remove it if a project without that constraint stored it. */
  inserted: Record<string, string>;
  update: Record<string, unknown>;
  /** A filter that matches no row, for the update and the delete. */
  noRow: { column: string; value: string | number };
}

const PROBE_TEXT = 'Check Deploy Probe';

export const TABLE_PROBES: readonly TableProbe[] = [
  {
    table: 'media_slots',
    // slot_name must be lower case without spaces
    insert: { slot_name: PROBE_TEXT, section: 'check-deploy', title: PROBE_TEXT },
    inserted: { slot_name: PROBE_TEXT },
    update: { title: PROBE_TEXT },
    noRow: { column: 'id', value: NIL_UUID },
  },
  {
    table: 'media_versions',
    // mime_type must be an image type and file_size positive (and the slot does not exist)
    insert: {
      slot_id: NIL_UUID,
      version_number: 1,
      file_url: 'https://check-deploy.example/probe.png',
      storage_path: 'check-deploy/probe.png',
      file_name: PROBE_TEXT,
      mime_type: 'text/plain',
      file_size: 0,
      width: 1,
      height: 1,
    },
    inserted: { file_name: PROBE_TEXT },
    update: { caption: PROBE_TEXT },
    noRow: { column: 'id', value: NIL_UUID },
  },
  {
    table: 'videos',
    // video_key must be lower case without spaces
    insert: { video_key: PROBE_TEXT, youtube_url: 'https://check-deploy.example', video_name: PROBE_TEXT },
    inserted: { video_key: PROBE_TEXT },
    update: { video_name: PROBE_TEXT },
    noRow: { column: 'id', value: NIL_UUID },
  },
  {
    table: 'admin_sessions',
    // token_hash must be 64 hex digits, so no token could ever match it (and it has expired)
    insert: { token_hash: 'check-deploy-probe', expires_at: '2000-01-01T00:00:00Z' },
    inserted: { token_hash: 'check-deploy-probe' },
    update: { expires_at: '2000-01-01T00:00:00Z' },
    noRow: { column: 'token_hash', value: 'check-deploy-probe' },
  },
  {
    table: 'site_backups',
    // schema_version is a migration's digits, and files and bytes are never negative
    insert: { schema_version: 'check-deploy-probe', files: -1, bytes: -1 },
    inserted: { schema_version: 'check-deploy-probe' },
    update: { files: 0 },
    noRow: { column: 'id', value: -1 },
  },
  {
    table: 'admin_login_attempts',
    // client_key is at most 200 characters
    insert: { client_key: `check-deploy-probe-${'x'.repeat(200)}`, succeeded: true },
    inserted: { client_key: `check-deploy-probe-${'x'.repeat(200)}` },
    update: { succeeded: true },
    noRow: { column: 'id', value: -1 },
  },
  {
    table: 'owner_documents',
    // content must be a JSON object (and no version of the probe document exists)
    insert: { document: PROBE_TEXT, locale: PROBE_TEXT, version: 1, content: PROBE_TEXT },
    inserted: { document: PROBE_TEXT },
    update: { content: {} },
    noRow: { column: 'document', value: PROBE_TEXT },
  },
  {
    table: 'owner_document_versions',
    // document must be a lower-case name, locale a language tag, and version positive
    insert: { document: PROBE_TEXT, locale: PROBE_TEXT, version: 0, content: {} },
    inserted: { document: PROBE_TEXT },
    update: { content: {} },
    noRow: { column: 'document', value: PROBE_TEXT },
  },
  {
    table: 'published_locales',
    // locale must be a language tag such as en-GB
    insert: { locale: PROBE_TEXT },
    inserted: { locale: PROBE_TEXT },
    update: { published_at: '2000-01-01T00:00:00Z' },
    noRow: { column: 'locale', value: PROBE_TEXT },
  },
  {
    table: 'contact_daily_visits',
    // counts are never negative
    insert: { day: PROBE_DAY, locale: 'pt-PT', visits: -1 },
    inserted: { day: PROBE_DAY },
    update: { visits: 0 },
    noRow: { column: 'day', value: PROBE_DAY },
  },
  {
    table: 'contact_daily_taps',
    // section must be one of the page's
    insert: { day: PROBE_DAY, locale: 'pt-PT', section: 'check-deploy', channel: 'call', taps: 1 },
    inserted: { section: 'check-deploy' },
    update: { taps: 0 },
    noRow: { column: 'day', value: PROBE_DAY },
  },
  {
    table: 'contact_counting_salts',
    // a salt is 64 hex digits
    insert: { day: PROBE_DAY, salt: PROBE_TEXT },
    inserted: { salt: PROBE_TEXT },
    update: { salt: PROBE_TEXT },
    noRow: { column: 'day', value: PROBE_DAY },
  },
  {
    table: 'contact_day_visitors',
    // a visitor is 32 hex digits
    insert: { day: PROBE_DAY, locale: 'pt-PT', visitor: PROBE_TEXT },
    inserted: { visitor: PROBE_TEXT },
    update: { tapped: true },
    noRow: { column: 'day', value: PROBE_DAY },
  },
  {
    table: 'contact_day_brakes',
    // kind is visit or tap
    insert: {
      day: PROBE_DAY,
      kind: 'check-deploy',
      address: PROBE_TEXT,
      window_started_at: '2000-01-01T00:00:00Z',
    },
    inserted: { kind: 'check-deploy' },
    update: { in_day: 0 },
    noRow: { column: 'day', value: PROBE_DAY },
  },
];

/** Database functions that write; only the service role may call them. */
export const WRITING_FUNCTIONS: readonly { name: string; args: Record<string, unknown> }[] = [
  {
    name: 'publish_media_version',
    args: {
      p_slot_name: MISSING_SLOT,
      p_file_url: 'https://check-deploy.example/probe.png',
      p_storage_path: 'check-deploy/probe.png',
      p_file_name: 'probe.png',
      p_mime_type: 'image/png',
      p_file_size: 1,
      p_width: 1,
      p_height: 1,
      p_alt_text: '',
      p_caption: '',
      p_variants: [],
    },
  },
  { name: 'unpublish_media_slot', args: { p_slot_name: MISSING_SLOT } },
  { name: 'restore_media_version', args: { p_slot_name: MISSING_SLOT, p_version_number: 1 } },
  {
    name: 'set_media_version_translation',
    args: {
      p_slot_name: MISSING_SLOT,
      p_version_number: 1,
      p_locale: 'en-GB',
      p_alt_text: '',
      p_caption: '',
    },
  },
  // a document name and a language the versions table's CHECK refuses, and a version that
  // cannot exist
  { name: 'save_owner_document', args: { p_document: PROBE_TEXT, p_locale: PROBE_TEXT, p_content: {} } },
  {
    name: 'restore_owner_document',
    args: { p_document: PROBE_TEXT, p_locale: PROBE_TEXT, p_version: MISSING_VERSION },
  },
  // the counters: an address key the brakes' CHECK refuses, so nothing is counted
  {
    name: 'count_contact_tap',
    args: {
      p_day: PROBE_DAY,
      p_locale: 'pt-PT',
      p_visitor: PROBE_TEXT,
      p_address: PROBE_TEXT,
      p_section: 'hero',
      p_channel: 'call',
      p_per_minute: 1,
      p_per_day: 1,
    },
  },
  {
    name: 'count_contact_visit',
    args: {
      p_day: PROBE_DAY,
      p_locale: 'pt-PT',
      p_visitor: PROBE_TEXT,
      p_address: PROBE_TEXT,
      p_daily_ceiling: 1,
      p_sampled: false,
      p_sample_weight: 1,
      p_per_minute: 1,
      p_per_day: 1,
    },
  },
  // a salt the CHECK refuses, for a day long gone (deleting nothing of later days)
  { name: 'contact_counting_salt', args: { p_day: PROBE_DAY, p_candidate: PROBE_TEXT } },
  { name: 'forget_past_contact_days', args: { p_today: PROBE_DAY } },
];

/** Postgres' insufficient_privilege: refused by a missing grant or by row level security. */
export const PERMISSION_DENIED = '42501';
