// What /admin's main thread and its backup worker (backup-worker.ts) say to each other.
import type { MissingImage } from './missing-images.ts';

export interface BackupWorkerRequest {
  /** site-backup's address and the admin call's headers (the publishable key, the session). */
  functionUrl: string;
  headers: Record<string, string>;
  /** The public address of the media bucket, ending in `/`: the images are read from it. */
  mediaBaseUrl: string;
  /** The name the zip is written under in the site's private storage, when the browser has it. */
  fileName: string;
}

export type BackupWorkerReply =
  | { type: 'progress'; done: number; total: number; bytes: number }
  | {
      type: 'done';
      /** The zip: on disk (the origin's private file system) where the browser allows it. */
      file: Blob;
      /** Images in the zip. */
      files: number;
      /** The images the storage lacked or refused, left out (the manifest's `missing`); empty when none. */
      missing: MissingImage[];
      bytes: number;
      schemaVersion: string;
      takenAt: string;
    }
  /** status: the function's HTTP status, 0 when nothing answered (offline, the project paused or out of reach). */
  | { type: 'failed'; status: number; message: string };
