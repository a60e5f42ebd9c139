import { describe, expect, it } from 'vitest';
import { NotSupportedError } from '#local/not-supported.ts';
import { StorageError } from './errors.ts';
import { buildListing, parseListOptions } from './listing.ts';
import type { StoredObject } from './objects.ts';

function object(name: string, minute: number): StoredObject {
  const at = new Date(Date.UTC(2026, 0, 1, 0, minute));
  return {
    id: `id-${name}`,
    bucket_id: 'media',
    name,
    owner: null,
    metadata: null,
    created_at: at,
    updated_at: at,
    last_accessed_at: at,
  };
}

const objects = [object('a/x.png', 3), object('a/b/y.png', 1), object('a/b/z.png', 2), object('a/W.png', 5)];

describe('parseListOptions', () => {
  it('treats the prefix as a folder and applies storage-js defaults', () => {
    expect(parseListOptions({ prefix: 'a' })).toEqual({
      prefix: 'a/',
      search: '',
      limit: 100,
      offset: 0,
      descending: false,
    });
  });

  it.each([
    null,
    [],
    {},
    { prefix: 'a', limit: 0 },
    { prefix: 'a', offset: -1 },
    { prefix: 'a', sortBy: { column: 'name', order: 'up' } },
  ])('refuses %j', (body) => {
    expect(() => parseListOptions(body)).toThrow(StorageError);
  });
});

describe('buildListing', () => {
  it('lists files and one entry per sub-folder, sorted by name', () => {
    const entries = buildListing(objects, parseListOptions({ prefix: 'a' }));
    expect(entries.map((entry) => [entry.name, entry.id])).toEqual([
      ['W.png', 'id-a/W.png'],
      ['b', null],
      ['x.png', 'id-a/x.png'],
    ]);
  });

  it('filters by a case-insensitive search on the name', () => {
    const entries = buildListing(objects, parseListOptions({ prefix: 'a/', search: 'w' }));
    expect(entries.map((entry) => entry.name)).toEqual(['W.png']);
  });

  it('sorts by name either way and pages', () => {
    const desc = buildListing(
      objects,
      parseListOptions({ prefix: 'a', sortBy: { order: 'desc' }, limit: 2, offset: 1 }),
    );
    expect(desc.map((entry) => entry.name)).toEqual(['b', 'W.png']);
  });

  it('answers a sort by any other column with the 501 naming it', () => {
    for (const column of ['created_at', 'updated_at', 'last_accessed_at', 'size']) {
      expect(() => parseListOptions({ prefix: 'a', sortBy: { column } })).toThrow(NotSupportedError);
    }
  });
});
