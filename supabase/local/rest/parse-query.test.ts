import { describe, expect, it } from 'vitest';
import { parseFilterValue } from './parse-filter.ts';
import { parseOrder } from './parse-order.ts';
import { parseQuery } from './parse-query.ts';
import { parseSelect } from './parse-select.ts';
import { QueryParseError } from './query-cursor.ts';

const query = (text: string) => parseQuery(new URLSearchParams(text));

describe('select', () => {
  it('reads columns, star and plain embedding', () => {
    expect(parseSelect('*,media_versions(*)')).toEqual([
      { kind: 'field', field: { name: '*', json: [] } },
      {
        kind: 'embed',
        relation: 'media_versions',
        spread: false,
        children: [{ kind: 'field', field: { name: '*', json: [] } }],
      },
    ]);
    expect(parseSelect('id,slot_name')).toEqual([
      { kind: 'field', field: { name: 'id', json: [] } },
      { kind: 'field', field: { name: 'slot_name', json: [] } },
    ]);
  });

  it('reads aliases, hints, inner joins, casts, JSON paths and spreads', () => {
    const [versions, renamed, json, spread] = parseSelect(
      'versions:media_versions!slot_id!inner(version_number),name:slot_name::text,data->a->>0,...media_slots(slot_name)',
    );
    expect(versions).toMatchObject({
      kind: 'embed',
      relation: 'media_versions',
      alias: 'versions',
      hint: 'slot_id',
      joinType: 'inner',
    });
    expect(renamed).toEqual({
      kind: 'field',
      field: { name: 'slot_name', json: [] },
      alias: 'name',
      cast: 'text',
    });
    expect(json).toEqual({
      kind: 'field',
      field: {
        name: 'data',
        json: [
          { arrow: '->', key: 'a', index: false },
          { arrow: '->>', key: '0', index: true },
        ],
      },
    });
    expect(spread).toMatchObject({ kind: 'embed', relation: 'media_slots', spread: true });
  });

  it('allows an empty embedding (filter only) and quoted names', () => {
    expect(parseSelect('"my col",media_versions()')).toEqual([
      { kind: 'field', field: { name: 'my col', json: [] } },
      { kind: 'embed', relation: 'media_versions', spread: false, children: [] },
    ]);
  });

  it('refuses embedding nested deeper than 16 levels', () => {
    const nested = (depth: number) => `${'a('.repeat(depth)}*${')'.repeat(depth)}`;
    expect(() => parseSelect(nested(16))).not.toThrow();
    expect(() => parseSelect(nested(17))).toThrow(
      expect.objectContaining({ details: 'embedding nested deeper than 16 levels' }),
    );
  });

  it('refuses malformed selects with a PGRST100-style message', () => {
    for (const bad of ['id,', 'media_versions(*', 'id!hint', 'a::', '(*)']) {
      expect(() => parseSelect(bad), bad).toThrow(QueryParseError);
    }
    expect(() => parseSelect('id,')).toThrow('"failed to parse select parameter (id,)" (line 1, column 4)');
  });
});

describe('filters', () => {
  it('reads every operator with its value kept verbatim', () => {
    for (const op of [
      'eq',
      'neq',
      'gt',
      'gte',
      'lt',
      'lte',
      'like',
      'ilike',
      'match',
      'imatch',
      'cs',
      'cd',
      'ov',
    ]) {
      expect(parseFilterValue(`${op}.a.b`)).toEqual({
        negate: false,
        operation: { kind: 'op', op, value: 'a.b' },
      });
    }
    expect(parseFilterValue('like.gallery.before_after.%')).toEqual({
      negate: false,
      operation: { kind: 'op', op: 'like', value: 'gallery.before_after.%' },
    });
  });

  it('reads is, in with quoted values, not, quantifiers and full-text search', () => {
    expect(parseFilterValue('is.NULL')).toEqual({ negate: false, operation: { kind: 'is', value: 'null' } });
    expect(parseFilterValue('not.is.true')).toEqual({
      negate: true,
      operation: { kind: 'is', value: 'true' },
    });
    expect(parseFilterValue('in.(1,"a,b","say \\"hi\\"",x y)')).toEqual({
      negate: false,
      operation: { kind: 'in', values: ['1', 'a,b', 'say "hi"', 'x y'] },
    });
    expect(parseFilterValue('not.in.()')).toEqual({ negate: true, operation: { kind: 'in', values: [] } });
    expect(parseFilterValue('like(any).{a*,b*}')).toEqual({
      negate: false,
      operation: { kind: 'op', op: 'like', quantifier: 'any', value: '{a*,b*}' },
    });
    expect(parseFilterValue('fts(portuguese).sofá')).toEqual({
      negate: false,
      operation: { kind: 'fts', op: 'fts', config: 'portuguese', value: 'sofá' },
    });
  });

  it('tells filters from RPC arguments and reads embed paths', () => {
    const parsed = query(
      'slot_name=eq.a&media_versions.version_number=gt.1&p_slot_name=servico&is_active=is.true',
    );
    expect(parsed.filters).toEqual([
      {
        path: [],
        filter: {
          field: { name: 'slot_name', json: [] },
          negate: false,
          operation: { kind: 'op', op: 'eq', value: 'a' },
        },
      },
      {
        path: ['media_versions'],
        filter: {
          field: { name: 'version_number', json: [] },
          negate: false,
          operation: { kind: 'op', op: 'gt', value: '1' },
        },
      },
      {
        path: [],
        filter: {
          field: { name: 'is_active', json: [] },
          negate: false,
          operation: { kind: 'is', value: 'true' },
        },
      },
    ]);
    expect(parsed.rpcParams).toEqual([['p_slot_name', 'servico']]);
  });

  it('refuses malformed filters', () => {
    expect(() => query('id=eq')).toThrow(QueryParseError);
    expect(() => query('id=in.1,2')).toThrow('"failed to parse filter (in.1,2)" (line 1, column 4)');
    expect(() => query('id=is.maybe')).toThrow(QueryParseError);
    expect(() => query('a.id=nope.1')).toThrow(
      expect.objectContaining({ details: 'unknown single value operator nope' }),
    );
  });
});

