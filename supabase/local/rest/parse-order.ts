// `order=col.desc.nullslast,other`

import { NotSupportedError } from '#local/not-supported.ts';
import type { OrderTerm } from './query-ast.ts';
import { Cursor, expectColumn } from './query-cursor.ts';

export function parseOrder(input: string): OrderTerm[] {
  const c = new Cursor(input, 'order');
  const terms: OrderTerm[] = [];
  do terms.push(readOrderTerm(c));
  while (c.eat(','));
  if (!c.done) c.fail('"," or end of input');
  return terms;
}

function readOrderTerm(c: Cursor): OrderTerm {
  const term: OrderTerm = { column: expectColumn(c) };
  if (c.peek() === '(') throw new NotSupportedError("Ordering by an embedded resource's column (rel(col))");
  if (c.eat('.')) {
    const direction = /^(asc|desc)/.exec(c.rest);
    if (direction) {
      term.direction = direction[1] as 'asc' | 'desc';
      c.pos += direction[0].length;
    }
    if (!direction || c.eat('.')) {
      const nulls = /^nulls(first|last)/.exec(c.rest);
      if (!nulls)
        c.fail(direction ? '"nullsfirst" or "nullslast"' : '"asc", "desc", "nullsfirst" or "nullslast"');
      term.nulls = nulls[1] as 'first' | 'last';
      c.pos += nulls[0].length;
    }
  }
  c.skipSpaces();
  if (!c.done && c.peek() !== ',')
    c.fail(term.nulls ? '"," or end of input' : 'delimiter (.), "," or end of input');
  return term;
}
