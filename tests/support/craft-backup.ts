// Backups a test writes by hand, with correct SHA-256s, to be hostile or damaged in one chosen
// way (a path, a row, an entry's claimed size), from what a real project holds.
import { createHash } from 'node:crypto';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  type BackupSnapshot,
  DATA_ENTRY,
  MANIFEST_ENTRY,
  type MissingObject,
  mediaEntryName,
} from '#portable/backup-format.ts';
import type { LocalSupabase } from '#local/server.ts';
import { type CraftedEntry, craftZip } from './craft-zip.ts';
import { signIn } from './backup-fixture.ts';
import { callFunction } from './edge-functions.ts';

interface BackupImage {
  path: string;
  bytes: Uint8Array;
  contentType: string;
}

export interface BackupParts {
  snapshot: BackupSnapshot;
  images: BackupImage[];
  missing?: MissingObject[];
  /** How an entry is written, by its name: deflated, or claiming another size. */
  entries?: Record<string, Omit<CraftedEntry, 'name' | 'data'>>;
}

/** What a backup of `local` would hold: its rows (through site-backup) and every image's bytes. */
export async function readBackupParts(local: LocalSupabase): Promise<BackupParts> {
  const answer = await callFunction('site-backup', {
    baseUrl: local.url,
    session: await signIn(local),
    json: { action: 'snapshot' },
  });
  if (answer.status !== 200) throw new Error(`snapshot: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { snapshot, objects } = answer.body as unknown as {
    snapshot: BackupSnapshot;
    objects: Array<{ path: string; contentType: string }>;
  };
  const images: BackupImage[] = [];
  for (const { path, contentType } of objects) {
    const response = await fetch(`${local.url}/storage/v1/object/public/media/${path}`);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    images.push({ path, contentType, bytes: new Uint8Array(await response.arrayBuffer()) });
  }
  return { snapshot, images };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The zip of these parts, its manifest listing every entry by its bytes' hash and claimed size. */
export function craftBackup(parts: BackupParts): Buffer {
  const written: CraftedEntry[] = [
    { name: DATA_ENTRY, data: new TextEncoder().encode(JSON.stringify(parts.snapshot)) },
    ...parts.images.map((image) => ({ name: mediaEntryName(image.path), data: image.bytes })),
  ].map((entry) => ({ ...entry, ...parts.entries?.[entry.name] }));
  const contentTypes = new Map(parts.images.map((image) => [mediaEntryName(image.path), image.contentType]));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    schemaVersion: parts.snapshot.schemaVersion,
    createdAt: parts.snapshot.takenAt,
    project: 'https://crafted.example',
    entries: written.map((entry) => ({
      name: entry.name,
      size: entry.claimedSize ?? entry.data.length,
      sha256: sha256(entry.data),
      ...(contentTypes.has(entry.name) ? { contentType: contentTypes.get(entry.name) } : {}),
    })),
    ...(parts.missing ? { missing: parts.missing } : {}),
  };
  const manifestEntry = { name: MANIFEST_ENTRY, data: new TextEncoder().encode(JSON.stringify(manifest)) };
  return craftZip([...written, { ...manifestEntry, ...parts.entries?.[MANIFEST_ENTRY] }]);
}
