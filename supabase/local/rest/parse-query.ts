// The PostgREST query-string grammar (select, filters, and/or, order, limit/offset, columns,
// on_conflict), parsed into plain data. Pure: no catalog, no SQL. Follows PostgREST's own
// parser (ApiRequest/QueryParams.hs) closely so odd inputs are accepted or refused as it does.

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

export const SIMPLE_OPERATORS = [
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
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'isdistinct',
] as const;
export type SimpleOperator = (typeof SIMPLE_OPERATORS)[number];

const QUANTIFIABLE = new Set(['eq', 'like', 'ilike', 'gt', 'gte', 'lt', 'lte', 'match', 'imatch']);
const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export type FtsOperator = (typeof FTS_OPERATORS)[number];

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
export class QueryParseError extends Error {
  readonly details: string;
  constructor(message: string, details: string) {
    super(message);
    this.details = details;
  }
}

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

function hasOperator(value: string): boolean {
  const parts = value.split('.');
  const first = parts[0] ?? '';
  if (first === 'not') return parts.length >= 2;
  if (first === 'is' || first === 'in') return true;
  return isSimpleOperator(first) || quantified(first) !== null || isFtsOperator(first);
}

function hasFtsOperator(value: string): boolean {
  const parts = value.split('(');
  return parts.length >= 2 && isFtsOperator(parts[0] ?? '');
}

function isSimpleOperator(word: string): word is SimpleOperator {
  return (SIMPLE_OPERATORS as readonly string[]).includes(word);
}

function isFtsOperator(word: string): word is FtsOperator {
  return (FTS_OPERATORS as readonly string[]).includes(word);
}

function quantified(word: string): { op: SimpleOperator; quantifier: 'any' | 'all' } | null {
  const match = /^([a-z]+)\((any|all)\)$/.exec(word);
  if (!match || !QUANTIFIABLE.has(match[1] ?? '')) return null;
  return { op: match[1] as SimpleOperator, quantifier: match[2] as 'any' | 'all' };
}

// ---------------------------------------------------------------------------------------------
// A small cursor over one parameter value, reporting errors the way Parsec does:
// message `"failed to parse <what> (<input>)" (line 1, column N)`, details `unexpected ... expecting ...`.

class Cursor {
  readonly input: string;
  readonly what: string;
  pos = 0;
  constructor(input: string, what: string) {
    this.input = input;
    this.what = what;
  }
  get done(): boolean {
    return this.pos >= this.input.length;
  }
  peek(offset = 0): string {
    return this.input[this.pos + offset] ?? '';
  }
  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }
  eat(text: string): boolean {
    if (!this.startsWith(text)) return false;
    this.pos += text.length;
    return true;
  }
  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }
  fail(expecting: string, at = this.pos): never {
    const unexpected = at >= this.input.length ? 'end of input' : `"${this.input[at]}"`;
    throw new QueryParseError(
      `"failed to parse ${this.what} (${this.input})" (line 1, column ${at + 1})`,
      `unexpected ${unexpected} expecting ${expecting}`,
    );
  }
  failWith(details: string, at = this.pos): never {
    throw new QueryParseError(
      `"failed to parse ${this.what} (${this.input})" (line 1, column ${at + 1})`,
      details,
    );
  }
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

function readIdentifier(c: Cursor): string | null {
  const start = c.pos;
  while (!c.done && IDENTIFIER_CHAR.test(c.peek())) c.pos += 1;
  if (c.pos === start) return null;
  return c.input.slice(start, c.pos).trim();
}

function readQuoted(c: Cursor): string | null {
  if (c.peek() !== '"') return null;
  const start = c.pos;
  c.pos += 1;
  let text = '';
  while (!c.done && c.peek() !== '"') {
    if (c.peek() === '\\' && c.pos + 1 < c.input.length) c.pos += 1;
    text += c.peek();
    c.pos += 1;
  }
  if (c.peek() !== '"') {
    c.pos = start;
    return null;
  }
  c.pos += 1;
  return text;
}

/** A field name: "quoted" or identifier parts joined by dashes (a dash not starting `->`). */
function readFieldName(c: Cursor): string | null {
  const quoted = readQuoted(c);
  if (quoted !== null) return quoted;
  const parts: string[] = [];
  const first = readIdentifier(c);
  if (first === null) return null;
  parts.push(first);
  while (c.peek() === '-' && c.peek(1) !== '>') {
    const save = c.pos;
    c.pos += 1;
    const next = readIdentifier(c);
    if (next === null) {
      c.pos = save;
      break;
    }
    parts.push(next);
  }
  return parts.join('-');
}

