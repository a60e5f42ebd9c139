// The character-level reader shared by the query-string parsers, reporting errors as Parsec
// does in PostgREST: message `"failed to parse <what> (<input>)" (line 1, column N)`.

import type { FieldRef, JsonStep } from './parse-query.ts';

export class QueryParseError extends Error {
  readonly details: string;
  constructor(message: string, details: string) {
    super(message);
    this.details = details;
  }
}

export class Cursor {
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

export function readIdentifier(c: Cursor): string | null {
  const start = c.pos;
  while (!c.done && IDENTIFIER_CHAR.test(c.peek())) c.pos += 1;
  if (c.pos === start) return null;
  return c.input.slice(start, c.pos).trim();
}

export function readQuoted(c: Cursor): string | null {
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
export function readFieldName(c: Cursor): string | null {
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

export function expectFieldName(c: Cursor): string {
  const name = readFieldName(c);
  if (name === null) c.fail('field name (* or [a..z0..9_$])');
  return name;
}

export function readJsonPath(c: Cursor): JsonStep[] {
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

export function readField(c: Cursor): FieldRef {
  c.skipSpaces();
  const name = expectFieldName(c);
  const json = readJsonPath(c);
  c.skipSpaces();
  return { name, json };
}
