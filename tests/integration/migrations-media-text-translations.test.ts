// media_versions.translations (20261129110000_media_text_translations.sql) on the PostgreSQL
// servers the migrations are tried on (tests/support/sql-engines.ts): a project that had images
// before it keeps them, an old backup (rows without the column) still restores, the column holds
// only the shape the site reads, and the texts of a stored version change in place.
import { describe, expect, it } from 'vitest';
import { tablesForSql } from '#portable/backup-tables.ts';
import {
  applyMigrations,
  inTransaction,
  migratedServer,
  SQL_ENGINES,
  type SqlSession,
} from '#tests/support/sql-engines.ts';

const MIGRATION = 'media_text_translations';
const PUBLISH_SQL = `select * from public.publish_media_version($1, 'https://x/f.webp', $2, 'f.webp', 'image/webp', 1234, 800, 600, 'Sofá limpo')`;
const SET_SQL = 'select * from public.set_media_version_translation($1, $2, $3, $4, $5)';

type Snapshot = { tables: Record<string, Array<Record<string, unknown>>> };

for (const engine of SQL_ENGINES)
  describe.skipIf(engine.unavailable !== null)(`media texts in other languages on ${engine.name}`, () => {
    /** A backup taken before the migration: its versions have no translations. */
    let oldSnapshot: Snapshot;
    const { admin } = migratedServer(engine, {
      until: MIGRATION,
      async prepare(admin) {
        await admin.query(PUBLISH_SQL, ['global.logo', 'slots/global.logo/a.webp']);
        oldSnapshot = await snapshot(admin);
        await applyMigrations(admin, { from: MIGRATION });
      },
      timeout: 120_000,
    });

    it('gives the versions stored before it no texts in other languages', async () => {
      expect(oldSnapshot.tables.media_versions?.[0]).not.toHaveProperty('translations');
      const { rows } = await admin.query(`select alt_text, translations from public.media_versions`);
      expect(rows).toEqual([{ alt_text: 'Sofá limpo', translations: {} }]);
    });

    it('restores a backup made before it: the rows it lacks the column of get no translations', async () => {
      // the project emptied of the owner's images, as a new project is
      await admin.exec(`
        select public.unpublish_media_slot('global.logo');
        delete from public.media_versions where slot_id is not null;`);
      const restored = await restore(admin, oldSnapshot);
      expect(restored.changed).toBe(true);
      const { rows } = await admin.query(
        `select s.current_version, v.alt_text, v.translations
         from public.media_slots s join public.media_versions v on v.slot_id = s.id
         where s.slot_name = 'global.logo'`,
      );
      expect(rows).toEqual([{ current_version: 1, alt_text: 'Sofá limpo', translations: {} }]);
      // the project now holds exactly that backup: run again, nothing changes
      expect((await restore(admin, oldSnapshot)).changed).toBe(false);
    });

    it('carries the texts in a new backup and brings them back', async () => {
      await admin.query(SET_SQL, ['global.logo', 1, 'en-GB', 'Clean sofa', 'After cleaning']);
      const taken = await snapshot(admin);
      const texts = { 'en-GB': { altText: 'Clean sofa', caption: 'After cleaning' } };
      expect(taken.tables.media_versions?.[0]).toMatchObject({ translations: texts });
      await admin.exec(`
        select public.unpublish_media_slot('global.logo');
        delete from public.media_versions where slot_id is not null;`);
      expect((await restore(admin, taken)).changed).toBe(true);
      const { rows } = await admin.query(`select translations from public.media_versions`);
      expect(rows).toEqual([{ translations: texts }]);
    });

    it('stores what publish_media_version is given, and has one overload of it', async () => {
      await inTransaction(admin, async () => {
        await setRole(admin, 'service_role');
        const texts = { 'en-GB': { altText: 'Grey sofa', caption: '' } };
        const published = await admin.query(
          `select translations from public.publish_media_version($1, 'u', 'p', 'f.webp', 'image/webp', 1, 8, 6,
           p_translations => $2::jsonb)`,
          ['servico-sofas', JSON.stringify(texts)],
        );
        expect(published.rows).toEqual([{ translations: texts }]);
        const without = await admin.query(PUBLISH_SQL, ['servico-sofas', 'p2']);
        expect(without.rows[0]?.translations).toEqual({});
      });
      const { rows } = await admin.query(
        `select count(*) from pg_proc where proname = 'publish_media_version' and pronamespace = 'public'::regnamespace`,
      );
      expect(Number(rows[0]?.count)).toBe(1);
    });

    it.each([
      ['a list', '[]'],
      ['the base language', '{"pt-PT": {"altText": "Sofá"}}'],
      ['a language that is no language tag', '{"english": {"altText": "Sofa"}}'],
      ['texts that are not an object', '{"en-GB": "Sofa"}'],
      ['an unknown key', '{"en-GB": {"title": "Sofa"}}'],
      ['an alt text that is not text', '{"en-GB": {"altText": 7}}'],
      ['a 151-character alt text', JSON.stringify({ 'en-GB': { altText: 'a'.repeat(151) } })],
      ['a 501-character caption', JSON.stringify({ 'en-GB': { caption: 'c'.repeat(501) } })],
    ])('refuses %s in the column', async (_case, value) => {
      await inTransaction(admin, async () => {
        await expect(
          admin.query(`update public.media_versions set translations = $1::jsonb where version_number = 1`, [
            value,
          ]),
        ).rejects.toMatchObject({ code: '23514' });
      });
    });

    it('accepts texts at the limits, counted in characters', async () => {
      await inTransaction(admin, async () => {
        const texts = { 'en-GB': { altText: 'é'.repeat(150), caption: '😀'.repeat(500) } };
        await admin.query(
          `update public.media_versions set translations = $1::jsonb where version_number = 1`,
          [JSON.stringify(texts)],
        );
        const { rows } = await admin.query(`select translations from public.media_versions`);
        expect(rows).toEqual([{ translations: texts }]);
      });
    });

    it('sets one language in place as the service role, under the slot lock, and moves the slot’s updated_at', async () => {
      await inTransaction(admin, async () => {
        const before = await admin.query(
          `select updated_at, (select count(*) from public.media_versions) as versions
           from public.media_slots where slot_name = 'global.logo'`,
        );
        await admin.query(`select pg_sleep(0.01)`);
        // a new transaction timestamp: now() does not move inside one
        await admin.exec('commit; begin');
        await setRole(admin, 'service_role');
        const set = await admin.query(SET_SQL, ['global.logo', 1, 'en-GB', 'Sofa', '']);
        expect(set.rows[0]).toMatchObject({
          version_number: 1,
          alt_text: 'Sofá limpo',
          translations: { 'en-GB': { altText: 'Sofa', caption: '' } },
        });
        const after = await admin.query(
          `select updated_at, (select count(*) from public.media_versions) as versions
           from public.media_slots where slot_name = 'global.logo'`,
        );
        expect(after.rows[0]?.versions).toEqual(before.rows[0]?.versions);
        expect(new Date(after.rows[0]?.updated_at as string).getTime()).toBeGreaterThan(
          new Date(before.rows[0]?.updated_at as string).getTime(),
        );
        const cleared = await admin.query(SET_SQL, ['global.logo', 1, 'en-GB', '', '']);
        expect(cleared.rows[0]?.translations).toEqual({});
      });
    });

    it.each([
      ['a version that does not exist', ['global.logo', 9, 'en-GB', 'x', ''], 'P0002', /^version 9 of slot/],
      [
        'a slot that does not exist',
        ['no.such.slot', 1, 'en-GB', 'x', ''],
        'P0002',
        /^slot "no\.such\.slot"/,
      ],
      ['the base language', ['global.logo', 1, 'pt-PT', 'x', ''], '22023', /^invalid language/],
    ])('refuses %s', async (_case, args, code, message) => {
      await inTransaction(admin, async () => {
        await setRole(admin, 'service_role');
        await expect(admin.query(SET_SQL, args)).rejects.toMatchObject({
          code,
          message: expect.stringMatching(message),
        });
      });
    });

    it.each(['anon', 'authenticated'] as const)(
      'lets %s neither call it nor update a version',
      async (role) => {
        for (const sql of [
          [SET_SQL, ['global.logo', 1, 'en-GB', 'x', '']] as const,
          [`update public.media_versions set translations = '{}' where version_number = 1`, []] as const,
        ]) {
          await inTransaction(admin, async () => {
            await setRole(admin, role);
            await expect(admin.query(sql[0], [...sql[1]])).rejects.toMatchObject({ code: '42501' });
          });
        }
      },
    );
  });

