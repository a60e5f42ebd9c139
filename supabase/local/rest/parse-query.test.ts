import { describe, expect, it } from 'vitest';
import { NotSupportedError } from '#local/not-supported.ts';
import { parseFilter } from './parse-filter.ts';
import { parseOrder } from './parse-order.ts';
import { parseQuery } from './parse-query.ts';
import { parseSelect } from './parse-select.ts';
import { QueryParseError } from './query-cursor.ts';

const query = (text: string) => parseQuery(new URLSearchParams(text));
const filterValue = (value: string) => {
  const { negate, operation } = parseFilter('x', value);
  return { negate, operation };
};
/** The NotSupportedError naming a PostgREST feature the stand-in leaves out (answered 501). */
const notSupported = (feature: string) =>
  expect.objectContaining({ message: `${feature}: not supported by the local stand-in` });

describe('select', () => {
  it('reads columns, star, aliases and nested embedding', () => {
    expect(parseSelect('*, versions:media_versions(version_number,media_slots(*)),name:slot_name')).toEqual([
      { kind: 'column', name: '*' },
      {
        kind: 'embed',
        relation: 'media_versions',
        alias: 'versions',
        children: [
          { kind: 'column', name: 'version_number' },
          { kind: 'embed', relation: 'media_slots', children: [{ kind: 'column', name: '*' }] },
        ],
      },
      { kind: 'column', name: 'slot_name', alias: 'name' },
    ]);
    expect(parseSelect('"my col",a-b')).toEqual([
      { kind: 'column', name: 'my col' },
      { kind: 'column', name: 'a-b' },
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
    for (const bad of ['id,', 'media_versions(*', '(*)', 'id;x', 'rel()']) {
      expect(() => parseSelect(bad), bad).toThrow(QueryParseError);
    }
    expect(() => parseSelect('id,')).toThrow('"failed to parse select parameter (id,)" (line 1, column 4)');
  });

  it('answers casts, JSON paths, spreads, hints and inner joins with the feature they name', () => {
    expect(() => parseSelect('slot_name::text')).toThrow(notSupported('Casts (::type)'));
    expect(() => parseSelect('data->a')).toThrow(notSupported('JSON paths (->, ->>)'));
    expect(() => parseSelect('...media_slots(slot_name)')).toThrow(notSupported('Spread embeds (...)'));
    expect(() => parseSelect('media_versions!slot_id(*)')).toThrow(
      notSupported('Embedding hints (!slot_id)'),
    );
    expect(() => parseSelect('media_versions!inner(*)')).toThrow(notSupported('Inner-join embeds (!inner)'));
  });
});

describe('filters', () => {
  it('reads each supported operator with its value kept verbatim', () => {
    for (const op of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']) {
      expect(filterValue(`${op}.a.b`)).toEqual({
        negate: false,
        operation: { kind: 'op', op, value: 'a.b' },
      });
    }
  });

  it('reads is, in with quoted values, and not', () => {
    expect(filterValue('is.NULL')).toEqual({ negate: false, operation: { kind: 'is', value: 'null' } });
    expect(filterValue('not.is.true')).toEqual({ negate: true, operation: { kind: 'is', value: 'true' } });
    expect(filterValue('in.(1,"a,b","say \\"hi\\"",x y)')).toEqual({
      negate: false,
      operation: { kind: 'in', values: ['1', 'a,b', 'say "hi"', 'x y'] },
    });
    expect(filterValue('not.in.()')).toEqual({ negate: true, operation: { kind: 'in', values: [] } });
  });

  it('reads every other parameter as a filter on a column', () => {
    const parsed = query('slot_name=eq.a&is_active=is.true&apikey=k&limit=3&offset=0&order=slot_name.desc');
    expect(parsed.filters).toEqual([
      { column: 'slot_name', negate: false, operation: { kind: 'op', op: 'eq', value: 'a' } },
      { column: 'is_active', negate: false, operation: { kind: 'is', value: 'true' } },
    ]);
    expect(parsed).toMatchObject({
      limit: 3,
      order: [{ column: 'slot_name', direction: 'desc' }],
      empty: false,
    });
    expect(query('apikey=k').empty).toBe(true);
    expect(query('limit=ten').limit).toBeUndefined();
  });

  it('refuses malformed filters', () => {
    expect(() => query('id=eq')).toThrow(QueryParseError);
    expect(() => query('p_slot_name=servico')).toThrow(QueryParseError);
    expect(() => query('id=-1')).toThrow(QueryParseError);
    expect(() => query('id=in.1,2')).toThrow('"failed to parse filter (in.1,2)" (line 1, column 4)');
    expect(() => query('id=is.maybe')).toThrow(QueryParseError);
    expect(() => query('id=nope.1')).toThrow(
      expect.objectContaining({ details: 'unknown single value operator nope' }),
    );
  });

  it('answers the filters it leaves out with the feature they name', () => {
    expect(() => filterValue('fts(portuguese).sofá')).toThrow(notSupported('Full-text search filters (fts)'));
    expect(() => filterValue('not.wfts.a')).toThrow(notSupported('Full-text search filters (wfts)'));
    expect(() => filterValue('like(any).{a*,b*}')).toThrow(notSupported('Quantified filters (like(any))'));
    for (const op of ['sl', 'adj', 'cs', 'ov', 'match', 'isdistinct']) {
      expect(() => filterValue(`${op}.x`), op).toThrow(notSupported(`The ${op} filter operator`));
    }
    expect(() => query('data->>a=eq.1')).toThrow(notSupported('JSON paths (->, ->>)'));
    expect(() => query('or=(a.eq.1,b.eq.2)')).toThrow(notSupported('and/or filters'));
    expect(() => query('media_versions.not.and=(a.eq.1)')).toThrow(notSupported('and/or filters'));
    expect(() => query('media_versions.version_number=gt.1')).toThrow(
      notSupported('Filters on an embedded resource (rel.column)'),
    );
  });
});

describe('order, limit, offset, columns', () => {
  it('reads directions and null placement on several columns', () => {
    expect(parseOrder('updated_at.desc,slot_name,id.asc.nullsfirst,title.nullslast')).toEqual([
      { column: 'updated_at', direction: 'desc' },
      { column: 'slot_name' },
      { column: 'id', direction: 'asc', nulls: 'first' },
      { column: 'title', nulls: 'last' },
    ]);
    for (const bad of ['id.ac', 'id.descc', 'id.asc.nlsfst', 'id,']) {
      expect(() => parseOrder(bad), bad).toThrow(QueryParseError);
    }
  });

  it('answers what it leaves out with the feature it names, and a negative limit with 416', () => {
    expect(() => parseOrder('media_slots(slot_name).desc')).toThrow(
      notSupported("Ordering by an embedded resource's column (rel(col))"),
    );
    expect(() => query('media_versions.order=id.desc')).toThrow(NotSupportedError);
    expect(() => query('media_versions.limit=1')).toThrow(NotSupportedError);
    expect(() => query('offset=20')).toThrow(notSupported('Offsets (range)'));
    expect(() => query('on_conflict=video_key')).toThrow(notSupported('Upserts (on_conflict)'));
    expect(() => query('limit=-1')).toThrow(expect.objectContaining({ status: 416 }));
  });

  it('reads the columns list, quoted or not', () => {
    expect(query('columns="video_key","video_name"').columns).toEqual(['video_key', 'video_name']);
    expect(() => query('columns=a,,b')).toThrow(QueryParseError);
  });
});
