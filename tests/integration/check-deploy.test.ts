// `npm run check:deploy` run as a user runs it, against the stand-in: every check passes on the
// shared one (a correct deployment); on a stand-in of its own that is opened to anon writes and
// serves `hello`, the checks fail by name and the writes that went through are undone; on one
// that lacks the grants migration, the site's reads are reported as missing grants.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listMigrations } from '#local/database.ts';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import { serviceClient } from '#tests/support/clients.ts';
import { createTestSlots, DEFAULT_ADMIN, deleteTestSlots } from '#tests/support/edge-functions.ts';
import { writeHelloFixture } from '#tests/support/function-fixtures.ts';
import { makePng } from '#tests/support/test-images.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const EXPLICIT_GRANTS_MIGRATION = '20261128090000_explicit_data_api_grants';
const OWNER_DOCUMENTS_MIGRATION = '20261129090000_owner_documents';
const CHECK_TIMEOUT_MS = 180_000;

interface CheckRunOutput {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Each check line by name: its mark (✓ ✗ -) and detail. */
  checks: Map<string, { mark: string; detail: string }>;
}

function runCheckDeploy(env: Record<string, string | undefined>): Promise<CheckRunOutput> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(childEnv)) if (name.startsWith('CHECK_')) delete childEnv[name];
  Object.assign(childEnv, env);
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['scripts/check-deploy.ts'],
      { cwd: ROOT, env: childEnv, timeout: CHECK_TIMEOUT_MS },
      (_error, stdout, stderr) => {
        const checks = new Map<string, { mark: string; detail: string }>();
        for (const line of stdout.split('\n')) {
          const match = /^([✓✗-]) (.+?)(?: — (.*))?$/.exec(line);
          if (match) checks.set(match[2] ?? '', { mark: match[1] ?? '', detail: match[3] ?? '' });
        }
        resolve({ code: child.exitCode, stdout, stderr, checks });
      },
    );
  });
}

/** Stores a real PNG and publishes it as the slot's current version. */
async function publishImage(
  service: SupabaseClient,
  slotName: string,
  objectPath: string,
): Promise<Uint8Array> {
  const png = makePng(8, 8);
  const media = service.storage.from('media');
  const stored = await media.upload(objectPath, new Blob([new Uint8Array(png)], { type: 'image/png' }), {
    contentType: 'image/png',
  });
  expect(stored.error).toBeNull();
  const { error } = await service.rpc('publish_media_version', {
    p_slot_name: slotName,
    p_file_url: media.getPublicUrl(objectPath).data.publicUrl,
    p_storage_path: objectPath,
    p_file_name: 'check-deploy.png',
    p_mime_type: 'image/png',
    p_file_size: png.length,
    p_width: 8,
    p_height: 8,
  });
  expect(error).toBeNull();
  return png;
}

/**
 * A project folder of its own: `hello` as the only function and the migrations, all of them or
 * all but `without`. Its stand-in is another deployment for check:deploy to look at.
 */
async function projectOfItsOwn(prefix: string, without?: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  await writeHelloFixture(root);
  await mkdir(path.join(root, 'supabase', 'migrations'), { recursive: true });
  for (const migration of await listMigrations(ROOT)) {
    if (`${migration.version}_${migration.name}` === without) continue;
    await symlink(migration.file, path.join(root, 'supabase', 'migrations', path.basename(migration.file)));
  }
  return root;
}

/**
 * Registers, in the calling describe, a stand-in of a project of its own (projectOfItsOwn), with
 * `prepare` run on it before the tests; closed, and the project removed, after them.
 */
function standInOfItsOwn(
  prefix: string,
  without: string | undefined,
  prepare: (local: LocalSupabase) => Promise<void>,
): { local: LocalSupabase } {
  const own = {} as { local: LocalSupabase };
  let root: string | undefined;
  beforeAll(async () => {
    root = await projectOfItsOwn(prefix, without);
    own.local = await startLocalSupabase({ port: 0, projectRoot: root });
    await prepare(own.local);
  }, 120_000);
  afterAll(async () => {
    await own.local?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });
  return own;
}

