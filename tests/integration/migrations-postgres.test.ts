// The migrations are written for hosted Supabase: prove they apply on PostgreSQL servers other
// than the stand-in's after the same platform bootstrap (Debian's real server, and PostgreSQL
// 17, hosted's major version, as PGlite 0.4: tests/support/sql-engines.ts), and that RLS and
// the row locks hold there.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { listMigrations } from '#local/database.ts';
import {
  applyMigrations,
  inTransaction,
  migratedServer,
  SQL_ENGINES,
  type SqlSession,
} from '#tests/support/sql-engines.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');
const PUBLIC_TABLES = [
  'media_slots',
  'media_versions',
  'videos',
  'admin_sessions',
  'admin_login_attempts',
  'owner_documents',
  'owner_document_versions',
  'published_locales',
  'site_revision',
  'site_build_requests',
];
const PUBLISH_SQL = `select * from public.publish_media_version($1, $2, $3, $4, 'image/webp', 1234, 800, 600)`;

type Role = 'anon' | 'authenticated' | 'service_role';

it('covers the Postgres major version that supabase/config.toml names, that of new hosted projects', async () => {
  const config = parse(await readFile(path.join(PROJECT_ROOT, 'supabase', 'config.toml'), 'utf8')) as {
    db: { major_version: number };
  };
  expect(config.db.major_version).toBe(17);
  const pglite = SQL_ENGINES.find((engine) => engine.name.startsWith('PGlite'));
  const server = await pglite?.start();
  try {
    expect(server?.majorVersion).toBe(config.db.major_version);
  } finally {
    await server?.stop();
  }
});

