// The login-brake migration on a real PostgreSQL (Debian's server): it carries the attempts
// recorded before it over (SEO attempts were told apart by a `seo:` prefix), and the table
// stays closed to anon and authenticated.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../supabase/local/database.ts';
import { startThrowawayCluster, type ThrowawayCluster } from '../support/postgres-cluster.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');
const MIGRATION = 'login_brake_scope_and_devices';

describe.skipIf(process.env.SKIP_POSTGRES_TESTS === '1')('login-brake migration on Debian PostgreSQL', () => {
  let cluster: ThrowawayCluster | undefined;
  let admin: pg.Client;

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    admin = await cluster.connect();
    await admin.query(await readFile(path.join(PROJECT_ROOT, 'supabase', 'local', 'bootstrap.sql'), 'utf8'));
    const migrations = await listMigrations(PROJECT_ROOT);
    const index = migrations.findIndex((migration) => migration.name === MIGRATION);
    if (index < 0) throw new Error(`migration ${MIGRATION} not found`);
    const apply = async (file: string) => admin.query(await readFile(file, 'utf8'));
    for (const migration of migrations.slice(0, index)) await apply(migration.file);
    // attempts as the brake recorded them before this migration
    await admin.query(`insert into public.admin_login_attempts (client_key, succeeded)
      values ('203.0.113.7', false), ('seo:203.0.113.7', false), ('seo:198.51.100.2', true)`);
    for (const migration of migrations.slice(index)) await apply(migration.file);
  }, 60_000);

  afterAll(async () => {
    await admin?.end().catch(() => undefined);
    await cluster?.stop();
  }, 60_000);

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
