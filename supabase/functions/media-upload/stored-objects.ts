import { databaseFailure } from '../_shared/supabase-admin.ts';

interface Bucket {
  upload(
    path: string,
    body: Uint8Array,
    options: { contentType: string; cacheControl: string; upsert: boolean },
  ): Promise<{ error: unknown }>;
  remove(paths: string[]): Promise<{ error: unknown }>;
}

export interface ObjectToStore {
  path: string;
  bytes: Uint8Array;
  contentType: string;
}

/**
 * The objects of one upload (the main file and its variants): stored together, and removed
 * together when any of them or the later publish step fails, so a refused upload leaves nothing.
 * A process killed in between cannot clean up: the orphan sweep (docs/orphan-media.md) can.
 */
export class UploadObjects {
  readonly #bucket: Bucket;
  /** Every path an upload was sent for: one whose answer was lost may still have been stored. */
  readonly #sent: string[] = [];

  constructor(bucket: Bucket) {
    this.#bucket = bucket;
  }

  /** Stores every object; on any failure removes those already stored and throws a 500. */
  async storeAll(objects: readonly ObjectToStore[]): Promise<void> {
    const results = await Promise.all(
      objects.map(async (object) => {
        this.#sent.push(object.path);
        const { error } = await this.#bucket.upload(object.path, object.bytes, {
          contentType: object.contentType,
          cacheControl: '31536000', // a path never gets new content
          upsert: false,
        });
        return { path: object.path, error };
      }),
    );
    const failed = results.find((result) => result.error);
    if (failed) {
      await this.removeAll();
      throw databaseFailure(`store upload ${failed.path}`, failed.error);
    }
  }

  /**
   * Best effort: a failure here is logged, the caller's own error is what the admin sees.
   * Paths are new for each upload, so removing one that was never stored touches nothing else.
   */
  async removeAll(): Promise<void> {
    if (this.#sent.length === 0) return;
    const paths = this.#sent.splice(0);
    const { error } = await this.#bucket.remove(paths);
    if (error) console.error(`could not remove ${paths.join(', ')} after a failed upload:`, error);
  }
}
