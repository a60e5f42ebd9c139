// The declared backup tables: which stored objects the rows point to, and their addresses
// rewritten for another project, from the declaration alone.
import { describe, expect, it } from 'vitest';
import {
  BACKUP_TABLES,
  referencedObjects,
  tablesForSql,
  withAddedColumns,
  withObjectUrls,
} from '#portable/backup-tables.ts';
import { readManifest } from '#portable/backup-format.ts';

const OLD = 'https://old.supabase.co/storage/v1/object/public/media/';
const rows = {
  media_slots: [{ slot_name: 'servico-sofas', current_version: 2 }],
  media_versions: [
    {
      version_number: 2,
      storage_path: 'slots/servico-sofas/b.jpg',
      file_url: `${OLD}slots/servico-sofas/b.jpg`,
      mime_type: 'image/jpeg',
      variants: [
        {
          width: 480,
          height: 360,
          path: 'slots/servico-sofas/b-w480.webp',
          url: `${OLD}slots/servico-sofas/b-w480.webp`,
        },
      ],
    },
    {
      version_number: 1,
      storage_path: 'slots/servico-sofas/a.png',
      file_url: `${OLD}slots/servico-sofas/a.png`,
      mime_type: 'image/png',
      variants: [],
    },
  ],
};

describe('backup tables', () => {
  it('lists every stored object the rows point to, main files and copies, once each in path order', () => {
    expect(referencedObjects(rows)).toEqual([
      { path: 'slots/servico-sofas/a.png', url: `${OLD}slots/servico-sofas/a.png`, contentType: 'image/png' },
      {
        path: 'slots/servico-sofas/b-w480.webp',
        url: `${OLD}slots/servico-sofas/b-w480.webp`,
        contentType: 'image/webp',
      },
      {
        path: 'slots/servico-sofas/b.jpg',
        url: `${OLD}slots/servico-sofas/b.jpg`,
        contentType: 'image/jpeg',
      },
    ]);
  });

  it('rewrites every address from its path, leaving the input and the other columns as they were', () => {
    const moved = withObjectUrls(rows, (path) => `https://new.example/media/${path}`);
    expect(moved.media_versions![0]).toMatchObject({
      file_url: 'https://new.example/media/slots/servico-sofas/b.jpg',
      variants: [
        { width: 480, height: 360, url: 'https://new.example/media/slots/servico-sofas/b-w480.webp' },
      ],
    });
    expect(moved.media_slots).toBe(rows.media_slots);
    expect(rows.media_versions[0]!.file_url).toBe(`${OLD}slots/servico-sofas/b.jpg`);
  });

  it('declares each table once, after the tables it references, with a key', () => {
    const names = BACKUP_TABLES.map((table) => table.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.indexOf('media_slots')).toBeLessThan(names.indexOf('media_versions'));
    expect(names.indexOf('owner_document_versions')).toBeLessThan(names.indexOf('owner_documents'));
    expect(BACKUP_TABLES.every((table) => table.key.length > 0)).toBe(true);
    expect(tablesForSql()).toContainEqual({
      table: 'videos',
      key: ['video_key'],
      ownerRows: { notNull: 'youtube_url' },
    });
  });

  it("brings an older backup's counts to today's columns: without a language, they are Portuguese", () => {
    const older = {
      contact_daily_visits: [{ day: '2026-11-20', visits: 9, visitors: 7 }],
      contact_daily_taps: [{ day: '2026-11-20', section: 'hero', channel: 'call', taps: 2 }],
      videos: [{ video_key: 'hero-main' }],
    };
    const upgraded = withAddedColumns(older);
    expect(upgraded.contact_daily_visits).toEqual([
      { day: '2026-11-20', locale: 'pt-PT', visits: 9, visitors: 7 },
    ]);
    expect(upgraded.contact_daily_taps).toEqual([
      { day: '2026-11-20', locale: 'pt-PT', section: 'hero', channel: 'call', taps: 2 },
    ]);
    // a table without added columns, and the input, are left as they were
    expect(upgraded.videos).toBe(older.videos);
    expect(older.contact_daily_visits[0]).not.toHaveProperty('locale');
  });

  it('keeps the language of a backup that has one', () => {
    const rows = { contact_daily_visits: [{ day: '2026-11-30', locale: 'en-GB', visits: 3 }] };
    expect(withAddedColumns(rows).contact_daily_visits).toEqual(rows.contact_daily_visits);
  });

  it('refuses a manifest that is not this site’s, repeats a file or lacks the data', () => {
    const manifest = {
      format: 'estofos-lisboa-backup',
      formatVersion: 1,
      schemaVersion: '20261128090000',
      createdAt: '2026-11-28T10:00:00Z',
      project: 'https://x.supabase.co',
      entries: [{ name: 'data.json', size: 2, sha256: 'a'.repeat(64) }],
    };
    expect(readManifest(manifest)).toBe(manifest);
    expect(readManifest({ ...manifest, format: 'other' })).toEqual({
      problem: 'não é uma cópia de segurança deste site',
    });
    expect(readManifest({ ...manifest, entries: [...manifest.entries, ...manifest.entries] })).toEqual({
      problem: 'ficheiro repetido: data.json',
    });
    expect(readManifest({ ...manifest, entries: [] })).toEqual({
      problem: 'data.json não está na lista de ficheiros',
    });
  });
});
