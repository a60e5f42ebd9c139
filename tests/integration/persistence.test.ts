// The stand-in persists its PGlite cluster under dataDir: a restart keeps the data and neither
// re-applies migrations nor re-seeds.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '#local/database.ts';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';

const PUBLISH_SQL = `select * from public.publish_media_version($1, $2, $3, $4, 'image/png', 2048, 640, 480)`;

describe('a persisted stand-in', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(dataDir: string): Promise<LocalSupabase> {
    const local = await startLocalSupabase({ port: 0, dataDir, functions: false });
    cleanups.push(() => local.close());
    return local;
  }

  async function tempDataDir(): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-persist-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  }

  it('keeps published versions and videos across a restart without re-applying migrations or seed', async () => {
    const dataDir = await tempDataDir();
    const videoKey = `persisted-${Date.now().toString(36)}`;

    const first = await start(dataDir);
    const migrationsBefore = await appliedMigrations(first.db);
    expect(migrationsBefore.length).toBeGreaterThan(0);
    await first.db.withClaims({ role: 'service_role' }, async (tx) => {
      await tx.query(PUBLISH_SQL, [
        'trust.review_1',
        'http://x/r1.png',
        'slots/trust.review_1/1-a.png',
        'r1.png',
      ]);
      await tx.query(
        `insert into public.videos (video_key, youtube_url, video_name) values ($1, $2, 'Persisted')`,
        [videoKey, 'https://www.youtube.com/watch?v=M7lc1UVf-VE'],
      );
    });
    await first.close();

    const second = await start(dataDir);
    expect(await appliedMigrations(second.db)).toEqual(migrationsBefore);
    expect(await count(second.db, 'select count(*) from public.media_slots')).toBe(62);
    expect(await count(second.db, 'select count(*) from public.videos')).toBe(3);

    // what anon sees after the restart: the published slot with its version, and the new video
    const seen = await second.db.withClaims({ role: 'anon' }, async (tx) => ({
      slots: (await tx.query('select slot_name, current_version from public.media_slots where is_published'))
        .rows,
      versions: (await tx.query('select version_number, file_name from public.media_versions')).rows,
      video: (await tx.query('select video_name from public.videos where video_key = $1', [videoKey])).rows,
    }));
    expect(seen).toEqual({
      slots: [{ slot_name: 'trust.review_1', current_version: 1 }],
      versions: [{ version_number: 1, file_name: 'r1.png' }],
      video: [{ video_name: 'Persisted' }],
    });
  });

  it('gives two concurrent publishes on one slot distinct version numbers', async () => {
    const local = await start(await tempDataDir());
    const publish = (n: number) =>
      local.db.withClaims({ role: 'service_role' }, async (tx) => {
        const { rows } = await tx.query<{ version_number: number }>(PUBLISH_SQL, [
          'process.step_2',
          `http://x/${n}.png`,
          `slots/process.step_2/${n}.png`,
          `${n}.png`,
        ]);
        return rows[0]?.version_number;
      });

    const versions = await Promise.all([publish(1), publish(2)]);
    expect(versions.sort()).toEqual([1, 2]);
    expect(
      await count(
        local.db,
        `select current_version as count from public.media_slots where slot_name = 'process.step_2'`,
      ),
    ).toBe(2);
  });

  it('gives two concurrent rpc publishes through supabase-js distinct version numbers', async () => {
    const local = await start(await tempDataDir());
    const service = createClient(local.url, local.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const publish = (n: number) =>
      service.rpc('publish_media_version', {
        p_slot_name: 'process.step_3',
        p_file_url: `http://x/${n}.png`,
        p_storage_path: `slots/process.step_3/${n}.png`,
        p_file_name: `${n}.png`,
        p_mime_type: 'image/png',
        p_file_size: 10,
        p_width: 1,
        p_height: 1,
      });

    const results = await Promise.all([publish(1), publish(2)]);
    expect(results.map((result) => result.error)).toEqual([null, null]);
    expect(results.map((result) => result.data?.version_number).sort()).toEqual([1, 2]);
    const slot = await service
      .from('media_slots')
      .select('current_version')
      .eq('slot_name', 'process.step_3')
      .single();
    expect(slot.data).toEqual({ current_version: 2 });
  });
});

async function appliedMigrations(db: LocalDatabase): Promise<Array<{ version: string; applied_at: Date }>> {
  const { rows } = await db.pg.query<{ version: string; applied_at: Date }>(
    'select version, applied_at from supabase_migrations.schema_migrations order by version',
  );
  return rows;
}

async function count(db: LocalDatabase, sql: string): Promise<number> {
  const { rows } = await db.pg.query<{ count: number | string }>(sql);
  return Number(rows[0]?.count);
}