/** check:deploy against the project at `url`, signing in with the local admin credentials. */
function checkDeployAt(url: string, settings: Record<string, string>): Promise<CheckRunOutput> {
  return runCheckDeploy({
    CHECK_SUPABASE_URL: url,
    CHECK_ADMIN_USERNAME: DEFAULT_ADMIN.username,
    CHECK_ADMIN_PASSWORD: DEFAULT_ADMIN.password,
    ...settings,
  });
}

/** check:deploy against a stand-in of a test's own, with its publishable key. */
function checkDeployOf(local: LocalSupabase): Promise<CheckRunOutput> {
  return checkDeployAt(local.url, { CHECK_SUPABASE_PUBLISHABLE_KEY: local.publishableKey });
}

/** Every check passed, none failed or was skipped, and the exit code says so. */
function expectAllPassed(result: CheckRunOutput): void {
  expect(result.stdout).toMatch(/^Total: (\d+) passed, 0 failed, 0 skipped \(\1 checks\)$/m);
  expect(result.code).toBe(0);
  expect([...result.checks.values()].every((check) => check.mark === '✓')).toBe(true);
}

/** Every row of the owner's documents' three tables, read as the database's owner. */
async function documentRows(local: LocalSupabase): Promise<unknown[]> {
  const { rows } = await local.db.pg.query(
    `select 'current' as kind, document, locale, version, content::text from public.owner_documents
     union all
     select 'version', document, locale, version, content::text from public.owner_document_versions
     union all
     select 'published', null, locale, null, null from public.published_locales
     order by 1, 2, 3, 4`,
  );
  return rows;
}

async function download(service: SupabaseClient, objectPath: string): Promise<Uint8Array | null> {
  const response = await fetch(service.storage.from('media').getPublicUrl(objectPath).data.publicUrl);
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
}

