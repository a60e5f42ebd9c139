import { storageErrors } from './errors.ts';
import type { ObjectMetadata, StoredObject } from './objects.ts';

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

export interface ListOptions {
  /** A folder: '' or ending in '/'. */
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  sortBy: { column: SortColumn; order: 'asc' | 'desc' };
}

/** One row of `POST /object/list/<bucket>`: a file, or a folder with null id, dates and metadata. */
export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: ObjectMetadata | null;
}

/** Validates the body storage-js's `list()` sends: `{ prefix, limit, offset, sortBy, search }`. */
export function parseListOptions(body: unknown): ListOptions {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw storageErrors.invalidRequest('body must be object');
  }
  const input = body as Record<string, unknown>;
  if (typeof input.prefix !== 'string')
    throw storageErrors.invalidRequest("body must have required property 'prefix'");
  const limit = input.limit ?? 100;
  const offset = input.offset ?? 0;
  if (!Number.isInteger(limit) || (limit as number) < 1)
    throw storageErrors.invalidRequest('body/limit must be >= 1');
  if (!Number.isInteger(offset) || (offset as number) < 0) {
    throw storageErrors.invalidRequest('body/offset must be >= 0');
  }
  const search = input.search ?? '';
  if (typeof search !== 'string') throw storageErrors.invalidRequest('body/search must be string');

  const sortBy = (input.sortBy ?? {}) as Record<string, unknown>;
  const column = sortBy.column ?? 'name';
  const order = String(sortBy.order ?? 'asc').toLowerCase();
  if (!SORT_COLUMNS.includes(column as SortColumn)) {
    throw storageErrors.invalidRequest(`body/sortBy/column must be one of ${SORT_COLUMNS.join(', ')}`);
  }
  if (order !== 'asc' && order !== 'desc')
    throw storageErrors.invalidRequest('body/sortBy/order must be asc or desc');

  const prefix = input.prefix.replace(/^\/+/, '');
  return {
    // Storage treats the prefix as a folder
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    search,
    limit: limit as number,
    offset: offset as number,
    sortBy: { column: column as SortColumn, order },
  };
}

/** One level of the folder tree under `options.prefix`, filtered, sorted and paged like Storage's search(). */
export function buildListing(objects: StoredObject[], options: ListOptions): ListEntry[] {
  const search = options.search.toLowerCase();
  const folders = new Set<string>();
  const entries: ListEntry[] = [];
  for (const object of objects) {
    if (!object.name.startsWith(options.prefix)) continue;
    const rest = object.name.slice(options.prefix.length);
    if (!rest.toLowerCase().startsWith(search)) continue;
    const slash = rest.indexOf('/');
    if (slash === -1) {
      entries.push({
        name: rest,
        id: object.id,
        updated_at: object.updated_at,
        created_at: object.created_at,
        last_accessed_at: object.last_accessed_at,
        metadata: object.metadata,
      });
    } else if (!folders.has(rest.slice(0, slash))) {
      const name = rest.slice(0, slash);
      folders.add(name);
      entries.push({
        name,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    }
  }
  const { column, order } = options.sortBy;
  entries.sort((a, b) => compareEntries(a, b, column, order));
  return entries.slice(options.offset, options.offset + options.limit);
}

// As in SQL: nulls (folders' dates) sort last ascending and first descending; ties by name.
function compareEntries(a: ListEntry, b: ListEntry, column: SortColumn, order: 'asc' | 'desc'): number {
  const sign = order === 'asc' ? 1 : -1;
  const x = column === 'name' ? a.name : a[column]?.getTime();
  const y = column === 'name' ? b.name : b[column]?.getTime();
  if (x === y || (x === undefined && y === undefined)) return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  if (x === undefined) return sign;
  if (y === undefined) return -sign;
  return (x < y ? -1 : 1) * sign;
}