for (const engine of SQL_ENGINES)
  describe.skipIf(engine.unavailable !== null)(`migrations on ${engine.name}`, () => {
    const migrated = migratedServer(engine);
    const { admin } = migrated;

    it('records every migration and seeds 62 slots and 2 videos', async () => {
      const migrations = await listMigrations(PROJECT_ROOT);
      const applied = await admin.query(
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(applied.rows.map((row) => row.version)).toEqual(migrations.map((m) => m.version));
      expect(await count(admin, 'select count(*) from public.media_slots')).toBe(62);
      expect(await count(admin, 'select count(*) from public.videos')).toBe(2);
      expect(await count(admin, 'select count(*) from public.media_slots where is_published')).toBe(0);
    });

    it('seeds no default video, and clears the old demo URL only where it is still the seed’s', async () => {
      const seeded = await admin.query('select video_key, youtube_url from public.videos order by video_key');
      expect(seeded.rows).toEqual([
        { video_key: 'hero-main', youtube_url: null },
        { video_key: 'waterproofing', youtube_url: null },
      ]);
      const clearing = (await listMigrations(PROJECT_ROOT)).find(
        (m) => m.name === 'videos_without_default_url',
      );
      if (!clearing) throw new Error('migration videos_without_default_url not found');
      await inTransaction(admin, async () => {
        // a project where the owner had already chosen the waterproofing video when it arrives
        await admin.query(
          `update public.videos set youtube_url = 'https://www.youtube.com/watch?v=M7lc1UVf-VE' where video_key = 'hero-main'`,
        );
        await admin.query(
          `update public.videos set youtube_url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' where video_key = 'waterproofing'`,
        );
        await admin.exec(await readFile(clearing.file, 'utf8'));
        const after = await admin.query(
          'select video_key, youtube_url from public.videos order by video_key',
        );
        expect(after.rows).toEqual([
          { video_key: 'hero-main', youtube_url: null },
          { video_key: 'waterproofing', youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        ]);
        // an empty string is still no URL: null is the one way to say "no video"
        await expect(
          admin.query(`update public.videos set youtube_url = '' where video_key = 'hero-main'`),
        ).rejects.toMatchObject({ code: '23514' });
      });
    });

    it('enables row level security on the public tables', async () => {
      const { rows } = await admin.query(
        `select relname, relrowsecurity from pg_class
       where relnamespace = 'public'::regnamespace and relname = any($1) order by relname`,
        [PUBLIC_TABLES],
      );
      expect(rows).toEqual([...PUBLIC_TABLES].sort().map((relname) => ({ relname, relrowsecurity: true })));
    });

    it('lets anon see every slot but no version of an unpublished one, and only active videos', async () => {
      await inTransaction(admin, async () => {
        const key = uniqueKey('inactive');
        await admin.query(
          `insert into public.videos (video_key, youtube_url, video_name, is_active) values ($1, 'https://youtu.be/x', 'Hidden', false)`,
          [key],
        );
        // a version of a slot that was never published
        await admin.query(
          `insert into public.media_versions (slot_id, version_number, file_url, storage_path, file_name, mime_type, file_size, width, height)
         select id, 1, 'u', 'p', 'draft.png', 'image/png', 1, 1, 1 from public.media_slots where slot_name = 'global.logo'`,
        );
        await setRole(admin, 'anon');
        expect(await count(admin, 'select count(*) from public.media_slots')).toBe(62);
        expect(await count(admin, 'select count(*) from public.media_versions')).toBe(0);
        const videos = await admin.query('select video_key, is_active from public.videos order by video_key');
        expect(videos.rows).toEqual([
          { video_key: 'hero-main', is_active: true },
          { video_key: 'waterproofing', is_active: true },
        ]);
      });
    });

    it('shows anon a published slot’s current version only: not the one it replaced, none once emptied', async () => {
      await inTransaction(admin, async () => {
        await setRole(admin, 'service_role');
        await admin.query(PUBLISH_SQL, [
          'servico-sofas',
          'https://x/1.webp',
          'slots/servico-sofas/1-a.webp',
          'a.webp',
        ]);
        await admin.query(PUBLISH_SQL, [
          'servico-sofas',
          'https://x/2.webp',
          'slots/servico-sofas/2-b.webp',
          'b.webp',
        ]);
        await admin.query(PUBLISH_SQL, [
          'servico-colchoes',
          'https://x/3.webp',
          'slots/servico-colchoes/3-c.webp',
          'c.webp',
        ]);
        await admin.query(`select public.unpublish_media_slot('servico-colchoes')`);

        await setRole(admin, 'anon');
        const slots = await admin.query(
          'select slot_name, current_version from public.media_slots where is_published',
        );
        expect(slots.rows).toEqual([{ slot_name: 'servico-sofas', current_version: 2 }]);
        const emptied = await admin.query(
          `select is_published, current_version from public.media_slots where slot_name = 'servico-colchoes'`,
        );
        expect(emptied.rows).toEqual([{ is_published: false, current_version: null }]);
        const versions = await admin.query('select version_number, file_name from public.media_versions');
        expect(versions.rows).toEqual([{ version_number: 2, file_name: 'b.webp' }]);

        await setRole(admin, 'service_role');
        expect(await count(admin, 'select count(*) from public.media_versions')).toBe(3);
      });
    });

    it('stores the variants passed to publish_media_version, and has no second overload of it', async () => {
      await inTransaction(admin, async () => {
        await setRole(admin, 'service_role');
        const variants = [{ width: 480, height: 360, url: 'https://x/1-w480.webp', path: 'p-w480.webp' }];
        const published = await admin.query(
          `select variants from public.publish_media_version($1, 'u', 'p', 'f.webp', 'image/webp', 1234, 800, 600,
           p_variants => $2::jsonb)`,
          ['process.step_1', JSON.stringify(variants)],
        );
        expect(published.rows[0]?.variants).toEqual(variants);
        const withoutVariants = await admin.query(PUBLISH_SQL, ['process.step_1', 'u', 'p2', 'g.webp']);
        expect(withoutVariants.rows[0]?.variants).toEqual([]);
        // versions are never updated through the API: the table's owner tries it
        await admin.query('reset role');
        await expect(
          admin.query(`update public.media_versions set variants = '{"width": 1}'`),
        ).rejects.toMatchObject({ code: '23514' });
      });
      const overloads = await admin.query(
        `select count(*) from pg_proc where proname = 'publish_media_version' and pronamespace = 'public'::regnamespace`,
      );
      expect(Number(overloads.rows[0]?.count)).toBe(1);
    });

    describe.each(['anon', 'authenticated'] as const)('%s writes', (role) => {
      const writes: Array<[string, string]> = [
        [
          'insert a slot',
          `insert into public.media_slots (slot_name, section, title) values ('x.y', 'x', 'X')`,
        ],
        ['update slots', `update public.media_slots set title = 'Hacked'`],
        ['delete slots', 'delete from public.media_slots'],
        [
          'insert a version',
          `insert into public.media_versions (slot_id, version_number, file_url, storage_path, file_name, mime_type, file_size, width, height)
         select id, 1, 'u', 'p', 'f', 'image/png', 1, 1, 1 from public.media_slots limit 1`,
        ],
        ['update versions', `update public.media_versions set caption = 'Hacked'`],
        ['delete versions', 'delete from public.media_versions'],
        [
          'insert a video',
          `insert into public.videos (video_key, youtube_url, video_name) values ('x', 'u', 'X')`,
        ],
        ['update videos', `update public.videos set video_name = 'Hacked'`],
        ['delete videos', 'delete from public.videos'],
        ['read admin_sessions', 'select * from public.admin_sessions'],
        [
          'insert an admin session',
          `insert into public.admin_sessions (token_hash, expires_at) values (repeat('a', 64), now())`,
        ],
        ['delete admin sessions', 'delete from public.admin_sessions'],
        ['read admin_login_attempts', 'select * from public.admin_login_attempts'],
        [
          'insert a login attempt',
          `insert into public.admin_login_attempts (client_key, succeeded) values ('k', true)`,
        ],
        ['call publish_media_version', PUBLISH_SQL.replace('$1, $2, $3, $4', `'global.logo', 'u', 'p', 'f'`)],
        ['call unpublish_media_slot', `select public.unpublish_media_slot('global.logo')`],
        ['call restore_media_version', `select public.restore_media_version('global.logo', 1)`],
        [
          'insert a current document',
          `insert into public.owner_documents (document, locale, version, content) values ('business-facts', 'pt-PT', 1, '{}')`,
        ],
        ['update current documents', `update public.owner_documents set content = '{"name": "Hacked"}'`],
        ['delete current documents', 'delete from public.owner_documents'],
        ['read owner_document_versions', 'select * from public.owner_document_versions'],
        [
          'insert a document version',
          `insert into public.owner_document_versions (document, locale, version, content) values ('page-texts', 'en-GB', 1, '{}')`,
        ],
        ['update document versions', `update public.owner_document_versions set content = '{}'`],
        ['delete document versions', 'delete from public.owner_document_versions'],
        ['publish a language', `insert into public.published_locales (locale) values ('en-GB')`],
        ['update published languages', 'update public.published_locales set published_at = now()'],
        ['withdraw a language', 'delete from public.published_locales'],
        [
          'call save_owner_document',
          `select public.save_owner_document('business-facts', 'pt-PT', '{"name": "Hacked"}')`,
        ],
        ['call restore_owner_document', `select public.restore_owner_document('business-facts', 'pt-PT', 1)`],
        ['update site_revision', 'update public.site_revision set revision = 0'],
        ['delete site_revision', 'delete from public.site_revision'],
        ['read site_build_requests', 'select * from public.site_build_requests'],
        ['update site_build_requests', `update public.site_build_requests set outcome = 'sent'`],
        ['call claim_site_build', 'select * from public.claim_site_build(0)'],
        ['call record_site_build', `select public.record_site_build(1, 'sent', null)`],
        ['call bump_site_revision', 'select public.bump_site_revision()'],
      ];
      it.each(writes)(`refuses ${role} to %s with 42501`, async (_name, sql) => {
        await inTransaction(admin, async () => {
          await setRole(admin, role);
          await expect(admin.query(sql)).rejects.toMatchObject({ code: '42501' });
        });
      });
    });

    it('grants anon and authenticated no write on any public table and no public function', async () => {
      const { rows } = await admin.query(
        `select role, 'table ' || c.relname || ' ' || p.privilege as grant
       from unnest(array['anon', 'authenticated']) as role
       cross join pg_class c
       cross join unnest(array['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) as p (privilege)
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         and has_table_privilege(role, c.oid, p.privilege)
       union all
       select role, 'function ' || f.proname
       from unnest(array['anon', 'authenticated']) as role
       cross join pg_proc f
       where f.pronamespace = 'public'::regnamespace and has_function_privilege(role, f.oid, 'EXECUTE')`,
      );
      expect(rows).toEqual([]);
    });

    it('saves a document as numbered versions, restores one as a new version, and shows anon the current one only', async () => {
      await inTransaction(admin, async () => {
        await setRole(admin, 'anon');
        expect(await count(admin, 'select count(*) from public.owner_documents')).toBe(0);

        await setRole(admin, 'service_role');
        const save = (name: string) =>
          admin.query(`select * from public.save_owner_document('business-facts', 'pt-PT', $1::jsonb)`, [
            JSON.stringify({ name }),
          ]);
        const first = await save('Primeiro');
        expect(first.rows[0]).toMatchObject({
          document: 'business-facts',
          locale: 'pt-PT',
          version: 1,
          content: { name: 'Primeiro' },
        });
        expect((await save('Segundo')).rows[0]).toMatchObject({ version: 2, content: { name: 'Segundo' } });
        const restored = await admin.query(
          `select * from public.restore_owner_document('business-facts', 'pt-PT', 1)`,
        );
        expect(restored.rows[0]).toMatchObject({ version: 3, content: { name: 'Primeiro' } });
        const history = await admin.query(
          `select version, content from public.owner_document_versions
           where document = 'business-facts' and locale = 'pt-PT' order by version`,
        );
        expect(history.rows).toEqual([
          { version: 1, content: { name: 'Primeiro' } },
          { version: 2, content: { name: 'Segundo' } },
          { version: 3, content: { name: 'Primeiro' } },
        ]);

        await setRole(admin, 'anon');
        const shown = await admin.query(
          'select document, locale, version, content from public.owner_documents',
        );
        expect(shown.rows).toEqual([
          { document: 'business-facts', locale: 'pt-PT', version: 3, content: { name: 'Primeiro' } },
        ]);
      });
    });

    it('numbers the versions of each document in each language apart', async () => {
      await inTransaction(admin, async () => {
        await setRole(admin, 'service_role');
        for (const [document, locale] of [
          ['page-texts', 'pt-PT'],
          ['page-texts', 'pt-PT'],
          ['page-texts', 'en-GB'],
          ['business-facts', 'pt-PT'],
        ]) {
          await admin.query(`select public.save_owner_document($1, $2, '{}')`, [document, locale]);
        }
        const current = await admin.query(
          'select document, locale, version from public.owner_documents order by document, locale',
        );
        expect(current.rows).toEqual([
          { document: 'business-facts', locale: 'pt-PT', version: 1 },
          { document: 'page-texts', locale: 'en-GB', version: 1 },
          { document: 'page-texts', locale: 'pt-PT', version: 2 },
        ]);
        // a version of another language is not this language's
        await expect(
          admin.query(`select public.restore_owner_document('page-texts', 'en-GB', 2)`),
        ).rejects.toMatchObject({ code: 'P0002' });
      });
    });

    it('shows anon the Portuguese documents, and those of another language only once it is published', async () => {
      await inTransaction(admin, async () => {
        await setRole(admin, 'service_role');
        await admin.query(`select public.save_owner_document('page-texts', 'pt-PT', '{"faq": {}}')`);
        await admin.query(`select public.save_owner_document('page-texts', 'en-GB', '{"faq": {}}')`);
        const shown = async () => {
          await setRole(admin, 'anon');
          const { rows } = await admin.query('select locale from public.owner_documents order by locale');
          const published = await admin.query('select locale from public.published_locales');
          await setRole(admin, 'service_role');
          return {
            documents: rows.map((row) => row.locale),
            published: published.rows.map((row) => row.locale),
          };
        };
        expect(await shown()).toEqual({ documents: ['pt-PT'], published: [] });
        await admin.query(`insert into public.published_locales (locale) values ('en-GB')`);
        expect(await shown()).toEqual({ documents: ['en-GB', 'pt-PT'], published: ['en-GB'] });
        await admin.query(`delete from public.published_locales where locale = 'en-GB'`);
        expect(await shown()).toEqual({ documents: ['pt-PT'], published: [] });
      });
    });

    it('refuses to restore a version that does not exist, content that is not an object, and odd names', async () => {
      await inTransaction(admin, async () => {
        await setRole(admin, 'service_role');
        const refusals: Array<[string, string]> = [
          [`select public.restore_owner_document('business-facts', 'pt-PT', 42)`, 'P0002'],
          [`select public.save_owner_document('business-facts', 'pt-PT', '[1, 2]')`, '23514'],
          [`select public.save_owner_document('Business Facts', 'pt-PT', '{}')`, '23514'],
          [`select public.save_owner_document('page-texts', 'english', '{}')`, '23514'],
          // the site's own language is always published, never listed
          [`insert into public.published_locales (locale) values ('pt-PT')`, '23514'],
        ];
        for (const [sql, code] of refusals) {
          await admin.query('savepoint refusal');
          await expect(admin.query(sql), sql).rejects.toMatchObject({ code });
          await admin.query('rollback to savepoint refusal');
        }
        expect(await count(admin, 'select count(*) from public.owner_document_versions')).toBe(0);
      });
    });

    it('publishes owner_documents, not its history, to Realtime', async () => {
      const { rows } = await admin.query(
        `select tablename from pg_publication_tables
       where pubname = 'supabase_realtime' and tablename like 'owner_document%'`,
      );
      expect(rows).toEqual([{ tablename: 'owner_documents' }]);
    });

    it('lets service_role write every table', async () => {
      await inTransaction(admin, async () => {
        await setRole(admin, 'service_role');
        const key = uniqueKey('svc');
        await admin.query(
          `insert into public.media_slots (slot_name, section, title) values ($1, 'test', 'T')`,
          [`test.${key}`],
        );
        await admin.query(
          `insert into public.videos (video_key, youtube_url, video_name) values ($1, 'u', 'V')`,
          [key],
        );
        await admin.query(
          `insert into public.admin_sessions (token_hash, expires_at) values (repeat('b', 64), now())`,
        );
        await admin.query(
          `insert into public.admin_login_attempts (client_key, succeeded) values ($1, false)`,
          [key],
        );
        const published = await admin.query(PUBLISH_SQL, [`test.${key}`, 'u', 'p', 'f.webp']);
        expect(published.rows[0]).toMatchObject({ version_number: 1, file_name: 'f.webp' });
        expect(await count(admin, 'select count(*) from public.admin_sessions')).toBe(1);
      });
    });

    it('refuses at commit a slot pointing at a version it does not have', async () => {
      await inTransaction(admin, async () => {
        await setRole(admin, 'service_role');
        await admin.query(
          `update public.media_slots set current_version = 99 where slot_name = 'global.favicon'`,
        );
        await expect(admin.query('commit')).rejects.toMatchObject({ code: '23503' });
      });
    });

    it('refuses at commit deleting the version a slot points at', async () => {
      await inTransaction(admin, async () => {
        await setRole(admin, 'service_role');
        await admin.query(PUBLISH_SQL, ['global.og_image', 'u', 'p', 'og.webp']);
        // no API role may delete a version: the table's owner tries it
        await admin.query('reset role');
        await admin.query(
          `delete from public.media_versions
         where slot_id = (select id from public.media_slots where slot_name = 'global.og_image')`,
        );
        await expect(admin.query('commit')).rejects.toMatchObject({ code: '23503' });
      });
    });

    // PGlite has one connection: nothing can wait for a lock there
    it.skipIf(!engine.manyConnections)(
      'gives two concurrent saves of a document distinct versions (table lock)',
      async () => {
        const connect = migrated.server?.connect;
        if (!connect) throw new Error('no second connection');
        const connections = await Promise.all([connect(), connect()]);
        try {
          const [first, second] = await oneAfterTheOtherByLock(admin, connections, async (client, index) => {
            const result = await client.query(
              `select version from public.save_owner_document('business-facts', 'pt-PT', $1::jsonb)`,
              [JSON.stringify({ name: `${index}` })],
            );
            return Number(result.rows[0]?.version);
          });

          expect([first.value, second.value].sort()).toEqual([1, 2]);
          const current = await admin.query('select version, content from public.owner_documents');
          expect(current.rows).toEqual([{ version: 2, content: { name: `${second.index}` } }]);
        } finally {
          await Promise.all(connections.map((client) => client.end().catch(() => undefined)));
          await admin.query('delete from public.owner_documents');
          await admin.query('delete from public.owner_document_versions');
        }
      },
    );

    // PGlite has one connection: nothing can wait for a lock there
    it.skipIf(!engine.manyConnections)(
      'gives two concurrent publishes on one slot distinct versions (slot row lock)',
      async () => {
        const connect = migrated.server?.connect;
        if (!connect) throw new Error('no second connection');
        const slotName = `test.concurrent-${uniqueKey('c')}`;
        await admin.query(
          `insert into public.media_slots (slot_name, section, title) values ($1, 'test', 'T')`,
          [slotName],
        );
        const connections = await Promise.all([connect(), connect()]);
        try {
          const [first, second] = await oneAfterTheOtherByLock(admin, connections, async (client, index) => {
            const result = await client.query(PUBLISH_SQL, [
              slotName,
              `https://x/${index}.webp`,
              `slots/${index}`,
              `${index}.webp`,
            ]);
            return Number(result.rows[0]?.version_number);
          });

          expect([first.value, second.value].sort()).toEqual([1, 2]);
          const slot = await admin.query(
            'select current_version, is_published from public.media_slots where slot_name = $1',
            [slotName],
          );
          expect(slot.rows).toEqual([{ current_version: 2, is_published: true }]);
        } finally {
          await Promise.all(connections.map((client) => client.end().catch(() => undefined)));
          await admin.query('delete from public.media_slots where slot_name = $1', [slotName]);
        }
      },
    );
  });

/** The migration that made the facts and the texts rows of the owner's documents. */
const DOCUMENTS_MIGRATION = 'owner_documents';

/** A timestamp column as UTC ISO 8601, the same on every server and time zone. */
const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const FACTS_V1 = { name: 'Estofos Lisboa', serviceArea: 'Lisboa' };
const FACTS_V2 = { name: 'Estofos Lisboa', serviceArea: 'Lisboa e Margem Sul' };
const TEXTS_PT_V1 = { faq: { title: 'Dúvidas' } };
const TEXTS_PT_V2 = {
  faq: { title: 'Perguntas frequentes' },
  footer: { areaLabel: 'Onde trabalhamos', rights: 'Todos os direitos reservados' },
};
const TEXTS_EN_V1 = { faq: { title: 'Questions' } };

/** The facts as the old tables held them: two versions, the second current. */
async function saveOldFacts(session: SqlSession, facts: [object, object] = [FACTS_V1, FACTS_V2]) {
  await session.query(
    `insert into public.business_facts_versions (version, facts, created_at)
     values (1, $1::jsonb, '2026-01-10T10:00:00Z'), (2, $2::jsonb, '2026-02-01T09:30:00Z')`,
    facts.map((value) => JSON.stringify(value)),
  );
  await session.query(
    `insert into public.business_facts (id, version, facts, updated_at)
     values (1, 2, $1::jsonb, '2026-02-01T09:45:00Z')`,
    [JSON.stringify(facts[1])],
  );
}

/** The texts as the old tables held them: two Portuguese versions and an English one. */
async function saveOldTexts(session: SqlSession) {
  await session.query(
    `insert into public.page_text_versions (locale, version, texts, created_at) values
     ('pt-PT', 1, $1::jsonb, '2026-03-01T08:00:00Z'),
     ('pt-PT', 2, $2::jsonb, '2026-03-02T08:00:00Z'),
     ('en-GB', 1, $3::jsonb, '2026-03-03T08:00:00Z')`,
    [TEXTS_PT_V1, TEXTS_PT_V2, TEXTS_EN_V1].map((value) => JSON.stringify(value)),
  );
  await session.query(
    `insert into public.page_texts (locale, version, texts, updated_at) values
     ('pt-PT', 2, $1::jsonb, '2026-03-02T08:15:00Z'),
     ('en-GB', 1, $2::jsonb, '2026-03-03T08:15:00Z')`,
    [TEXTS_PT_V2, TEXTS_EN_V1].map((value) => JSON.stringify(value)),
  );
}

/** The texts' versions saveOldTexts leaves, as documentRows reads them (the migration keeps them). */
const OLD_TEXTS_VERSIONS = [
  {
    document: 'page-texts',
    locale: 'en-GB',
    version: 1,
    content: TEXTS_EN_V1,
    created_at: '2026-03-03T08:00:00Z',
  },
  {
    document: 'page-texts',
    locale: 'pt-PT',
    version: 1,
    content: TEXTS_PT_V1,
    created_at: '2026-03-01T08:00:00Z',
  },
  {
    document: 'page-texts',
    locale: 'pt-PT',
    version: 2,
    content: TEXTS_PT_V2,
    created_at: '2026-03-02T08:00:00Z',
  },
];

/** Every document row, versions and current ones, with their dates in UTC. */
async function documentRows(session: SqlSession) {
  const versions = await session.query(
    `select document, locale, version, content, ${utc('created_at')} as created_at
     from public.owner_document_versions order by document, locale, version`,
  );
  const current = await session.query(
    `select document, locale, version, content, ${utc('updated_at')} as updated_at
     from public.owner_documents order by document, locale`,
  );
  return { versions: versions.rows, current: current.rows };
}

for (const engine of SQL_ENGINES)
  describe.skipIf(engine.unavailable !== null)(`the owner's documents migration on ${engine.name}`, () => {
    let migrationSql: string;
    const { admin } = migratedServer(engine, {
      until: DOCUMENTS_MIGRATION,
      async prepare() {
        const migration = (await listMigrations(PROJECT_ROOT)).find((m) => m.name === DOCUMENTS_MIGRATION);
        if (!migration) throw new Error(`migration ${DOCUMENTS_MIGRATION} not found`);
        migrationSql = await readFile(migration.file, 'utf8');
      },
    });

    it('adds no texts version when the facts hold no service area, or a blank one', async () => {
      for (const area of [undefined, '  ']) {
        await inTransaction(admin, async () => {
          const facts = { name: 'Estofos Lisboa', ...(area === undefined ? {} : { serviceArea: area }) };
          await saveOldFacts(admin, [facts, facts]);
          await saveOldTexts(admin);
          await admin.exec(migrationSql);
          const { versions, current } = await documentRows(admin);
          expect(versions.filter((row) => row.document === 'page-texts')).toEqual(OLD_TEXTS_VERSIONS);
          expect(
            current.find((row) => row.document === 'page-texts' && row.locale === 'pt-PT'),
          ).toMatchObject({
            version: 2,
            content: TEXTS_PT_V2,
          });
        });
      }
    });

    it('makes the service area the first Portuguese texts when none were saved', async () => {
      await inTransaction(admin, async () => {
        await saveOldFacts(admin);
        await admin.exec(migrationSql);
        const { versions, current } = await documentRows(admin);
        const texts = { footer: { serviceArea: 'Lisboa e Margem Sul' } };
        expect(versions.filter((row) => row.document === 'page-texts')).toEqual([
          expect.objectContaining({ locale: 'pt-PT', version: 1, content: texts }),
        ]);
        expect(current.filter((row) => row.document === 'page-texts')).toEqual([
          expect.objectContaining({ locale: 'pt-PT', version: 1, content: texts }),
        ]);
      });
    });

    it('carries every row saved before it over, and the service area into a new Portuguese texts version', async () => {
      await saveOldFacts(admin);
      await saveOldTexts(admin);
      const before = await admin.query(`select ${utc('clock_timestamp()')} as at`);
      await applyMigrations(admin, { from: DOCUMENTS_MIGRATION });

      const { versions, current } = await documentRows(admin);
      const moved = { ...TEXTS_PT_V2, footer: { ...TEXTS_PT_V2.footer, serviceArea: 'Lisboa e Margem Sul' } };
      const movedAt = versions.find((row) => row.document === 'page-texts' && row.version === 3)?.created_at;
      expect(versions).toEqual([
        // the facts keep the old field, which their validator drops at the next save
        {
          document: 'business-facts',
          locale: 'pt-PT',
          version: 1,
          content: FACTS_V1,
          created_at: '2026-01-10T10:00:00Z',
        },
        {
          document: 'business-facts',
          locale: 'pt-PT',
          version: 2,
          content: FACTS_V2,
          created_at: '2026-02-01T09:30:00Z',
        },
        ...OLD_TEXTS_VERSIONS,
        {
          document: 'page-texts',
          locale: 'pt-PT',
          version: 3,
          content: moved,
          created_at: expect.any(String),
        },
      ]);
      // saved by the migration, when it ran
      expect(movedAt! >= (before.rows[0]!.at as string)).toBe(true);
      expect(current).toEqual([
        {
          document: 'business-facts',
          locale: 'pt-PT',
          version: 2,
          content: FACTS_V2,
          updated_at: '2026-02-01T09:45:00Z',
        },
        {
          document: 'page-texts',
          locale: 'en-GB',
          version: 1,
          content: TEXTS_EN_V1,
          updated_at: '2026-03-03T08:15:00Z',
        },
        { document: 'page-texts', locale: 'pt-PT', version: 3, content: moved, updated_at: movedAt },
      ]);
      expect(await count(admin, 'select count(*) from public.published_locales')).toBe(0);

      const left = await admin.query(
        `select name from unnest(array['business_facts', 'business_facts_versions', 'page_texts', 'page_text_versions',
           'save_business_facts', 'restore_business_facts', 'save_page_texts', 'restore_page_texts']) as name
         where to_regclass('public.' || name) is not null
            or exists (select 1 from pg_proc where proname = name and pronamespace = 'public'::regnamespace)`,
      );
      expect(left.rows).toEqual([]);

      // the English texts came over unpublished: the public page does not show them yet
      await inTransaction(admin, async () => {
        await setRole(admin, 'anon');
        const shown = await admin.query(
          'select document, locale, version from public.owner_documents order by 1, 2',
        );
        expect(shown.rows).toEqual([
          { document: 'business-facts', locale: 'pt-PT', version: 2 },
          { document: 'page-texts', locale: 'pt-PT', version: 3 },
        ]);
      });

      // and the next save goes on from the versions carried over
      await inTransaction(admin, async () => {
        await setRole(admin, 'service_role');
        const next = await admin.query(
          `select version from public.save_owner_document('page-texts', 'pt-PT', '{}')`,
        );
        expect(next.rows).toEqual([{ version: 4 }]);
      });
    });
  });

async function count(client: SqlSession, sql: string): Promise<number> {
  const { rows } = await client.query(sql);
  return Number(rows[0]?.count);
}

/** What the stand-in does per request: the JWT's role and claims, for the rest of the transaction. */
async function setRole(client: SqlSession, role: Role): Promise<void> {
  await client.query(`set local role ${role}`);
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role })]);
}