function expectFieldName(c: Cursor): string {
  const name = readFieldName(c);
  if (name === null) c.fail('field name (* or [a..z0..9_$])');
  return name;
}

function readJsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    let arrow: JsonStep['arrow'];
    if (c.startsWith('->>')) arrow = '->>';
    else if (c.startsWith('->')) arrow = '->';
    else return steps;
    c.pos += arrow.length;
    const index = /^-?\d+(?=->|::|\.|,|\)|$)/.exec(c.input.slice(c.pos));
    if (index) {
      c.pos += index[0].length;
      steps.push({ arrow, key: index[0], index: true });
      continue;
    }
    steps.push({ arrow, key: expectFieldName(c), index: false });
  }
}

function readField(c: Cursor): FieldRef {
  c.skipSpaces();
  const name = expectFieldName(c);
  const json = readJsonPath(c);
  c.skipSpaces();
  return { name, json };
}

// ---------------------------------------------------------------------------------------------
// select

// Deeper embedding is never useful and very deep SQL nesting can exhaust the database's stack.
const MAX_EMBED_DEPTH = 16;

export function parseSelect(input: string): SelectItem[] {
  const c = new Cursor(input, 'select parameter');
  const items = readSelectForest(c, 0);
  if (!c.done) c.fail('",", "(" or end of input');
  return items;
}

function readSelectForest(c: Cursor, depth: number): SelectItem[] {
  const items: SelectItem[] = [];
  c.skipSpaces();
  // an empty embed `rel()` is allowed: it filters without adding a key
  if (depth > 0 && c.peek() === ')') return items;
  if (depth > MAX_EMBED_DEPTH) c.failWith(`embedding nested deeper than ${MAX_EMBED_DEPTH} levels`);
  for (;;) {
    items.push(readSelectItem(c, depth));
    c.skipSpaces();
    if (!c.eat(',')) return items;
    c.skipSpaces();
  }
}

function readSelectItem(c: Cursor, depth: number): SelectItem {
  c.skipSpaces();
  if (c.eat('...')) {
    const relation = expectFieldName(c);
    const params = readEmbedParams(c);
    return readEmbedBody(c, { kind: 'embed', relation, ...params, spread: true, children: [] }, depth);
  }
  if (c.eat('*')) {
    c.skipSpaces();
    expectItemEnd(c);
    return { kind: 'field', field: { name: '*', json: [] } };
  }
  const start = c.pos;
  let alias: string | undefined;
  const first = expectFieldName(c);
  let name = first;
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos += 1;
    alias = first;
    c.skipSpaces();
    if (c.eat('*')) c.fail('field name (* or [a..z0..9_$])', c.pos - 1);
    name = expectFieldName(c);
  }
  if (c.peek() === '!' || c.peek() === '(') {
    const params = readEmbedParams(c);
    if (c.peek() !== '(') c.fail('"("');
    return readEmbedBody(
      c,
      { kind: 'embed', relation: name, alias, ...params, spread: false, children: [] },
      depth,
    );
  }
  const json = readJsonPath(c);
  let cast: string | undefined;
  if (c.eat('::')) {
    const type = readIdentifier(c);
    if (type === null) c.fail('letter or digit');
    cast = type;
  }
  c.skipSpaces();
  if (c.pos === start) c.fail('field name (* or [a..z0..9_$])');
  expectItemEnd(c);
  return { kind: 'field', field: { name, json }, alias, cast };
}

function expectItemEnd(c: Cursor): void {
  if (!c.done && c.peek() !== ',' && c.peek() !== ')') c.fail('"->>", "->", "::", ")", "," or end of input');
}

function readEmbedParams(c: Cursor): { hint?: string; joinType?: 'inner' | 'left' } {
  const result: { hint?: string; joinType?: 'inner' | 'left' } = {};
  for (let i = 0; i < 2 && c.peek() === '!'; i += 1) {
    c.pos += 1;
    const word = expectFieldName(c);
    if (word === 'inner' || word === 'left') result.joinType = word;
    else result.hint = word;
  }
  return result;
}

