// `select=`: columns, aliases, casts, JSON paths and embedded resources (`alias:rel!hint!inner(...)`,
// `...rel(...)`).

import type { SelectEmbed, SelectItem } from './parse-query.ts';
import { Cursor, expectFieldName, readIdentifier, readJsonPath } from './query-cursor.ts';

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
