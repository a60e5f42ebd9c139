// `select=`: columns, aliases and embedded resources (`alias:rel(...)`).

import { NotSupportedError } from '#local/not-supported.ts';
import type { SelectItem } from './query-ast.ts';
import { Cursor, expectFieldName } from './query-cursor.ts';

// Deeper embedding is never useful and very deep SQL nesting can exhaust the database's stack.
const MAX_EMBED_DEPTH = 16;

export function parseSelect(input: string): SelectItem[] {
  const c = new Cursor(input, 'select parameter');
  const items = readSelectList(c, 0);
  if (!c.done) c.fail('",", "(" or end of input');
  return items;
}

function readSelectList(c: Cursor, depth: number): SelectItem[] {
  if (depth > MAX_EMBED_DEPTH) c.failWith(`embedding nested deeper than ${MAX_EMBED_DEPTH} levels`);
  const items: SelectItem[] = [];
  do items.push(readSelectItem(c, depth));
  while (c.eat(','));
  return items;
}

function readSelectItem(c: Cursor, depth: number): SelectItem {
  c.skipSpaces();
  if (c.startsWith('...')) throw new NotSupportedError('Spread embeds (...)');
  if (c.eat('*')) return end(c, { kind: 'column', name: '*' });
  let alias: string | undefined;
  let name = expectFieldName(c);
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos += 1;
    alias = name;
    c.skipSpaces();
    name = expectFieldName(c);
  }
  const named = alias === undefined ? {} : { alias };
  if (c.eat('!')) {
    const hint = expectFieldName(c);
    throw new NotSupportedError(
      hint === 'inner' ? 'Inner-join embeds (!inner)' : `Embedding hints (!${hint})`,
    );
  }
  if (c.startsWith('->')) throw new NotSupportedError('JSON paths (->, ->>)');
  if (c.startsWith('::')) throw new NotSupportedError('Casts (::type)');
  if (!c.eat('(')) return end(c, { kind: 'column', name, ...named });
  const children = readSelectList(c, depth + 1);
  if (!c.eat(')')) c.fail('",", ")"');
  return end(c, { kind: 'embed', relation: name, ...named, children });
}

function end(c: Cursor, item: SelectItem): SelectItem {
  c.skipSpaces();
  if (!c.done && c.peek() !== ',' && c.peek() !== ')') c.fail('"->>", "->", "::", ")", "," or end of input');
  return item;
}
