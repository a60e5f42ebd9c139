// Filters (`col=not.in.(a,"b,c")`) and and/or trees (`or=(a.eq.1,and(b.gt.2,c.is.null))`).

import type { EmbedPath, FieldRef, Filter, LogicTree, Operation } from './parse-query.ts';
import { Cursor, expectFieldName, readField, readJsonPath, readQuoted } from './query-cursor.ts';

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

export const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export type FtsOperator = (typeof FTS_OPERATORS)[number];

const QUANTIFIABLE = new Set(['eq', 'like', 'ilike', 'gt', 'gte', 'lt', 'lte', 'match', 'imatch']);

export function hasOperator(value: string): boolean {
  const parts = value.split('.');
  const first = parts[0] ?? '';
  if (first === 'not') return parts.length >= 2;
  if (first === 'is' || first === 'in') return true;
  return isSimpleOperator(first) || quantified(first) !== null || isFtsOperator(first);
}

export function hasFtsOperator(value: string): boolean {
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
// filters: `key=op.value` where key is `embed.path.column->json`

export function parseEmbedPath(key: string): EmbedPath {
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

export function parseFilterParam(key: string, value: string): { path: EmbedPath; filter: Filter } {
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

export function parseLogicParam(key: string, value: string): { path: EmbedPath; tree: LogicTree } {
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
