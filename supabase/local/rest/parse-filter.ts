// A filter `col=not.in.(a,"b,c")`: the grammar of REST's filter parameters and of a Realtime
// postgres_changes filter (realtime/bindings.ts).

import { NotSupportedError } from '#local/not-supported.ts';
import { OPERATORS, type Filter, type Operation, type Operator } from './query-ast.ts';
import { Cursor, expectColumn, readQuoted } from './query-cursor.ts';

// PostgREST's other operators: known, so they are answered 501 rather than as a typo
const LEFT_OUT = ['match', 'imatch', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'isdistinct'];
const FULL_TEXT = ['fts', 'plfts', 'phfts', 'wfts'];

export function parseFilter(key: string, value: string): Filter {
  const keyCursor = new Cursor(key, 'tree path');
  const column = expectColumn(keyCursor);
  if (keyCursor.peek() === '.') throw new NotSupportedError('Filters on an embedded resource (rel.column)');
  if (!keyCursor.done) keyCursor.fail('delimiter (.) or end of input');
  const c = new Cursor(value, 'filter');
  const negate = c.eat('not.');
  return { column, negate, operation: readOperation(c) };
}

function readOperation(c: Cursor): Operation {
  if (c.eat('in.')) return { kind: 'in', values: readList(c) };
  if (c.eat('is.')) {
    const word = /^(null|unknown|true|false)$/i.exec(c.rest);
    if (!word) c.fail('null or trilean value (unknown, true, false)');
    return { kind: 'is', value: word[0].toLowerCase() as 'null' | 'true' | 'false' | 'unknown' };
  }
  const dot = c.input.indexOf('.', c.pos);
  if (dot < 0) c.fail('operator (eq, gt, ...)', c.input.length);
  const word = c.input.slice(c.pos, dot);
  const base = word.replace(/\(.*$/, '');
  if (FULL_TEXT.includes(base)) throw new NotSupportedError(`Full-text search filters (${base})`);
  if (LEFT_OUT.includes(word)) throw new NotSupportedError(`The ${word} filter operator`);
  if (word !== base && (OPERATORS as readonly string[]).includes(base)) {
    throw new NotSupportedError(`Quantified filters (${word})`);
  }
  if (!(OPERATORS as readonly string[]).includes(word)) c.failWith(`unknown single value operator ${word}`);
  return { kind: 'op', op: word as Operator, value: c.input.slice(dot + 1) };
}

/** `(a,"b,c",d)`: a quoted element may hold commas and parentheses; backslash escapes. */
function readList(c: Cursor): string[] {
  c.skipSpaces();
  if (!c.eat('(')) c.fail('"("');
  c.skipSpaces();
  const values: string[] = [];
  do {
    const start = c.pos;
    const quoted = readQuoted(c);
    if (quoted !== null && (c.peek() === ',' || c.peek() === ')')) {
      values.push(quoted);
      continue;
    }
    c.pos = start;
    while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos += 1;
    values.push(c.input.slice(start, c.pos));
  } while (c.eat(','));
  c.skipSpaces();
  if (!c.eat(')')) c.fail('",", ")"');
  if (!c.done) c.fail('end of input');
  // `in.()` is the empty list, not a list holding an empty string
  return values.length === 1 && values[0] === '' ? [] : values;
}