function readEmbedBody(c: Cursor, embed: SelectEmbed, depth: number): SelectEmbed {
  if (!c.eat('(')) c.fail('"("');
  embed.children = readSelectForest(c, depth + 1);
  c.skipSpaces();
  if (!c.eat(')')) c.fail('",", ")"');
  c.skipSpaces();
  return embed;
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

// ---------------------------------------------------------------------------------------------
// filters: `key=op.value` where key is `embed.path.column->json`

function parseEmbedPath(key: string): EmbedPath {
  const c = new Cursor(key, 'tree path');
  const names = [expectFieldName(c)];
  while (c.eat('.')) names.push(expectFieldName(c));
  return names.slice(0, -1);
}

function parseTreePath(key: string): { path: EmbedPath; field: FieldRef } {
  const c = new Cursor(key, 'tree path');
  const names = [expectFieldName(c)];
  while (c.eat('.')) names.push(expectFieldName(c));
  const json = readJsonPath(c);
  if (!c.done) c.fail('"->>", "->", delimiter (.) or end of input');
  return { path: names.slice(0, -1), field: { name: names.at(-1) ?? '', json } };
}

function parseFilterParam(key: string, value: string): { path: EmbedPath; filter: Filter } {
  const { path, field } = parseTreePath(key);
  const c = new Cursor(value, 'filter');
  const { negate, operation } = readOpExpr(c, (cursor) => {
    const rest = cursor.input.slice(cursor.pos);
    cursor.pos = cursor.input.length;
    return rest;
  });
  return { path, filter: { field, negate, operation } };
}

/** Exposed for tests: a single `op.value` expression such as `not.in.(1,2)`. */
export function parseFilterValue(value: string): { negate: boolean; operation: Operation } {
  const { negate, operation } = parseFilterParam('x', value).filter;
  return { negate, operation };
}

type ValueReader = (c: Cursor) => string;

function readOpExpr(c: Cursor, readValue: ValueReader): { negate: boolean; operation: Operation } {
  let negate = false;
  if (c.startsWith('not.')) {
    negate = true;
    c.pos += 4;
  }
  return { negate, operation: readOperation(c, readValue) };
}

function readOperation(c: Cursor, readValue: ValueReader): Operation {
  const start = c.pos;
  if (c.eat('in.')) return { kind: 'in', values: readListValue(c) };
  if (c.eat('is.')) {
    const rest = c.input.slice(c.pos);
    const word = /^(null|unknown|true|false)/i.exec(rest);
    if (!word) c.fail('null or trilean value (unknown, true, false)');
    c.pos += word[0].length;
    return { kind: 'is', value: word[0].toLowerCase() as 'null' | 'true' | 'false' | 'unknown' };
  }
  const fts = /^(fts|plfts|phfts|wfts)(?:\(([\p{L}\p{N}_ $]+)\))?\./u.exec(c.input.slice(c.pos));
  if (fts) {
    c.pos += fts[0].length;
    const config = fts[2]?.trim();
    return { kind: 'fts', op: fts[1] as FtsOperator, ...(config ? { config } : {}), value: readValue(c) };
  }
  const dot = c.input.indexOf('.', c.pos);
  if (dot < 0) c.fail('operator (eq, gt, ...)', c.input.length);
  const word = c.input.slice(c.pos, dot);
  const quant = quantified(word);
  if (!isSimpleOperator(word) && !quant) c.failWith(`unknown single value operator ${word}`, start);
  c.pos = dot + 1;
  if (quant) return { kind: 'op', op: quant.op, quantifier: quant.quantifier, value: readValue(c) };
  return { kind: 'op', op: word as SimpleOperator, value: readValue(c) };
}

/** `(a,"b,c",d)`: a quoted element may hold commas and parentheses; backslash escapes. */
function readListValue(c: Cursor): string[] {
  c.skipSpaces();
  if (!c.eat('(')) c.fail('"("');
  c.skipSpaces();
  const values: string[] = [];
  for (;;) {
    values.push(readListElement(c));
    if (!c.eat(',')) break;
  }
  c.skipSpaces();
  if (!c.eat(')')) c.fail('",", ")"');
  // `in.()` is the empty list, not a list holding an empty string
  return values.length === 1 && values[0] === '' ? [] : values;
}

function readListElement(c: Cursor): string {
  const save = c.pos;
  const quoted = readQuoted(c);
  if (quoted !== null && (c.peek() === ',' || c.peek() === ')')) return quoted;
  c.pos = save;
  const start = c.pos;
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos += 1;
  return c.input.slice(start, c.pos);
}

// ---------------------------------------------------------------------------------------------
// and / or: `or=(a.eq.1,and(b.gt.2,c.is.null),not.or(d.eq.x,e.in.(1,2)))`

function parseLogicParam(key: string, value: string): { path: EmbedPath; tree: LogicTree } {
  const keyCursor = new Cursor(key, 'logic path');
  const names = [expectFieldName(keyCursor)];
  while (keyCursor.eat('.')) names.push(expectFieldName(keyCursor));
  if (!keyCursor.done) keyCursor.fail('delimiter (.) or end of input');
  const op = names.at(-1) as 'and' | 'or';
  const negate = names.slice(0, -1).includes('not');
  const path = names.slice(0, -1).filter((name) => name !== 'not');
  const c = new Cursor(value, 'logic tree');
  const children = readLogicChildren(c, 0);
  if (!c.done) c.fail('end of input');
  return { path, tree: { kind: 'logic', op, negate, children } };
}

// Far more than any real filter needs; keeps parsing and SQL generation off the stack limit.
const MAX_LOGIC_DEPTH = 64;

/** Parses `(tree,tree,...)`. */
function readLogicChildren(c: Cursor, depth: number): LogicTree[] {
  if (depth > MAX_LOGIC_DEPTH) c.failWith(`and/or nested deeper than ${MAX_LOGIC_DEPTH} levels`);
  c.skipSpaces();
  if (!c.eat('(')) c.fail('"("');
  const children: LogicTree[] = [];
  for (;;) {
    c.skipSpaces();
    children.push(readLogicTree(c, depth));
    c.skipSpaces();
    if (!c.eat(',')) break;
  }
  c.skipSpaces();
  if (!c.eat(')')) c.fail('",", ")"');
  return children;
}

function readLogicTree(c: Cursor, depth: number): LogicTree {
  const nested = /^(not\.)?(and|or)\(/.exec(c.input.slice(c.pos));
  if (nested) {
    c.pos += nested[0].length - 1;
    const children = readLogicChildren(c, depth + 1);
    return { kind: 'logic', op: nested[2] as 'and' | 'or', negate: Boolean(nested[1]), children };
  }
  const start = c.pos;
  const field = readField(c);
  if (!c.eat('.')) {
    c.fail('field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)', start);
  }
  const { negate, operation } = readOpExpr(c, readLogicValue);
  return { kind: 'filter', filter: { field, negate, operation } };
}

/** A value inside and/or: "quoted", a {pg,array}, or text up to the next `,` or `)`. */
function readLogicValue(c: Cursor): string {
  const save = c.pos;
  const quoted = readQuoted(c);
  if (quoted !== null && (c.done || c.peek() === ',' || c.peek() === ')')) return quoted;
  c.pos = save;
  if (c.peek() === '{') {
    const close = c.input.indexOf('}', c.pos);
    const inner = close < 0 ? '' : c.input.slice(c.pos + 1, close);
    if (close >= 0 && !inner.includes('{')) {
      const text = c.input.slice(c.pos, close + 1);
      c.pos = close + 1;
      return text;
    }
  }
  const start = c.pos;
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos += 1;
  return c.input.slice(start, c.pos);
}

// ---------------------------------------------------------------------------------------------
// order: `col.desc.nullslast,other,rel(col).asc`

export function parseOrder(input: string): OrderTerm[] {
  const c = new Cursor(input, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    terms.push(readOrderTerm(c));
    if (!c.eat(',')) break;
  }
  if (!c.done) c.fail('"," or end of input');
  return terms;
}

function readOrderTerm(c: Cursor): OrderTerm {
  c.skipSpaces();
  const save = c.pos;
  const term: OrderTerm = { field: { name: '', json: [] } };
  const relation = readFieldName(c);
  if (relation !== null && c.peek() === '(') {
    c.pos += 1;
    term.relation = relation;
    term.field = readField(c);
    if (!c.eat(')')) c.fail('")"');
  } else {
    c.pos = save;
    term.field = readField(c);
  }
  if (c.peek() === '.') {
    const rest = c.input.slice(c.pos + 1);
    const direction = /^(asc|desc)/.exec(rest);
    const nulls = /^(nullsfirst|nullslast)/.exec(rest);
    if (direction) {
      term.direction = direction[1] as 'asc' | 'desc';
      c.pos += 1 + direction[0].length;
    } else if (nulls) {
      term.nulls = nulls[1] === 'nullsfirst' ? 'first' : 'last';
      c.pos += 1 + nulls[0].length;
    } else {
      c.fail('"asc", "desc", "nullsfirst" or "nullslast"', c.pos + 1);
    }
    if (term.direction && c.peek() === '.') {
      const second = /^(nullsfirst|nullslast)/.exec(c.input.slice(c.pos + 1));
      if (!second) c.fail('"nullsfirst" or "nullslast"', c.pos + 1);
      term.nulls = second[1] === 'nullsfirst' ? 'first' : 'last';
      c.pos += 1 + second[0].length;
    }
  }
  c.skipSpaces();
  if (!c.done && c.peek() !== ',')
    c.fail(term.nulls ? '"," or end of input' : 'delimiter (.), "," or end of input');
  return term;
}
