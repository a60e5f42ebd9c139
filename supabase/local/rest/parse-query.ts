// The PostgREST query-string grammar the stand-in supports (select, filters, order, limit,
// columns), parsed into the plain data of query-ast.ts. Pure: no catalog, no SQL. Follows
// PostgREST's own parser (ApiRequest/QueryParams.hs) so odd inputs are refused as it refuses them.

import { NotSupportedError } from '#local/not-supported.ts';
import { RestError } from './errors.ts';
import { parseFilter } from './parse-filter.ts';
import { parseOrder } from './parse-order.ts';
import { parseSelect } from './parse-select.ts';
import type { ParsedQuery } from './query-ast.ts';
import { Cursor, expectFieldName } from './query-cursor.ts';

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const columns = params.get('columns');
  const query: ParsedQuery = {
    select: parseSelect(params.get('select') ?? '*'),
    filters: [],
    order: [],
    ...(columns === null ? {} : { columns: parseColumnList(columns) }),
    empty: [...params.keys()].every((key) => key === 'apikey'),
  };
  for (const [key, value] of params) {
    // `apikey` is the key itself when a client cannot send headers
    if (key === 'select' || key === 'columns' || key === 'apikey') continue;
    const lastWord = key.split('.').at(-1) ?? '';
    if (lastWord === 'and' || lastWord === 'or') throw new NotSupportedError('and/or filters');
    if (key === 'on_conflict') throw new NotSupportedError('Upserts (on_conflict)');
    if (['order', 'limit', 'offset'].includes(lastWord) && key !== lastWord) {
      throw new NotSupportedError(`Order, limit and offset of an embedded resource (${key})`);
    }
    // PostgREST ignores a limit or offset that is not an integer
    const number = /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
    if ((key === 'limit' || key === 'offset') && number !== undefined && number < 0) {
      const details = `The ${key} must not be negative.`;
      throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);
    }
    if (key === 'order') query.order.push(...parseOrder(value));
    else if (key === 'limit') query.limit = number;
    else if (key === 'offset') {
      if (number !== 0 && number !== undefined) throw new NotSupportedError('Offsets (range)');
    } else query.filters.push(parseFilter(key, value));
  }
  return query;
}

/** `columns`: names, quoted or not, separated by commas. */
function parseColumnList(input: string): string[] {
  const c = new Cursor(input, 'columns parameter');
  const names: string[] = [];
  do {
    c.skipSpaces();
    names.push(expectFieldName(c));
    c.skipSpaces();
  } while (c.eat(','));
  if (!c.done) c.fail('",", or end of input');
  return names;
}
