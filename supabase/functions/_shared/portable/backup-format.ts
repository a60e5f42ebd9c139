// The backup file (docs/backup-and-restore.md): one zip holding `data.json` (the rows of the
// tables of backup-tables.ts), every stored image under `media/<its path in the bucket>`, byte
// for byte, and `manifest.json`, written last, listing every other entry with its size and
// SHA-256, and every image the rows point to that could not be read (`missing`). Shared by
// /admin, which writes it, and `npm run backup:restore`, which reads it.
import type { BackupRows } from './backup-tables.ts';

export const BACKUP_FORMAT = 'estofos-lisboa-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATA_ENTRY = 'data.json';
const MEDIA_PREFIX = 'media/';

/** The zip entry of a stored object. */
export function mediaEntryName(objectPath: string): string {
  return `${MEDIA_PREFIX}${objectPath}`;
}

/** What the rows were read as: one snapshot of the project. */
export interface BackupSnapshot {
  /** The latest migration the project had (its version, e.g. "20261128090000"); null if unknown. */
  schemaVersion: string | null;
  /** When the rows were read (ISO 8601, the database's clock). */
  takenAt: string;
  tables: BackupRows;
}

export interface ManifestEntry {
  name: string;
  size: number;
  /** Lowercase hex. */
  sha256: string;
  /** The stored object's content type (images only). */
  contentType?: string;
}

/** An image the rows point to that the backup could not copy, and whose image it is. */
export interface MissingObject {
  path: string;
  /** The slot whose version it belongs to (its name), when the rows say. */
  slot: string | null;
  /** That version's number, when the rows say. */
  version: number | null;
  /** Why it was not copied, in Portuguese (e.g. "não existe no armazenamento (404)"). */
  reason: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  schemaVersion: string | null;
  /** When the rows were read (the snapshot's takenAt). */
  createdAt: string;
  /** The project it was taken from, e.g. https://<ref>.supabase.co. */
  project: string;
  /** data.json first, then every image in path order. */
  entries: ManifestEntry[];
  /** The images the rows point to that are not in the file; absent when every one is. */
  missing?: MissingObject[];
}

/** Which slot and version the object at `path` is (the main file or a smaller copy of it). */
export function objectOwner(rows: BackupRows, path: string): { slot: string | null; version: number | null } {
  const version = (rows.media_versions ?? []).find(
    (row) =>
      row.storage_path === path ||
      (Array.isArray(row.variants) &&
        (row.variants as unknown[]).some(
          (variant) =>
            typeof variant === 'object' && variant !== null && (variant as { path?: unknown }).path === path,
        )),
  );
  if (!version) return { slot: null, version: null };
  const slot = (rows.media_slots ?? []).find((row) => row.id === version.slot_id);
  return {
    slot: typeof slot?.slot_name === 'string' ? slot.slot_name : null,
    version: typeof version.version_number === 'number' ? version.version_number : null,
  };
}

/** "a versão 3 de servico-sofas (slots/…)": how the owner and the maintainer are told of one. */
export function missingObjectText(object: MissingObject): string {
  const whose =
    object.slot === null
      ? `a imagem ${object.path}`
      : `a versão ${object.version ?? '?'} de ${object.slot} (${object.path})`;
  return `${whose}: ${object.reason}`;
}

const SHA256 = /^[0-9a-f]{64}$/;

/** The manifest, or why the value is not one (for the restore's refusal). */
export function readManifest(value: unknown): BackupManifest | { problem: string } {
  if (typeof value !== 'object' || value === null) return { problem: 'o manifesto não é um objeto JSON' };
  const manifest = value as Record<string, unknown>;
  if (manifest.format !== BACKUP_FORMAT) return { problem: 'não é uma cópia de segurança deste site' };
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    return {
      problem: `formato ${String(manifest.formatVersion)} desconhecido (este conhece o ${BACKUP_FORMAT_VERSION})`,
    };
  }
  if (manifest.schemaVersion !== null && typeof manifest.schemaVersion !== 'string') {
    return { problem: 'versão do esquema inválida' };
  }
  if (typeof manifest.createdAt !== 'string' || Number.isNaN(Date.parse(manifest.createdAt))) {
    return { problem: 'data inválida' };
  }
  if (typeof manifest.project !== 'string') return { problem: 'projeto de origem em falta' };
  if (!Array.isArray(manifest.entries)) return { problem: 'lista de ficheiros em falta' };
  const names = new Set<string>();
  for (const entry of manifest.entries as unknown[]) {
    const fields = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (
      typeof fields.name !== 'string' ||
      !Number.isSafeInteger(fields.size) ||
      (fields.size as number) < 0 ||
      typeof fields.sha256 !== 'string' ||
      !SHA256.test(fields.sha256) ||
      (fields.contentType !== undefined && typeof fields.contentType !== 'string')
    ) {
      return { problem: 'entrada da lista de ficheiros inválida' };
    }
    if (names.has(fields.name)) return { problem: `ficheiro repetido: ${fields.name}` };
    names.add(fields.name);
  }
  if (!names.has(DATA_ENTRY)) return { problem: `${DATA_ENTRY} não está na lista de ficheiros` };
  if (manifest.missing !== undefined) {
    if (!Array.isArray(manifest.missing)) return { problem: 'lista de imagens em falta inválida' };
    for (const item of manifest.missing as unknown[]) {
      const fields = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      if (
        typeof fields.path !== 'string' ||
        names.has(mediaEntryName(fields.path)) ||
        (fields.slot !== null && typeof fields.slot !== 'string') ||
        (fields.version !== null && !Number.isSafeInteger(fields.version)) ||
        typeof fields.reason !== 'string'
      ) {
        return { problem: 'lista de imagens em falta inválida' };
      }
    }
  }
  return manifest as unknown as BackupManifest;
}

/** The file name the owner's browser saves: estofos-lisboa-copia-2026-11-28.zip (Lisbon's date). */
export function backupFileName(takenAt: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(takenAt);
  return `estofos-lisboa-copia-${day}.zip`;
}
