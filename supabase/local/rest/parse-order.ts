// `order=col.desc.nullslast,other,rel(col).asc`

import type { OrderTerm } from './parse-query.ts';
import { Cursor, readField, readFieldName } from './query-cursor.ts';

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
