import { createHash, randomUUID } from 'node:crypto';
import type { JwtClaims } from '#local/auth.ts';
import type { LocalDatabase, Transaction } from '#local/database.ts';
import { PLATFORM_READER } from './buckets.ts';
import { storageErrors } from './errors.ts';
import type { UploadedFile } from './upload-body.ts';

/** storage.objects.metadata as hosted Storage writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface StoredObject {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: ObjectMetadata | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

export interface ObjectWrite {
  bucket: string;
  key: string;
  upsert: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function describeUpload(file: UploadedFile): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.length,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
}

class DryRun extends Error {}

/** The rows of storage.objects, read and written as the caller so RLS decides, as Storage does. */
export function createObjectRows(db: LocalDatabase) {
  return {
    /**
     * Checks, before the body is read, that the caller may write this object (RLS, duplicates),
     * by running the row write in a transaction that is rolled back — Storage's `canUpload`.
     */
    async assertCanWrite(claims: JwtClaims, write: ObjectWrite): Promise<void> {
      const dryRun = db.withClaims(claims, async (tx) => {
        await writeRow(tx, claims, write, null);
        throw new DryRun();
      });
      await dryRun.catch((error: unknown) => {
        if (!(error instanceof DryRun)) throw error;
      });
    },

    /** Writes the row as the caller, then the bytes; a failure in either rolls the row back. */
    save(claims: JwtClaims, write: ObjectWrite, metadata: ObjectMetadata, storeBytes: () => Promise<void>) {
      return db.withClaims(claims, async (tx) => {
        const id = await writeRow(tx, claims, write, metadata);
        await storeBytes();
        return id;
      });
    },

    /** `claims` null reads as the platform (public downloads); otherwise RLS decides. */
    async find(claims: JwtClaims | null, bucket: string, key: string): Promise<StoredObject | null> {
      const sql = 'select * from storage.objects where bucket_id = $1 and name = $2';
      const { rows } = await db.withClaims(claims ?? PLATFORM_READER, (tx) =>
        tx.query<StoredObject>(sql, [bucket, key]),
      );
      return rows[0] ?? null;
    },

    async remove(claims: JwtClaims, bucket: string, names: string[]): Promise<StoredObject[]> {
      const sql = 'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *';
      const { rows } = await db.withClaims(claims, (tx) => tx.query<StoredObject>(sql, [bucket, names]));
      return rows;
    },

    /** Every object whose name starts with `prefix` that the caller may see. */
    async under(claims: JwtClaims, bucket: string, prefix: string): Promise<StoredObject[]> {
      const pattern = prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
      const sql = `select * from storage.objects where bucket_id = $1 and name like $2 escape '\\'`;
      const { rows } = await db.withClaims(claims, (tx) => tx.query<StoredObject>(sql, [bucket, pattern]));
      return rows;
    },
  };
}

async function writeRow(
  tx: Transaction,
  claims: JwtClaims,
  write: ObjectWrite,
  metadata: ObjectMetadata | null,
): Promise<string> {
  const owner = typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null;
  const values = [randomUUID(), write.bucket, write.key, owner, metadata];
  try {
    if (!write.upsert) {
      // no RETURNING: it would also need a SELECT policy, which a plain insert does not
      await tx.query(
        'insert into storage.objects (id, bucket_id, name, owner, metadata) values ($1, $2, $3, $4, $5)',
        values,
      );
      return values[0] as string;
    }
    const { rows } = await tx.query<{ id: string }>(
      `insert into storage.objects (id, bucket_id, name, owner, metadata) values ($1, $2, $3, $4, $5)
       on conflict (bucket_id, name) do update
       set metadata = excluded.metadata, owner = excluded.owner, updated_at = now(), last_accessed_at = now()
       returning id`,
      values,
    );
    return rows[0]?.id ?? (values[0] as string);
  } catch (error) {
    throw asStorageError(error);
  }
}

function asStorageError(error: unknown): unknown {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === '42501') return storageErrors.rowLevelSecurity();
  if (code === '23505') return storageErrors.duplicate();
  return error;
}
