import { NotSupportedError } from '#local/not-supported.ts';
import { storageErrors } from './errors.ts';
import type { ObjectMetadata, StoredObject } from './objects.ts';

export interface ListOptions {
  /** A folder: '' or ending in '/'. */
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  descending: boolean;
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
  const { limit = 100, offset = 0, search = '' } = input;
  if (!Number.isInteger(limit) || (limit as number) < 1)
    throw storageErrors.invalidRequest('body/limit must be >= 1');
  if (!Number.isInteger(offset) || (offset as number) < 0)
    throw storageErrors.invalidRequest('body/offset must be >= 0');
  if (typeof search !== 'string') throw storageErrors.invalidRequest('body/search must be string');
  const sortBy = (input.sortBy ?? {}) as Record<string, unknown>;
  if ((sortBy.column ?? 'name') !== 'name')
    throw new NotSupportedError('Listing sorted by a date (sortBy.column)');
  const order = String(sortBy.order ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc')
    throw storageErrors.invalidRequest('body/sortBy/order must be asc or desc');

  const prefix = input.prefix.replace(/^\/+/, '');
  return {
    // Storage treats the prefix as a folder
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    search,
    limit: limit as number,
    offset: offset as number,
    descending: order === 'desc',
  };
}

const FOLDER = { id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null };

/** One level of the folder tree under `options.prefix`, filtered, sorted by name and paged like Storage's search(). */
export function buildListing(objects: StoredObject[], options: ListOptions): ListEntry[] {
  const search = options.search.toLowerCase();
  const entries = new Map<string, ListEntry>();
  for (const object of objects) {
    if (!object.name.startsWith(options.prefix)) continue;
    const rest = object.name.slice(options.prefix.length);
    if (!rest.toLowerCase().startsWith(search)) continue;
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    const { id, updated_at, created_at, last_accessed_at, metadata } = slash === -1 ? object : FOLDER;
    const entry = { name, id, updated_at, created_at, last_accessed_at, metadata };
    entries.set(slash === -1 ? name : `${name}/`, entry);
  }
  const sorted = [...entries.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (options.descending) sorted.reverse();
  return sorted.slice(options.offset, options.offset + options.limit);
}
