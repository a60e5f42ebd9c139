// Bound parameters for one statement: every value from a request goes through here, never
// into the SQL text.

import { quoteIdent } from '../database.ts';

export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and returns its placeholder ($1, $2, ...). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const ident = quoteIdent;

export function qualified(table: string): string {
  return `${ident('public')}.${ident(table)}`;
}