describe('or / and', () => {
  it('reads flat and nested trees', () => {
    const parsed = query('or=(is_active.eq.true,and(video_key.like.hero*,not.or(a.is.null,b.in.(1,2))))');
    expect(parsed.logic).toEqual([
      {
        path: [],
        tree: {
          kind: 'logic',
          op: 'or',
          negate: false,
          children: [
            {
              kind: 'filter',
              filter: {
                field: { name: 'is_active', json: [] },
                negate: false,
                operation: { kind: 'op', op: 'eq', value: 'true' },
              },
            },
            {
              kind: 'logic',
              op: 'and',
              negate: false,
              children: [
                {
                  kind: 'filter',
                  filter: {
                    field: { name: 'video_key', json: [] },
                    negate: false,
                    operation: { kind: 'op', op: 'like', value: 'hero*' },
                  },
                },
                {
                  kind: 'logic',
                  op: 'or',
                  negate: true,
                  children: [
                    {
                      kind: 'filter',
                      filter: {
                        field: { name: 'a', json: [] },
                        negate: false,
                        operation: { kind: 'is', value: 'null' },
                      },
                    },
                    {
                      kind: 'filter',
                      filter: {
                        field: { name: 'b', json: [] },
                        negate: false,
                        operation: { kind: 'in', values: ['1', '2'] },
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    ]);
  });

  it('reads quoted values, negated keys and embed paths', () => {
    const parsed = query('media_versions.not.and=(caption.eq."a,b",width.gt.3)');
    expect(parsed.logic[0]?.path).toEqual(['media_versions']);
    expect(parsed.logic[0]?.tree).toMatchObject({ op: 'and', negate: true });
    expect(parsed.logic[0]?.tree).toMatchObject({
      children: [{ filter: { operation: { value: 'a,b' } } }, {}],
    });
  });

  it('refuses trees nested deeper than 64 levels', () => {
    const nested = (depth: number) => `or=(${'and('.repeat(depth)}a.is.null${')'.repeat(depth)})`;
    expect(() => query(nested(64))).not.toThrow();
    expect(() => query(nested(65))).toThrow(QueryParseError);
  });

  it('refuses malformed trees', () => {
    for (const bad of ['or=()', 'or=(a.eq.1', 'or=a.eq.1', 'or=(a.eq.1,xor(b.eq.2))', 'or=(a)']) {
      expect(() => query(bad), bad).toThrow(QueryParseError);
    }
  });
});

describe('order, range, columns, on_conflict', () => {
  it('reads directions and null placement on several columns', () => {
    expect(
      parseOrder('updated_at.desc,slot_name,id.asc.nullsfirst,title.nullslast,media_slots(slot_name).desc'),
    ).toEqual([
      { field: { name: 'updated_at', json: [] }, direction: 'desc' },
      { field: { name: 'slot_name', json: [] } },
      { field: { name: 'id', json: [] }, direction: 'asc', nulls: 'first' },
      { field: { name: 'title', json: [] }, nulls: 'last' },
      { relation: 'media_slots', field: { name: 'slot_name', json: [] }, direction: 'desc' },
    ]);
    for (const bad of ['id.ac', 'id.descc', 'id.asc.nlsfst', 'id,', 'a(b']) {
      expect(() => parseOrder(bad), bad).toThrow(QueryParseError);
    }
  });

  it('reads limit and offset per level, ignoring non-integers as PostgREST does', () => {
    expect(query('limit=10&offset=20&media_versions.limit=1&media_versions.order=id.desc').ranges).toEqual([
      { path: [], limit: 10, offset: 20 },
      { path: ['media_versions'], limit: 1 },
    ]);
    expect(query('limit=ten').ranges).toEqual([{ path: [], limit: undefined }]);
  });

  it('reads columns and on_conflict lists, quoted or not', () => {
    const parsed = query('columns="video_key","video_name"&on_conflict=video_key');
    expect(parsed.columns).toEqual(['video_key', 'video_name']);
    expect(parsed.onConflict).toEqual(['video_key']);
    expect(() => query('columns=a,,b')).toThrow(QueryParseError);
  });
});
