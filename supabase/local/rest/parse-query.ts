// The PostgREST query-string grammar (select, filters, and/or, order, limit/offset, columns,
// on_conflict), parsed into plain data. Pure: no catalog, no SQL. Follows PostgREST's own
// parser (ApiRequest/QueryParams.hs) closely so odd inputs are accepted or refused as it does.

import {
  hasFtsOperator,
  hasOperator,
  parseEmbedPath,
  parseFilterParam,
  parseLogicParam,
  type FtsOperator,
  type SimpleOperator,
} from './parse-filter.ts';
import { parseOrder } from './parse-order.ts';
import { parseSelect } from './parse-select.ts';
import { Cursor, expectFieldName } from './query-cursor.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  /** A numeric step (array index) rather than an object key. */
  index: boolean;
}

export interface FieldRef {
  name: string;
  json: JsonStep[];
}

export interface SelectField {
  kind: 'field';
  /** name '*' selects every column. */
  field: FieldRef;
  alias?: string;
  cast?: string;
}

export interface SelectEmbed {
  kind: 'embed';
  relation: string;
  alias?: string;
  hint?: string;
  joinType?: 'inner' | 'left';
  spread: boolean;
  children: SelectItem[];
}

export type SelectItem = SelectField | SelectEmbed;

export type Operation =
  | { kind: 'op'; op: SimpleOperator; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: 'null' | 'true' | 'false' | 'unknown' }
  | { kind: 'fts'; op: FtsOperator; config?: string; value: string };

export interface Filter {
  field: FieldRef;
  negate: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: LogicTree[] };

export interface OrderTerm {
  /** Set when ordering by a column of an embedded to-one resource: `clients(name).desc`. */
  relation?: string;
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Embed path: the chain of embedded resource names (or aliases) a parameter applies to. */
export type EmbedPath = string[];

export interface ParsedQuery {
  select: SelectItem[];
  filters: { path: EmbedPath; filter: Filter }[];
  logic: { path: EmbedPath; tree: LogicTree }[];
  order: { path: EmbedPath; terms: OrderTerm[] }[];
  ranges: { path: EmbedPath; limit?: number; offset?: number }[];
  columns?: string[];
  onConflict?: string[];
  /** Parameters that are neither reserved nor filters: the arguments of GET /rpc/<fn>. */
  rpcParams: [string, string][];
}

/** A PGRST100 parse error: `message` names the input and position as PostgREST's does. */

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = { select: [], filters: [], logic: [], order: [], ranges: [], rpcParams: [] };
  const ranges = new Map<string, { path: EmbedPath; limit?: number; offset?: number }>();
  const select = params.get('select');
  query.select = parseSelect(select ?? '*');
  const columns = params.get('columns');
  if (columns !== null) query.columns = parseColumnList(columns, 'columns parameter');
  const onConflict = params.get('on_conflict');
  if (onConflict !== null) query.onConflict = parseColumnList(onConflict, 'on_conflict parameter');

  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const lastWord = key.split('.').at(-1) ?? '';
    if (RESERVED_EMBEDDABLE.has(lastWord)) {
      if (lastWord === 'and' || lastWord === 'or') {
        query.logic.push(parseLogicParam(key, value));
      } else if (lastWord === 'order') {
        query.order.push({ path: parseEmbedPath(key), terms: parseOrder(value) });
      } else {
        const path = parseEmbedPath(key);
        const id = path.join('.');
        const range = ranges.get(id) ?? { path };
        // PostgREST ignores a limit or offset that is not an integer
        const number = /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
        if (lastWord === 'limit') range.limit = number;
        else range.offset = number;
        ranges.set(id, range);
      }
      continue;
    }
    if (key.includes('.') || hasOperator(value) || hasFtsOperator(value)) {
      query.filters.push(parseFilterParam(key, value));
    } else {
      query.rpcParams.push([key, value]);
    }
  }
  query.ranges = [...ranges.values()];
  return query;
}

// ---------------------------------------------------------------------------------------------
// columns, on_conflict

function parseColumnList(input: string, what: string): string[] {
  const c = new Cursor(input, what);
  const names: string[] = [];
  for (;;) {
    c.skipSpaces();
    names.push(expectFieldName(c));
    c.skipSpaces();
    if (!c.eat(',')) break;
  }
  if (!c.done) c.fail('",", or end of input');
  return names;
}
