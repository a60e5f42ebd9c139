// Opens a backup zip for `npm run backup:restore` and checks all of it before anything is
// changed anywhere: the zip's central directory (a truncated file has none), the size every entry
// claims there against its limit before a byte of it is decompressed, every entry the manifest
// lists (its CRC, size and SHA-256, read no further than the size it claims), no entry it does
// not list, every image by its bytes, data.json's shape, and every image the rows point to (in
// the file, or listed as missing). Images are read one at a time, never all at once.
import { createHash } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { BlobReader, type Entry, type FileEntry, ZipReader } from '@zip.js/zip.js/index-native.js';
import {
  type BackupManifest,
  type BackupSnapshot,
  DATA_ENTRY,
  MANIFEST_ENTRY,
  mediaEntryName,
  type MissingObject,
  readManifest,
} from '#portable/backup-format.ts';
import {
  BACKUP_TABLES,
  type BackupRows,
  type ReferencedObject,
  referencedObjects,
} from '#portable/backup-tables.ts';
import { MAX_UPLOAD_BYTES } from '#portable/media-rules.ts';
import { sniffImage } from '#portable/image-sniff.ts';
import { backupRowsProblem } from './check-backup-rows.ts';
import { TABLES_OF_OLDER_BACKUPS, withDocumentsOfOlderBackups } from './documents-of-older-backups.ts';

