import type { JwtClaims } from '#local/auth.ts';
import type { LocalDatabase } from '#local/database.ts';
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
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** Storage reading as itself, not as the caller (service_role bypasses RLS). */
export const PLATFORM_READER: JwtClaims = { role: 'service_role' };

/** Bucket settings are read as the platform, not as the caller, exactly as Storage does. */
export async function findBucket(db: LocalDatabase, id: string): Promise<Bucket> {
  const sql = `select id, public, coalesce(file_size_limit::float8, $2) as "fileSizeLimit",
    allowed_mime_types as "allowedMimeTypes" from storage.buckets where id = $1`;
  const { rows } = await db.withClaims(PLATFORM_READER, (tx) =>
    tx.query<Bucket>(sql, [id, GLOBAL_FILE_SIZE_LIMIT]),
  );
  if (!rows[0]) throw storageErrors.noSuchBucket();
  return rows[0];
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
