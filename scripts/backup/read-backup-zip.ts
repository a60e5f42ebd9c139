// Opens a backup zip for `npm run backup:restore` and checks all of it before anything is
// changed anywhere: the zip's central directory (a truncated file has none), every entry the
// manifest lists (its CRC, size and SHA-256), no entry it does not list, data.json's shape, and
// every image the rows point to. Images are read from the file one at a time, never all at once.
import { createHash } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import {
  BlobReader,
  type Entry,
  type FileEntry,
  Uint8ArrayWriter,
  ZipReader,
} from '@zip.js/zip.js/index-native.js';
import {
  type BackupManifest,
  type BackupSnapshot,
  DATA_ENTRY,
  MANIFEST_ENTRY,
  mediaEntryName,
  readManifest,
} from '../../supabase/functions/_shared/portable/backup-format.ts';
import {
  BACKUP_TABLES,
  type BackupRows,
  type ReferencedObject,
  referencedObjects,
} from '../../supabase/functions/_shared/portable/backup-tables.ts';
import { TABLES_OF_OLDER_BACKUPS, withDocumentsOfOlderBackups } from './documents-of-older-backups.ts';

/** Why a file is refused, in Portuguese for the person running the restore. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

export interface VerifiedBackup {
  manifest: BackupManifest;
  snapshot: BackupSnapshot;
  /** The stored images the rows point to, each checked. */
  objects: Array<ReferencedObject & { size: number; sha256: string }>;
  /** One image's bytes, read from the file now. */
  readObject(path: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

const DAMAGED = 'O ficheiro está incompleto ou danificado';

function fileEntries(entries: Entry[]): Map<string, FileEntry> {
  return new Map(
    entries.filter((entry): entry is FileEntry => !entry.directory).map((entry) => [entry.filename, entry]),
  );
}

async function readText(entry: FileEntry): Promise<string> {
  return new TextDecoder().decode(await entry.getData(new Uint8ArrayWriter(), { checkSignature: true }));
}

/** Streams the entry through SHA-256 (its CRC checked by the zip reader too). */
async function digestOf(entry: FileEntry): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  await entry.getData(
    new WritableStream<Uint8Array>({
      write(chunk) {
        hash.update(chunk);
        size += chunk.length;
      },
    }),
    { checkSignature: true },
  );
  return { size, sha256: hash.digest('hex') };
}

function readSnapshot(text: string): BackupSnapshot {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupFileError(`${DAMAGED}: ${DATA_ENTRY} não é JSON válido.`);
  }
  const snapshot = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const tables = snapshot.tables as Record<string, unknown> | undefined;
  if (typeof tables !== 'object' || tables === null || typeof snapshot.takenAt !== 'string') {
    throw new BackupFileError(`${DAMAGED}: ${DATA_ENTRY} não tem as tabelas.`);
  }
  for (const [name, rows] of Object.entries(tables)) {
    if (
      !Array.isArray(rows) ||
      rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))
    ) {
      throw new BackupFileError(`${DAMAGED}: a tabela ${name} de ${DATA_ENTRY} não é uma lista de linhas.`);
    }
  }
  const known = new Set<string>([...BACKUP_TABLES.map((table) => table.name), ...TABLES_OF_OLDER_BACKUPS]);
  const unknown = Object.keys(tables).find((name) => !known.has(name));
  if (unknown) {
    throw new BackupFileError(
      `A cópia tem a tabela ${unknown}, que esta versão do restauro não conhece: atualize o repositório.`,
    );
  }
  return {
    ...(snapshot as unknown as BackupSnapshot),
    tables: withDocumentsOfOlderBackups(tables as BackupRows),
  };
}

/** Opens and checks the whole file; throws BackupFileError, having changed nothing, when it is not sound. */
export async function openVerifiedBackup(file: string): Promise<VerifiedBackup> {
  let blob: Blob;
  try {
    blob = await openAsBlob(file);
  } catch (error) {
    throw new BackupFileError(`Não foi possível abrir ${file}: ${(error as Error).message}`);
  }
  const reader = new ZipReader(new BlobReader(blob));
  try {
    let entries: Map<string, FileEntry>;
    try {
      entries = fileEntries(await reader.getEntries());
    } catch (error) {
      throw new BackupFileError(`${DAMAGED} (não é um zip completo: ${(error as Error).message}).`);
    }
    const manifestEntry = entries.get(MANIFEST_ENTRY);
    if (!manifestEntry) throw new BackupFileError(`${DAMAGED}: falta ${MANIFEST_ENTRY}.`);
    let manifestValue: unknown;
    try {
      manifestValue = JSON.parse(await readText(manifestEntry));
    } catch (error) {
      throw new BackupFileError(`${DAMAGED}: ${MANIFEST_ENTRY} ilegível (${(error as Error).message}).`);
    }
    const manifest = readManifest(manifestValue);
    if ('problem' in manifest) throw new BackupFileError(`${DAMAGED}: ${manifest.problem}.`);

    const listed = new Map(manifest.entries.map((entry) => [entry.name, entry]));
    const extra = [...entries.keys()].find((name) => name !== MANIFEST_ENTRY && !listed.has(name));
    if (extra) throw new BackupFileError(`${DAMAGED}: ${extra} não está no manifesto.`);
    for (const expected of manifest.entries) {
      const entry = entries.get(expected.name);
      if (!entry) throw new BackupFileError(`${DAMAGED}: falta ${expected.name}.`);
      let actual: { size: number; sha256: string };
      try {
        actual = await digestOf(entry);
      } catch (error) {
        throw new BackupFileError(`${DAMAGED}: ${expected.name} não se lê (${(error as Error).message}).`);
      }
      if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
        throw new BackupFileError(`${DAMAGED}: ${expected.name} não tem o SHA-256 do manifesto.`);
      }
    }

    const snapshot = readSnapshot(await readText(entries.get(DATA_ENTRY)!));
    const objects = referencedObjects(snapshot.tables as BackupRows).map((object) => {
      const entry = listed.get(mediaEntryName(object.path));
      if (!entry) throw new BackupFileError(`${DAMAGED}: falta a imagem ${object.path}.`);
      return {
        ...object,
        contentType: entry.contentType ?? object.contentType,
        size: entry.size,
        sha256: entry.sha256,
      };
    });
    return {
      manifest,
      snapshot,
      objects,
      async readObject(path) {
        const entry = entries.get(mediaEntryName(path));
        if (!entry) throw new BackupFileError(`${DAMAGED}: falta a imagem ${path}.`);
        return entry.getData(new Uint8ArrayWriter(), { checkSignature: true });
      },
      close: () => reader.close(),
    };
  } catch (error) {
    await reader.close().catch(() => {});
    throw error;
  }
}
