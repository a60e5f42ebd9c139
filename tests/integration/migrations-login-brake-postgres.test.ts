// The login-brake migration on PostgreSQL servers other than the stand-in's (Debian's, and
// PostgreSQL 17 as PGlite 0.4: tests/support/sql-engines.ts): it carries the attempts recorded
// before it over (SEO attempts were told apart by a `seo:` prefix), and the table stays closed
// to anon and authenticated.
import { describe, expect, it } from 'vitest';
import { applyMigrations, migratedServer, SQL_ENGINES } from '#tests/support/sql-engines.ts';

const MIGRATION = 'login_brake_scope_and_devices';

for (const engine of SQL_ENGINES)
  describe.skipIf(engine.unavailable !== null)(`login-brake migration on ${engine.name}`, () => {
    const { admin } = migratedServer(engine, {
      until: MIGRATION,
      async prepare(admin) {
        // attempts as the brake recorded them before this migration
        await admin.exec(`insert into public.admin_login_attempts (client_key, succeeded)
      values ('203.0.113.7', false), ('seo:203.0.113.7', false), ('seo:198.51.100.2', true)`);
        await applyMigrations(admin, { from: MIGRATION });
      },
    });

    it('gives each earlier attempt its scope and its bare address', async () => {
      const { rows } = await admin.query(
        'select scope, client_key, device, succeeded from public.admin_login_attempts order by id',
      );
      expect(rows).toEqual([
        { scope: 'admin-login', client_key: '203.0.113.7', device: false, succeeded: false },
        { scope: 'seo-key', client_key: '203.0.113.7', device: false, succeeded: false },
        { scope: 'seo-key', client_key: '198.51.100.2', device: false, succeeded: true },
      ]);
    });

    it('records an attempt still being checked (no verdict yet) and refuses an unknown scope', async () => {
      await admin.query('begin');
      try {
        await admin.query(
          `insert into public.admin_login_attempts (scope, client_key, device, succeeded)
         values ('seo-key', 'device-id', true, null)`,
        );
        await expect(
          admin.query(`insert into public.admin_login_attempts (scope, client_key) values ('other', 'k')`),
        ).rejects.toMatchObject({ code: '23514' });
      } finally {
        await admin.query('rollback');
      }
    });

    it.each(['anon', 'authenticated'])('keeps row level security on and %s out', async (role) => {
      const { rows } = await admin.query(
        `select relrowsecurity from pg_class where oid = 'public.admin_login_attempts'::regclass`,
      );
      expect(rows).toEqual([{ relrowsecurity: true }]);
      await admin.query('begin');
      try {
        await admin.query(`set local role ${role}`);
        await expect(admin.query('select * from public.admin_login_attempts')).rejects.toMatchObject({
          code: '42501',
        });
      } finally {
        await admin.query('rollback');
      }
    });
  });
