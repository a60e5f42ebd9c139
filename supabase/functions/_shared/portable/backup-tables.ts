// What a backup carries, declared once (docs/backup-and-restore.md): the backup-export function
// reads these tables, the restore writes them back in this order, and both SQL functions
// (backup_snapshot, restore_backup_rows) take the list as it is here. Adding a table to the
// backup is one entry here (and its service_role grants in its migration), and a test.
//
// Ids are not remapped: a restored row replaces the project's row with the same key, id
// included, so a reference between restored rows (media_versions.slot_id) holds unchanged.
// What does change between projects is the address of the stored images, rewritten from each
// object's path (storedObjects).
import type { Database, Json } from './database-types.ts';
import { BASE_LOCALE } from './site-locales.ts';

type BackupTableName = keyof Database['public']['Tables'];

/** A column (or a list inside a JSON column) that names a stored object of the media bucket. */
type StoredObjectReference =
  | {
      /** The column holding the object's path in the bucket. */
      pathColumn: string;
      /** The column holding its public URL, rewritten to the restored project's address. */
      urlColumn: string;
      /** The column holding its content type. */
      contentTypeColumn: string;
    }
  | {
      /** A JSON array column whose items name objects, e.g. media_versions.variants. */
      listColumn: string;
      pathField: string;
      urlField: string;
      contentType: string;
    };

export interface BackupTable {
  name: BackupTableName;
  /** The columns that identify a row across projects (a natural key, not a generated id). */
  key: readonly string[];
  /**
   * Which of a project's rows are the owner's data, for "this project already holds data":
   * every row, none (a catalogue the migrations seed, such as the slots), or those with a value
   * in one column (a seeded video becomes the owner's once it has a URL).
   */
  ownerRows: 'all' | 'none' | { notNull: string };
  /** In a --replace restore, what a catalogue row the backup lacks becomes (emptied, not deleted). */
  resetAbsent?: Readonly<Record<string, null | boolean | number | string>>;
  /**
   * Columns added to the table since backups of it were first made, each with the value a row of
   * an older backup (which lacks the column) stands for. The restore gives it to such rows before
   * anything else, so they are compared, matched by key and written as rows of today's shape.
   */
  addedColumns?: Readonly<Record<string, null | boolean | number | string>>;
  storedObjects?: readonly StoredObjectReference[];
}

/** In restore order: each table after the tables it references. */
export const BACKUP_TABLES: readonly BackupTable[] = [
  {
    name: 'media_slots',
    key: ['slot_name'],
    ownerRows: 'none',
    resetAbsent: { current_version: null, is_published: false },
  },
  {
    name: 'media_versions',
    key: ['slot_id', 'version_number'],
    ownerRows: 'all',
    storedObjects: [
      { pathColumn: 'storage_path', urlColumn: 'file_url', contentTypeColumn: 'mime_type' },
      { listColumn: 'variants', pathField: 'path', urlField: 'url', contentType: 'image/webp' },
    ],
  },
  { name: 'videos', key: ['video_key'], ownerRows: { notNull: 'youtube_url' } },
  // every saved version of the owner's documents (facts, texts), per language, then the current
  // one of each, and the languages published besides the site's own
  { name: 'owner_document_versions', key: ['document', 'locale', 'version'], ownerRows: 'all' },
  { name: 'owner_documents', key: ['document', 'locale'], ownerRows: 'all' },
  { name: 'published_locales', key: ['locale'], ownerRows: 'all' },
  // per day and language of the page; counts of before they had a language are the base one's
  {
    name: 'contact_daily_visits',
    key: ['day', 'locale'],
    ownerRows: 'all',
    addedColumns: { locale: BASE_LOCALE },
  },
  {
    name: 'contact_daily_taps',
    key: ['day', 'locale', 'section', 'channel'],
    ownerRows: 'all',
    addedColumns: { locale: BASE_LOCALE },
  },
];

/** The bucket every stored object of a backup is in. */
export const BACKUP_BUCKET = 'media';