/** The largest entries read: each is refused by the size it claims before it is decompressed. */
const BACKUP_LIMITS = {
  /** A manifest lists ~150 bytes per file: room for tens of thousands. */
  manifestBytes: 8 * 1024 * 1024,
  /** The rows: every saved version of every document, at their limits, many times over. */
  dataBytes: 64 * 1024 * 1024,
  /** An image: no stored object is larger than an upload may be. */
  imageBytes: MAX_UPLOAD_BYTES,
  /** The whole file, decompressed. */
  backupBytes: 20 * 1024 * 1024 * 1024,
} as const;

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
  /** The images the rows point to that the backup says it could not copy (not restored). */
  missing: MissingObject[];
  /** One image's bytes, read from the file now. */
  readObject(path: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

const DAMAGED = 'O ficheiro está incompleto ou danificado';
/** zip.js' errors for a name with '..', a leading slash or a backslash, and for an entry longer than it claims. */
const UNSAFE_NAME = 'Unsafe filename';
const LONGER_THAN_CLAIMED = 'Invalid uncompressed size';

function fileEntries(entries: Entry[]): Map<string, FileEntry> {
  return new Map(
    entries.filter((entry): entry is FileEntry => !entry.directory).map((entry) => [entry.filename, entry]),
  );
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/** Refuses an entry whose claimed size is over `limit`, before anything of it is read. */
function checkClaimedSize(entry: FileEntry, limit: number): void {
  if (entry.uncompressedSize > limit) {
    throw new BackupFileError(
      `${DAMAGED}: ${entry.filename} diz ter ${megabytes(entry.uncompressedSize)}, mais do que o máximo de ${megabytes(limit)}.`,
    );
  }
}

/**
 * Streams the entry to `onChunk`, never past the size its central directory claims (an entry
 * that decompresses to more, as a zip bomb does, is refused at that byte); its CRC is checked
 * by the zip reader.
 */
async function readEntry(entry: FileEntry, onChunk: (chunk: Uint8Array) => void): Promise<number> {
  let size = 0;
  const tooLong = () => new BackupFileError(`${DAMAGED}: ${entry.filename} tem mais bytes do que diz ter.`);
  // the zip reader counts too, and stops first when it sees it
  const counted = (error: unknown) => {
    throw error instanceof Error && error.message === LONGER_THAN_CLAIMED ? tooLong() : error;
  };
  await entry
    .getData(
      new WritableStream<Uint8Array>({
        write(chunk) {
          size += chunk.length;
          if (size > entry.uncompressedSize) throw tooLong();
          onChunk(chunk);
        },
      }),
      { checkSignature: true },
    )
    .catch(counted);
  return size;
}

/** The whole entry (one image, or the JSON): only read after its claimed size was checked. */
async function readBytes(entry: FileEntry): Promise<Uint8Array> {
  const bytes = new Uint8Array(entry.uncompressedSize);
  let at = 0;
  await readEntry(entry, (chunk) => {
    bytes.set(chunk, at);
    at += chunk.length;
  });
  return at === bytes.length ? bytes : bytes.subarray(0, at);
}

async function readText(entry: FileEntry, limit: number): Promise<string> {
  checkClaimedSize(entry, limit);
  return new TextDecoder().decode(await readBytes(entry));
}

function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** What the manifest says of an entry's bytes. */
function digested(bytes: Uint8Array): { size: number; sha256: string } {
  return { size: bytes.length, sha256: sha256Of(bytes) };
}

/** An image entry: its bytes must be the image type the manifest says, whatever its name. */
async function checkImage(
  entry: FileEntry,
  contentType: string | undefined,
): Promise<{ size: number; sha256: string }> {
  const bytes = await readBytes(entry);
  const image = sniffImage(bytes);
  if (!image) throw new BackupFileError(`${DAMAGED}: ${entry.filename} não é uma imagem JPEG, PNG ou WebP.`);
  if (contentType !== undefined && contentType !== image.mimeType) {
    throw new BackupFileError(
      `${DAMAGED}: ${entry.filename} é ${image.mimeType}, e o manifesto diz ${contentType}.`,
    );
  }
  return digested(bytes);
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
  // strict: a file another tool could read differently (data around the zip, a local header that
  // disagrees with the directory, entries sharing bytes as zip bombs do) is not a backup of ours
  const reader = new ZipReader(new BlobReader(blob), { strictness: 'strict', checkOverlappingEntry: true });
  try {
    let entries: Map<string, FileEntry>;
    try {
      entries = fileEntries(await reader.getEntries());
    } catch (error) {
      const { message, filename } = error as Error & { filename?: unknown };
      if (message === UNSAFE_NAME) {
        throw new BackupFileError(
          `${DAMAGED}: tem um ficheiro com um nome que sai da sua pasta (${JSON.stringify(filename)}).`,
        );
      }
      throw new BackupFileError(`${DAMAGED} (não é um zip completo: ${message}).`);
    }
    const manifestEntry = entries.get(MANIFEST_ENTRY);
    if (!manifestEntry) throw new BackupFileError(`${DAMAGED}: falta ${MANIFEST_ENTRY}.`);
    const claimed = [...entries.values()].reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (claimed > BACKUP_LIMITS.backupBytes) {
      throw new BackupFileError(
        `${DAMAGED}: os ficheiros dizem ter ${megabytes(claimed)}, mais do que o máximo de ${megabytes(BACKUP_LIMITS.backupBytes)}.`,
      );
    }
    for (const [name, entry] of entries) {
      if (name === MANIFEST_ENTRY) checkClaimedSize(entry, BACKUP_LIMITS.manifestBytes);
      else if (name === DATA_ENTRY) checkClaimedSize(entry, BACKUP_LIMITS.dataBytes);
      else checkClaimedSize(entry, BACKUP_LIMITS.imageBytes);
    }
    let manifestValue: unknown;
    try {
      manifestValue = JSON.parse(await readText(manifestEntry, BACKUP_LIMITS.manifestBytes));
    } catch (error) {
      if (error instanceof BackupFileError) throw error;
      throw new BackupFileError(`${DAMAGED}: ${MANIFEST_ENTRY} ilegível (${(error as Error).message}).`);
    }
    const manifest = readManifest(manifestValue);
    if ('problem' in manifest) throw new BackupFileError(`${DAMAGED}: ${manifest.problem}.`);

    const listed = new Map(manifest.entries.map((entry) => [entry.name, entry]));
    const extra = [...entries.keys()].find((name) => name !== MANIFEST_ENTRY && !listed.has(name));
    if (extra) throw new BackupFileError(`${DAMAGED}: ${extra} não está no manifesto.`);
    let data: Uint8Array = new Uint8Array();
    for (const expected of manifest.entries) {
      const entry = entries.get(expected.name);
      if (!entry) throw new BackupFileError(`${DAMAGED}: falta ${expected.name}.`);
      if (entry.uncompressedSize !== expected.size) {
        throw new BackupFileError(`${DAMAGED}: ${expected.name} não tem o tamanho do manifesto.`);
      }
      let actual: { size: number; sha256: string };
      try {
        // data.json is read once: checked here, parsed below
        actual =
          expected.name === DATA_ENTRY
            ? digested((data = await readBytes(entry)))
            : await checkImage(entry, expected.contentType);
      } catch (error) {
        if (error instanceof BackupFileError) throw error;
        throw new BackupFileError(`${DAMAGED}: ${expected.name} não se lê (${(error as Error).message}).`);
      }
      if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
        throw new BackupFileError(`${DAMAGED}: ${expected.name} não tem o SHA-256 do manifesto.`);
      }
    }

    const snapshot = readSnapshot(new TextDecoder().decode(data));
    const rowsProblem = backupRowsProblem(snapshot.tables);
    if (rowsProblem)
      throw new BackupFileError(`A cópia tem dados que este site não escreveria: ${rowsProblem}`);
    const missing = manifest.missing ?? [];
    const missingPaths = new Set(missing.map((object) => object.path));
    const referenced = referencedObjects(snapshot.tables as BackupRows);
    const objects = referenced
      .filter((object) => !missingPaths.has(object.path))
      .map((object) => {
        const entry = listed.get(mediaEntryName(object.path));
        if (!entry) throw new BackupFileError(`${DAMAGED}: falta a imagem ${object.path}.`);
        // the rows' type of it is what the page declares: it must be what its bytes are
        if (entry.contentType !== undefined && entry.contentType !== object.contentType) {
          throw new BackupFileError(
            `A cópia tem dados que este site não escreveria: ${object.path} é ${entry.contentType}, e as linhas dizem ${object.contentType}.`,
          );
        }
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
      // only those the rows point to: a path listed missing that no row names is not news
      missing: missing.filter((object) => referenced.some((candidate) => candidate.path === object.path)),
      async readObject(path) {
        const entry = entries.get(mediaEntryName(path));
        if (!entry) throw new BackupFileError(`${DAMAGED}: falta a imagem ${path}.`);
        return readBytes(entry);
      },
      close: () => reader.close(),
    };
  } catch (error) {
    await reader.close().catch(() => {});
    throw error;
  }
}
