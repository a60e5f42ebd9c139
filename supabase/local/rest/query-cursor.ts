// The character-level reader shared by the query-string parsers, reporting errors as Parsec
// does in PostgREST: message `"failed to parse <what> (<input>)" (line 1, column N)`.

import { NotSupportedError } from '#local/not-supported.ts';

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
  get rest(): string {
    return this.input.slice(this.pos);
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
    this.failWith(`unexpected ${unexpected} expecting ${expecting}`, at);
  }
  failWith(details: string, at = this.pos): never {
    throw new QueryParseError(
      `"failed to parse ${this.what} (${this.input})" (line 1, column ${at + 1})`,
      details,
    );
  }
}

/** `"text"` with backslash escapes; null (and the cursor unmoved) when there is none. */
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
  if (!c.eat('"')) {
    c.pos = start;
    return null;
  }
  return text;
}

// identifier parts joined by dashes, a dash not starting `->`
const NAME = /^[\p{L}\p{N}_ $]+(?:-(?!>)[\p{L}\p{N}_ $]+)*/u;

/** A name: "quoted", or identifier characters (PostgREST trims the spaces around each part). */
export function expectFieldName(c: Cursor): string {
  const quoted = readQuoted(c);
  if (quoted !== null) return quoted;
  const match = NAME.exec(c.rest);
  if (!match) c.fail('field name (* or [a..z0..9_$])');
  c.pos += match[0].length;
  return match[0]
    .split('-')
    .map((part) => part.trim())
    .join('-');
}

/** A column name, refusing the JSON paths (`->`, `->>`) PostgREST would allow after it. */
export function expectColumn(c: Cursor): string {
  c.skipSpaces();
  const name = expectFieldName(c);
  if (c.startsWith('->')) throw new NotSupportedError('JSON paths (->, ->>)');
  c.skipSpaces();
  return name;
}