/** A backup's rows: each declared table's rows as JSON objects, column → value. */
export type BackupRows = Record<string, Array<Record<string, unknown>>>;

/** A stored object a row points to, as the backup lists it. */
export interface ReferencedObject {
  path: string;
  url: string;
  contentType: string;
}

/** Every stored object the rows point to, once each, in path order. */
export function referencedObjects(
  rows: BackupRows,
  tables: readonly BackupTable[] = BACKUP_TABLES,
): ReferencedObject[] {
  const found = new Map<string, ReferencedObject>();
  const add = (path: unknown, url: unknown, contentType: unknown) => {
    if (typeof path !== 'string' || path === '' || found.has(path)) return;
    found.set(path, {
      path,
      url: typeof url === 'string' ? url : '',
      contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
    });
  };
  for (const table of tables) {
    for (const row of rows[table.name] ?? []) {
      for (const reference of table.storedObjects ?? []) {
        if ('pathColumn' in reference) {
          add(row[reference.pathColumn], row[reference.urlColumn], row[reference.contentTypeColumn]);
          continue;
        }
        const list = row[reference.listColumn];
        if (!Array.isArray(list)) continue;
        for (const item of list as unknown[]) {
          if (typeof item !== 'object' || item === null) continue;
          const fields = item as Record<string, unknown>;
          add(fields[reference.pathField], fields[reference.urlField], reference.contentType);
        }
      }
    }
  }
  return [...found.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The rows of a backup made before some columns were added, brought to today's shape: each row
 * lacking an added column (addedColumns) gets the value declared for it; a row that has the
 * column keeps its own. Returns new rows; the input is left as it was.
 */
export function withAddedColumns(
  rows: BackupRows,
  tables: readonly BackupTable[] = BACKUP_TABLES,
): BackupRows {
  const result: BackupRows = { ...rows };
  for (const table of tables) {
    const added = table.addedColumns;
    if (!added || !rows[table.name]) continue;
    result[table.name] = rows[table.name]!.map((row) => ({ ...added, ...row }));
  }
  return result;
}

/**
 * The rows with every stored object moved: its path becomes `pathOf(path)` (the same one, or a
 * key of its own in the restored project) and its URL `urlOf` that path (the restored project's
 * public address of it). Returns new rows; the input is left as it was.
 */
export function withObjectUrls(
  rows: BackupRows,
  urlOf: (path: string) => string,
  pathOf: (path: string) => string = (path) => path,
  tables: readonly BackupTable[] = BACKUP_TABLES,
): BackupRows {
  const result: BackupRows = { ...rows };
  const move = (fields: Record<string, unknown>, pathField: string, urlField: string) => {
    const path = fields[pathField];
    if (typeof path !== 'string' || path === '') return;
    fields[pathField] = pathOf(path);
    fields[urlField] = urlOf(pathOf(path));
  };
  for (const table of tables) {
    const references = table.storedObjects ?? [];
    if (references.length === 0 || !rows[table.name]) continue;
    result[table.name] = rows[table.name]!.map((row) => {
      const next = { ...row };
      for (const reference of references) {
        if ('pathColumn' in reference) {
          move(next, reference.pathColumn, reference.urlColumn);
          continue;
        }
        const list = next[reference.listColumn];
        if (!Array.isArray(list)) continue;
        next[reference.listColumn] = (list as unknown[]).map((item) => {
          if (typeof item !== 'object' || item === null) return item;
          const fields = { ...(item as Record<string, unknown>) };
          move(fields, reference.pathField, reference.urlField);
          return fields;
        });
      }
      return next;
    });
  }
  return result;
}

/** The tables as the SQL functions take them: [{table, key, ownerRows, resetAbsent?}]. */
export function tablesForSql(tables: readonly BackupTable[] = BACKUP_TABLES): Json {
  return tables.map((table) => ({
    table: table.name,
    key: [...table.key],
    ownerRows: typeof table.ownerRows === 'string' ? table.ownerRows : { ...table.ownerRows },
    ...(table.resetAbsent ? { resetAbsent: { ...table.resetAbsent } } : {}),
  }));
}