describe('on the shared stand-in (a correct deployment)', () => {
  let slotName: string;
  let objectPath: string;

  beforeAll(async () => {
    // a published image with its file, so the storage delete is tried on a real object
    slotName = (await createTestSlots('check-deploy', ['image'])).image;
    objectPath = `slots/${slotName}/check-deploy-test.png`;
    await publishImage(serviceClient(), slotName, objectPath);
  });

  afterAll(async () => {
    await deleteTestSlots([slotName]);
    await serviceClient().storage.from('media').remove([objectPath]);
  });

  it(
    'passes every check with the publishable key, changes nothing and exits 0',
    async () => {
      const result = await checkDeployAt(inject('supabaseUrl'), {
        CHECK_SUPABASE_PUBLISHABLE_KEY: inject('publishableKey'),
        CHECK_SEO_KEY: 'seo-local-1',
      });

      expectAllPassed(result);
      for (const name of [
        'insert into media_slots refused',
        'delete from admin_sessions refused',
        'rpc publish_media_version refused',
        'anon upload refused',
        'media-upload: CORS preflight',
        'seo-access: no key refused with 400',
        'video-manager: GET without a session refused with 401',
        'hello is not deployed (404)',
        'admin-auth: sign-in with the admin credentials',
        'media-list: read with the session',
        'media-delete: no slotName refused with 400',
        'admin-auth: sign-out',
        'media-list: the signed-out session is refused (401)',
        'seo-access: the SEO key is accepted',
        'the current business facts are readable',
        'the current page texts are readable',
        'the published languages are readable',
        'no document of an unpublished language is visible',
        'owner_document_versions is not readable',
        'insert into owner_documents refused',
        'update of owner_document_versions refused',
        'delete from published_locales refused',
        'rpc save_owner_document refused',
        'rpc restore_owner_document refused',
        'business-facts: CORS preflight',
        'business-facts: PUT refused with 405',
        'business-facts: GET without a session refused with 401',
        'business-facts: read with the session',
        'business-facts: an unknown action refused with 400',
        'page-texts: CORS preflight',
        'page-texts: GET without a session refused with 401',
        'page-texts: read with the session',
        'page-texts: an unknown action refused with 400',
        'contact_daily_taps is not readable',
        'contact_counting_salts is not readable',
        'site_backups is not readable',
        'insert into site_backups refused',
        'update of site_backups refused',
        'delete from site_backups refused',
        'insert into contact_daily_taps refused',
        'rpc count_contact_tap refused',
        'contact-count: CORS preflight',
        'contact-count: an unknown section refused with 400',
        'contact-stats: GET without a session refused with 401',
        'contact-stats: read with the session',
      ]) {
        expect(result.checks.has(name), name).toBe(true);
      }
      // tried on a real file, which is still there
      expect(result.checks.get('anon delete refused')?.detail).toMatch(/^nothing removed \(tried slots\//);
      expect(await download(serviceClient(), objectPath)).not.toBeNull();
      const probes = await serviceClient().storage.from('media').list('check-deploy');
      expect(probes.data).toEqual([]);
      expect(result.stderr).not.toContain('legacy name');
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    'passes as well with a legacy anon key under its legacy name, saying so in one line',
    async () => {
      const result = await checkDeployAt(inject('supabaseUrl'), {
        CHECK_SUPABASE_ANON_KEY: inject('anonKey'),
        CHECK_SEO_KEY: 'seo-local-1',
      });

      expectAllPassed(result);
      const notices = result.stderr.split('\n').filter((line) => line.includes('legacy name'));
      expect(notices).toEqual([
        expect.stringContaining(
          'CHECK_SUPABASE_ANON_KEY is the legacy name: use CHECK_SUPABASE_PUBLISHABLE_KEY',
        ),
      ]);
    },
    CHECK_TIMEOUT_MS,
  );

  it('refuses a secret or service_role key as the public key, and exits 2 without calling anything', async () => {
    for (const key of [inject('secretKey'), inject('serviceRoleKey')]) {
      const result = await checkDeployAt(inject('supabaseUrl'), { CHECK_SUPABASE_PUBLISHABLE_KEY: key });
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('CHECK_SUPABASE_PUBLISHABLE_KEY holds a secret or service_role key');
    }
  });

  it('names the missing variables and exits 2 without calling anything', async () => {
    const result = await runCheckDeploy({ CHECK_SUPABASE_URL: 'not a url' });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    for (const text of [
      'CHECK_SUPABASE_URL must be an http(s) URL',
      'CHECK_SUPABASE_PUBLISHABLE_KEY is not set',
      'CHECK_ADMIN_USERNAME is not set',
      'CHECK_ADMIN_PASSWORD is not set',
    ]) {
      expect(result.stderr).toContain(text);
    }
  });
});

// Opens the videos table to anon (without the key rule, so the probe row is stored), lets anon
// insert slots (the slot-name rule still refuses the probe) and update them, so that
// unpublish_media_slot, granted too, runs as anon; and upload, list and delete in the bucket.
// Opens the owner's documents' history to anon, and both their functions, which then run as anon:
// the probes must still change nothing (the versions table's CHECK, a version that does not
// exist). Lets anon read every current document, those of a language not published included,
// and read and insert the record of the backups (the probe row still breaks its CHECK).
const BREAK_THE_CONTRACT = `
  grant insert, update, delete on public.videos to anon;
  create policy "test: anon writes videos" on public.videos for all to anon using (true) with check (true);
  alter table public.videos drop constraint videos_video_key_check;
  grant insert, update on public.media_slots to anon;
  create policy "test: anon inserts slots" on public.media_slots for insert to anon with check (true);
  create policy "test: anon updates slots" on public.media_slots for update to anon using (true);
  grant execute on function public.unpublish_media_slot(text) to anon;
  create policy "test: anon uploads" on storage.objects for insert to anon with check (bucket_id = 'media');
  create policy "test: anon lists" on storage.objects for select to anon using (bucket_id = 'media');
  create policy "test: anon deletes" on storage.objects for delete to anon using (bucket_id = 'media');
  grant select, insert, update, delete on public.owner_document_versions to anon;
  create policy "test: anon writes document versions" on public.owner_document_versions for all to anon
    using (true) with check (true);
  grant execute on function public.save_owner_document(text, text, jsonb) to anon;
  grant execute on function public.restore_owner_document(text, text, integer) to anon;
  create policy "test: anon reads every document" on public.owner_documents for select to anon
    using (true);
  grant select, insert on public.site_backups to anon;
  create policy "test: anon reads and records backups" on public.site_backups for all to anon
    using (true) with check (true);
`;

describe('on a deployment open to anon writes that serves hello', () => {
  const slotName = 'global.logo';
  const objectPath = `slots/${slotName}/check-deploy-test.png`;
  let service: SupabaseClient;
  let png: Uint8Array;
  let documentsBefore: unknown[];

  const own = standInOfItsOwn('check-deploy-broken-', undefined, async (local) => {
    await local.db.pg.exec(BREAK_THE_CONTRACT);
    service = createClient(local.url, local.secretKey, { auth: { persistSession: false } });
    png = await publishImage(service, slotName, objectPath);
    // English texts being written, not published: only the broken policy shows them to anon
    const saved = await service.rpc('save_owner_document', {
      p_document: 'page-texts',
      p_locale: 'en-GB',
      p_content: { hero: { lead: 'Work in progress' } },
    });
    expect(saved.error).toBeNull();
    documentsBefore = await documentRows(local);
    expect(documentsBefore).toHaveLength(2);
  });

  it(
    'fails each broken check by name, undoes the writes that went through and exits 1',
    async () => {
      const result = await checkDeployOf(own.local);
      const check = (name: string) => result.checks.get(name);

      expect(result.code).toBe(1);
      // each broken check fails, saying what went through: the detail as it is, or its pattern
      const failed: Record<string, string | RegExp> = {
        'insert into videos refused': 'anon inserted a row into videos; removed again',
        'update of videos refused': /^anon has UPDATE on videos: not refused/,
        'delete from videos refused': /^anon has DELETE on videos: not refused/,
        'insert into media_slots refused': /anon may insert into media_slots: refused only by 23514/,
        'update of media_slots refused': /^anon has UPDATE on media_slots: not refused/,
        'rpc unpublish_media_slot refused': /refused only by P0002/,
        'owner_document_versions is not readable': /^anon may select from owner_document_versions/,
        'insert into owner_document_versions refused': /refused only by 23514/,
        'update of owner_document_versions refused':
          /^anon has UPDATE on owner_document_versions: not refused/,
        'rpc save_owner_document refused': /refused only by 23514/,
        'rpc restore_owner_document refused': /refused only by P0002/,
        'site_backups is not readable': /^anon may select from site_backups/,
        'insert into site_backups refused': /anon may insert into site_backups: refused only by 23514/,
        'no document of an unpublished language is visible':
          'anon reads 1 documents of unpublished languages: page-texts en-GB',
        'anon upload refused': /^anon stored media\/check-deploy\/probe-[0-9a-f-]+\.png; removed again$/,
        'anon cannot list the bucket': 'anon lists slots',
        'anon delete refused': `anon deleted media/${objectPath}; uploaded again from the copy taken before`,
        'hello is not deployed (404)': /^status 200, .*a function named hello is deployed/,
      };
      for (const [name, detail] of Object.entries(failed)) {
        expect(check(name), name).toEqual({
          mark: '✗',
          detail: typeof detail === 'string' ? detail : expect.stringMatching(detail),
        });
      }
      expect(check('admin-auth: CORS preflight')?.mark).toBe('✗'); // not deployed here
      expect(check('media-list: read with the session')).toEqual({
        mark: '-',
        detail: 'needs the session (sign-in failed)',
      });
      expect(check('seo-access: the SEO key is accepted')).toEqual({
        mark: '-',
        detail: 'CHECK_SEO_KEY is not set',
      });
      // what is still closed, or only read, passes
      for (const name of [
        'the active videos (site read)',
        'the published slots with their versions (site read)',
        'only the current version of published slots is visible',
        'delete from media_slots refused',
        'insert into media_versions refused',
        'insert into admin_sessions refused',
        'rpc publish_media_version refused',
        'a published image downloads from its public URL',
        'the current business facts are readable',
        'the current page texts are readable',
        'the published languages are readable',
        'insert into owner_documents refused',
        'update of owner_documents refused',
        'delete from owner_documents refused',
        'insert into published_locales refused',
        'update of published_locales refused',
        'delete from published_locales refused',
        'update of site_backups refused',
        'delete from site_backups refused',
      ]) {
        expect(check(name)?.mark, name).toBe('✓');
      }
      expect(result.stdout).toContain(
        '!!! 3 writes that the public key must not be able to make went through:',
      );

      // nothing is left changed
      const probeRows = await own.local.db.pg.query(
        `select 1 from public.videos where video_key = 'Check Deploy Probe'`,
      );
      expect(probeRows.rows).toEqual([]);
      const probeObjects = await own.local.db.pg.query(
        `select 1 from storage.objects where name like 'check-deploy/%'`,
      );
      expect(probeObjects.rows).toEqual([]);
      expect(await documentRows(own.local)).toEqual(documentsBefore);
      expect(await download(service, objectPath)).toEqual(png);
    },
    CHECK_TIMEOUT_MS,
  );
});

// A project created today (no default grants) that received every migration but the one that
// grants the Data API its privileges: the site's reads are refused with 42501, and the report
// names the table and the migration that grants it. The owner's documents are granted by their
// own migration; anon's read of the published languages is taken away here too, so the facts'
// read is refused by the table their row policy reads, which the report names instead.
describe('on a project created today without the grants migration', () => {
  const own = standInOfItsOwn('check-deploy-ungranted-', EXPLICIT_GRANTS_MIGRATION, async (local) => {
    await local.db.pg.exec('revoke select on public.published_locales from anon');
  });

  it(
    'reports each refused site read as a missing grant, naming the table and the migration',
    async () => {
      const result = await checkDeployOf(own.local);
      const missing = (table: string, migration = EXPLICIT_GRANTS_MIGRATION) => ({
        mark: '✗',
        detail: `missing grant on ${table}: anon may not select it (42501); supabase/migrations/${migration}.sql grants it: push the migrations (supabase db push)`,
      });
      expect(result.code).toBe(1);
      expect(result.checks.get('the active videos (site read)')).toEqual(missing('videos'));
      expect(result.checks.get('the published slots with their versions (site read)')).toEqual(
        missing('media_slots'),
      );
      expect(result.checks.get('the current business facts are readable')).toEqual(
        missing('published_locales', OWNER_DOCUMENTS_MIGRATION),
      );
      expect(result.checks.get('the published languages are readable')).toEqual(
        missing('published_locales', OWNER_DOCUMENTS_MIGRATION),
      );
      expect(result.checks.get('the site revision (site read)')).toEqual(missing('site_revision'));
      expect(result.checks.get('a published image downloads from its public URL')).toEqual(
        missing('media_versions'),
      );
      // what the public key must not do stays refused, by the same missing privileges
      expect(result.checks.get('insert into videos refused')?.mark).toBe('✓');
      expect(result.checks.get('admin_sessions is not readable')?.mark).toBe('✓');
      expect(result.checks.get('site_backups is not readable')?.mark).toBe('✓');
    },
    CHECK_TIMEOUT_MS,
  );
});
