import type { LocalDatabase } from './database.ts';

/** What every part of the stand-in shares. */
export interface LocalContext {
  db: LocalDatabase;
  jwtSecret: string;
  /** Public base URL, e.g. http://127.0.0.1:54321 */
  url: string;
  projectRoot: string;
  /** Folder for persisted files (storage objects); undefined = keep in memory. */
  dataDir: string | undefined;
}
