import { describe, expect, it } from 'vitest';
import { FilterSyntaxError, filterSql, parseFilter } from './filters.ts';

describe('parseFilter', () => {
  it('reads column=operator.value', () => {
    expect(parseFilter('video_key=eq.hero-main')).toEqual([
      { column: 'video_key', negated: false, operator: 'eq', values: ['hero-main'] },
    ]);
  });

  it('keeps dots in the value', () => {
    expect(parseFilter('slot_name=eq.global.logo')[0]?.values).toEqual(['global.logo']);
  });

  it('reads in lists with PostgREST quoting, negation and several conditions', () => {
    expect(parseFilter('section=not.in.(home,"a,b","q\\"t"),is_published=is.true')).toEqual([
      { column: 'section', negated: true, operator: 'in', values: ['home', 'a,b', 'q"t'] },
      { column: 'is_published', negated: false, operator: 'is', values: ['true'] },
    ]);
  });

  it.each([
    'video_key',
    'video_key=eq',
    '=eq.x',
    'video_key=nope.x',
    'a=in.x',
    'a=in.()',
    'a=is.maybe',
    'a=eq."x',
  ])('refuses %s', (filter) => {
    expect(() => parseFilter(filter)).toThrow(FilterSyntaxError);
  });
});

describe('filterSql', () => {
  it('binds every value and treats NULL as no match', () => {
    expect(filterSql(parseFilter('a=eq.1,b=in.(x,y),c=not.like.%z'), 2)).toEqual({
      sql: 'coalesce(r."a" = $2, false) and coalesce(r."b" in ($3, $4), false) and coalesce(not (r."c"::text like $5), false)',
      params: ['1', 'x', 'y', '%z'],
    });
  });

  it('writes is checks as keywords, never as values', () => {
    expect(filterSql(parseFilter('a=is.null'), 1)).toEqual({
      sql: 'coalesce(r."a" is null, false)',
      params: [],
    });
  });
});
