import type { JwtClaims } from '../auth.ts';
import type { LocalDatabase } from '../database.ts';
import { storageErrors } from './errors.ts';

export interface Bucket {
  id: string;
  public: boolean;
  /** Bytes; Storage's global limit when the bucket sets none. */
  fileSizeLimit: number;
  /** null or empty: any type. Entries may end in `/*`. */
  allowedMimeTypes: string[] | null;
}

// Hosted Storage's default global upload limit (50 MB) applies to buckets without their own.
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/**
 * The platform's own read-only view of storage (service_role bypasses RLS): what Storage reads
 * as itself, not as the caller. Read-only, so it leaves the REST read cache valid.
 */
export const PLATFORM_READER: JwtClaims = { role: 'service_role' };

/** Bucket settings are read as the platform, not as the caller, exactly as Storage does. */
export async function findBucket(db: LocalDatabase, id: string): Promise<Bucket> {
  const { rows } = await db.readWithClaims(PLATFORM_READER, (tx) =>
    tx.query<{
      id: string;
      public: boolean;
      file_size_limit: number | null;
      allowed_mime_types: string[] | null;
    }>(
      'select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    ),
  );
  const row = rows[0];
  if (!row) throw storageErrors.noSuchBucket();
  return {
    id: row.id,
    public: row.public,
    fileSizeLimit: row.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT,
    allowedMimeTypes: row.allowed_mime_types,
  };
}

/** Compares the type without its parameters (`text/plain;charset=UTF-8` is `text/plain`). */
export function assertMimeTypeAllowed(bucket: Bucket, mimeType: string): void {
  const allowed = bucket.allowedMimeTypes;
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = (mimeType.split(';')[0] ?? '').trim().toLowerCase().split('/');
  const ok =
    !!type &&
    !!subtype &&
    allowed.some((entry) => {
      const [allowedType, allowedSubtype] = entry.toLowerCase().split('/');
      return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
    });
  if (!ok) throw storageErrors.invalidMimeType(mimeType);
}
