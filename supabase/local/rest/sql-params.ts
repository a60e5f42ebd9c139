// Bound parameters for one statement: every value from a request goes through here, never
// into the SQL text.

import type { QueryOptions } from '@electric-sql/pglite';
import { quoteIdent, type Transaction } from '#local/database.ts';

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

// PGlite serializes a parameter by the type Postgres infers for it and throws a plain Error for a
// boolean or bytea it cannot read. Passing request text through lets Postgres refuse it with its
// own error (22P02), as it does for PostgREST.
const TEXT_AS_IS: QueryOptions = { serializers: { 16: String, 17: String } };

/** A transaction, or PGlite itself for the stand-in's own reads. */
export type Queryable = Pick<Transaction, 'query'>;

export function runSql<T>(db: Queryable, sql: string, params: SqlParams) {
  return db.query<T>(sql, params.values, TEXT_AS_IS);
}