async function snapshot(session: SqlSession): Promise<Snapshot> {
  const { rows } = await session.query<{ snapshot: Snapshot }>(
    'select public.backup_snapshot($1::jsonb) as snapshot',
    [JSON.stringify(tablesForSql())],
  );
  return rows[0]!.snapshot;
}

/** What `npm run backup:restore` does with a backup's rows, as the service role. */
async function restore(session: SqlSession, taken: Snapshot): Promise<{ changed: boolean }> {
  const tables = (tablesForSql() as Array<Record<string, unknown>>).map((table) => ({
    ...table,
    rows: taken.tables[table.table as string] ?? [],
  }));
  await session.exec('begin');
  try {
    await setRole(session, 'service_role');
    const { rows } = await session.query<{ answer: { changed: boolean } }>(
      'select public.restore_backup_rows($1::jsonb) as answer',
      [JSON.stringify(tables)],
    );
    await session.exec('commit');
    return rows[0]!.answer;
  } catch (error) {
    await session.exec('rollback');
    throw error;
  }
}

/** What the Data API does per request: the role and its claims, for the rest of the transaction. */
async function setRole(session: SqlSession, role: 'anon' | 'authenticated' | 'service_role'): Promise<void> {
  await session.query(`set local role ${role}`);
  await session.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role })]);
}