type Connection = SqlSession & { pid: number };

/**
 * Runs `call` in two service_role transactions at once, one per connection: the first to answer
 * took the lock, the other must be really waiting for it before the first commits. Returns both
 * answers in commit order, each with the index of its connection.
 */
async function oneAfterTheOtherByLock<T>(
  admin: SqlSession,
  connections: readonly Connection[],
  call: (client: Connection, index: number) => Promise<T>,
): Promise<[{ index: number; value: T }, { index: number; value: T }]> {
  for (const client of connections) {
    await client.query('begin');
    await setRole(client, 'service_role');
  }
  const calls = connections.map((client, index) => call(client, index).then((value) => ({ index, value })));
  const first = await Promise.race(calls);
  const waiting = connections[1 - first.index]!;
  await waitForLockWait(admin, waiting);
  await connections[first.index]!.query('commit');
  const second = await calls[1 - first.index]!;
  await waiting.query('commit');
  return [first, second];
}

async function waitForLockWait(admin: SqlSession, waiting: { pid: number }): Promise<void> {
  const { pid } = waiting;
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = await admin.query('select wait_event_type from pg_stat_activity where pid = $1', [pid]);
    if (rows[0]?.wait_event_type === 'Lock') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`backend ${pid} never waited for a lock`);
}

function uniqueKey(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
