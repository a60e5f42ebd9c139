// Writes the backup zip (supabase/functions/_shared/portable/backup-format.ts) into a stream:
// data.json, then each stored image read one at a time, then the manifest with every entry's
// size and SHA-256 and the images that could not be read. Only one image is ever held in memory,
// and the zip goes to the stream as it grows. Used by /admin's backup worker (the owner's
// browser), the benchmark and the tests.
import { configure, Uint8ArrayReader, ZipWriter } from '@zip.js/zip.js/index-native.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  type BackupSnapshot,
  DATA_ENTRY,
  MANIFEST_ENTRY,
  type ManifestEntry,
  mediaEntryName,
  type MissingObject,
  objectOwner,
} from '#portable/backup-format.ts';

// compression would gain nothing on JPEG/WebP/PNG; no helper workers (the caller is one already)
configure({ useWebWorkers: false });

interface BackupObject {
  path: string;
  contentType: string;
}

/**
 * Thrown by a source's readObject when the storage answered that it does not have the object or
 * will not give it: that image is left out and listed in the manifest's `missing`, since one lost
 * file must not cost every other one its copy. Anything else readObject throws (no answer at all,
 * an abort) fails the whole backup.
 */
export class UnreadableObjectError extends Error {
  readonly path: string;
  /** Why, in Portuguese, e.g. "não existe no armazenamento (404)". */
  readonly reason: string;

  constructor(path: string, reason: string) {
    super(`A imagem ${path} não foi copiada: ${reason}.`);
    this.name = 'UnreadableObjectError';
    this.path = path;
    this.reason = reason;
  }
}

export interface BackupSource {
  snapshot: BackupSnapshot;
  /** The project the rows were read from. */
  project: string;
  objects: readonly BackupObject[];
  /** The stored image's bytes, exactly as stored; UnreadableObjectError when the storage lacks it. */
  readObject(path: string, signal?: AbortSignal): Promise<Uint8Array>;
}

export interface BackupProgress {
  /** Images written so far, of `total`. */
  done: number;
  total: number;
  /** Bytes of the zip's entries written so far. */
  bytes: number;
}

export interface WrittenBackup {
  manifest: BackupManifest;
  /** Images in the zip. */
  files: number;
  /** The images left out (the manifest's `missing`, empty when there are none). */
  missing: MissingObject[];
  /** Bytes of every entry (images, data and manifest). */
  bytes: number;
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Writes the whole zip into `sink` and closes it, leaving out the images the source reports
 * unreadable; rejects (and aborts the sink) on any other failure.
 */
export async function writeBackupZip(
  source: BackupSource,
  sink: WritableStream<Uint8Array>,
  options: { onProgress?: (progress: BackupProgress) => void; signal?: AbortSignal } = {},
): Promise<WrittenBackup> {
  const { signal, onProgress } = options;
  const lastModDate = new Date(source.snapshot.takenAt);
  const zip = new ZipWriter(sink, { level: 0, lastModDate, keepOrder: true, signal });
  const entries: ManifestEntry[] = [];
  const missing: MissingObject[] = [];
  let bytes = 0;
  const add = async (name: string, data: Uint8Array, contentType?: string) => {
    entries.push({
      name,
      size: data.length,
      sha256: await sha256Hex(data),
      ...(contentType ? { contentType } : {}),
    });
    await zip.add(name, new Uint8ArrayReader(data), { signal });
    bytes += data.length;
  };
  const total = source.objects.length;
  try {
    await add(DATA_ENTRY, new TextEncoder().encode(JSON.stringify(source.snapshot)));
    onProgress?.({ done: 0, total, bytes });
    let done = 0;
    for (const object of source.objects) {
      signal?.throwIfAborted();
      let data: Uint8Array;
      try {
        data = await source.readObject(object.path, signal);
      } catch (error) {
        if (!(error instanceof UnreadableObjectError) || signal?.aborted) throw error;
        missing.push({
          path: object.path,
          ...objectOwner(source.snapshot.tables, object.path),
          reason: error.reason,
        });
        onProgress?.({ done: ++done, total, bytes });
        continue;
      }
      await add(mediaEntryName(object.path), data, object.contentType);
      onProgress?.({ done: ++done, total, bytes });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      schemaVersion: source.snapshot.schemaVersion,
      createdAt: source.snapshot.takenAt,
      project: source.project,
      entries,
      ...(missing.length > 0 ? { missing } : {}),
    };
    const manifestBytes = new TextEncoder().encode(JSON.stringify(manifest, null, 2));
    await zip.add(MANIFEST_ENTRY, new Uint8ArrayReader(manifestBytes), { signal });
    bytes += manifestBytes.length;
    await zip.close();
    return { manifest, files: total - missing.length, missing, bytes };
  } catch (error) {
    await sink.abort(error).catch(() => {});
    throw error;
  }
}
