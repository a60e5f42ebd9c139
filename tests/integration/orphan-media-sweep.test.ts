// `npm run sweep-orphan-media` against a stand-in, as a maintainer runs it against a hosted
// project: it removes stored files no version points to once they are old enough, and nothing
// else. Object ages are set in the database, so no test waits for minutes to pass.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import { runProjectScript } from '#tests/support/processes.ts';
import { makePng } from '#tests/support/test-images.ts';

const SLOT = 'trust.review_1';
const PATHS = {
  published: `slots/${SLOT}/published.png`,
  publishedVariant: `slots/${SLOT}/published-w480.webp`,
  oldVersion: `slots/${SLOT}/old-version.png`,
  oldOrphan: `slots/${SLOT}/old-orphan.png`,
  otherOldOrphan: 'slots/trust.review_2/another-old-orphan.png',
  youngOrphan: `slots/${SLOT}/young-orphan.png`,
  outsideSlots: 'elsewhere/old-file.png',
};

let local: LocalSupabase;
let service: SupabaseClient;

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0, functions: false });
  service = createClient(local.url, local.secretKey, { auth: { persistSession: false } });
  for (const name of Object.values(PATHS)) {
    const { error } = await service.storage
      .from('media')
      .upload(name, makePng(2, 2), { contentType: name.endsWith('.webp') ? 'image/webp' : 'image/png' });
    expect(error).toBeNull();
  }
  // two versions: the current one with a variant, and an older one kept as history
  for (const [storagePath, variants] of [
    [PATHS.oldVersion, []],
    [PATHS.published, [{ width: 480, height: 480, url: 'http://x/v.webp', path: PATHS.publishedVariant }]],
  ] as const) {
    const { error } = await service.rpc('publish_media_version', {
      p_slot_name: SLOT,
      p_file_url: `http://x/${storagePath}`,
      p_storage_path: storagePath,
      p_file_name: 'a.png',
      p_mime_type: 'image/png',
      p_file_size: 10,
      p_width: 2,
      p_height: 2,
      p_variants: variants,
    });
    expect(error).toBeNull();
  }
  // every object but the young orphan was stored two hours ago
  await local.db.pg.query(
    `update storage.objects set created_at = now() - interval '2 hours' where name <> $1`,
    [PATHS.youngOrphan],
  );
}, 120_000);

afterAll(async () => {
  await local?.close();
});

function sweep(args: string[], env: Record<string, string | undefined> = {}) {
  return runProjectScript('scripts/sweep-orphan-media.ts', args, local, env);
}

async function storedNames(): Promise<string[]> {
  const { rows } = await local.db.pg.query<{ name: string }>(
    `select name from storage.objects where bucket_id = 'media' order by name`,
  );
  return rows.map((row) => row.name);
}

describe('npm run sweep-orphan-media', () => {
  it('with --dry-run lists the old orphans under slots/ and removes nothing', async () => {
    const before = await storedNames();
    const result = await sweep(['--dry-run']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.slice(0, -1).map((line) => line.split('\t').slice(0, 2))).toEqual([
      ['a apagar', `media/${PATHS.oldOrphan}`],
      ['a apagar', `media/${PATHS.otherOldOrphan}`],
    ]);
    expect(lines.at(-1)).toBe(
      '2 ficheiro(s) sem versão com mais de 60 minutos; nada foi apagado (--dry-run).',
    );
    expect(await storedNames()).toEqual(before);
  });

  it('removes exactly the old orphans, file and row, and keeps every file a version points to', async () => {
    const result = await sweep([]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`apagado\tmedia/${PATHS.oldOrphan}\t`);
    expect(result.stdout).toContain(`apagado\tmedia/${PATHS.otherOldOrphan}\t`);
    expect(result.stdout.trim().split('\n').at(-1)).toBe(
      '2 ficheiro(s) sem versão com mais de 60 minutos apagado(s).',
    );

    expect(await storedNames()).toEqual(
      [
        PATHS.outsideSlots,
        PATHS.oldVersion,
        PATHS.published,
        PATHS.publishedVariant,
        PATHS.youngOrphan,
      ].sort(),
    );
    const gone = await service.storage.from('media').download(PATHS.oldOrphan);
    expect(gone.error).not.toBeNull();
    for (const kept of [PATHS.published, PATHS.publishedVariant, PATHS.oldVersion]) {
      const { error } = await service.storage.from('media').download(kept);
      expect(error, kept).toBeNull();
    }

    // a second run finds nothing more
    const again = await sweep([]);
    expect(again.stdout.trim()).toBe('0 ficheiro(s) sem versão com mais de 60 minutos apagado(s).');
  });

  it('reaches an orphan only once it is older than --older-than-minutes', async () => {
    await local.db.pg.query(
      `update storage.objects set created_at = now() - interval '20 minutes' where name = $1`,
      [PATHS.youngOrphan],
    );
    expect((await sweep(['--older-than-minutes=30'])).stdout).not.toContain(PATHS.youngOrphan);
    const result = await sweep(['--older-than-minutes=15']);
    expect(result.stdout).toContain(`apagado\tmedia/${PATHS.youngOrphan}\t`);
    expect(await storedNames()).not.toContain(PATHS.youngOrphan);
  });

  it.each([['--older-than-minutes=9'], ['--older-than-minutes=0'], ['--older-than-minutes=uma-hora']])(
    'refuses %s: an upload may still be publishing',
    async (arg) => {
      const result = await sweep([arg]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        '--older-than-minutes deve ser um número inteiro de minutos, pelo menos 10',
      );
      expect(result.stdout).toBe('');
    },
  );

  it('refuses to run without the project URL and secret key', async () => {
    const result = await sweep([], { SUPABASE_SECRET_KEY: '' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Defina SUPABASE_URL e SUPABASE_SECRET_KEY');
  });

  it('fails with the publishable key, which may not list orphans', async () => {
    const result = await sweep([], { SUPABASE_SECRET_KEY: local.publishableKey });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('orphan_media_objects: permission denied');
  });

  it('runs with a legacy service_role key under its legacy name, saying so in one line', async () => {
    const result = await sweep(['--dry-run'], {
      SUPABASE_SECRET_KEY: undefined,
      SUPABASE_SERVICE_ROLE_KEY: local.serviceRoleKey,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('nada foi apagado (--dry-run)');
    expect(result.stderr.split('\n').filter((line) => line.includes('legacy name'))).toEqual([
      expect.stringContaining('SUPABASE_SERVICE_ROLE_KEY is the legacy name: use SUPABASE_SECRET_KEY'),
    ]);
  });
});
