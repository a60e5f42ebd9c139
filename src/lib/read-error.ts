// What a failed read of the public data keeps of the answer, so that the build can say why it
// failed (read-failure.ts) instead of only that it did.

/** What postgrest-js resolves a request with. */
export interface PostgrestAnswer<T> {
  data: T | null;
  error: { message: string; code?: string | null; details?: string | null } | null;
  /** The HTTP status; 0 when no answer came (postgrest-js's own network failure). */
  status: number;
}

/** A read that failed: the table read, the HTTP status and PostgREST's code and details. */
export class ReadError extends Error {
  override name = 'ReadError';
  readonly table: string;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  /** PostgREST's or Postgres's error code; '' when none. */
  readonly code: string;
  readonly details: string;
  /** The project answered, but not with what the Data API answers (not JSON, not the shape). */
  readonly malformed: boolean;

  constructor(
    message: string,
    answer: { table: string; status: number; code: string; details: string; malformed: boolean },
  ) {
    super(message);
    ({
      table: this.table,
      status: this.status,
      code: this.code,
      details: this.details,
      malformed: this.malformed,
    } = answer);
  }
}

/** The ReadError of an answer that carries an error. */
export function failedRead(table: string, { error, status }: PostgrestAnswer<unknown>): ReadError {
  const message = error?.message ?? `answered ${status} without an error`;
  // postgrest-js reports a 2xx body it could not parse as JSON as an error with the body as message
  const malformed = status >= 200 && status < 300;
  return new ReadError(message, {
    table,
    status,
    code: error?.code ?? '',
    details: error?.details ?? '',
    malformed,
  });
}

/** The ReadError of an answer that is JSON but not the shape the read expects. */
export function unexpectedAnswer(table: string, status: number, what: string): ReadError {
  return new ReadError(`unexpected answer: ${what}`, {
    table,
    status,
    code: '',
    details: '',
    malformed: true,
  });
}

/** The rows of a read that answers a list; throws a ReadError when it failed or answered anything else. */
export function rowsOf<T>(table: string, answer: PostgrestAnswer<T[]>): T[] {
  if (answer.error) throw failedRead(table, answer);
  if (!Array.isArray(answer.data)) throw unexpectedAnswer(table, answer.status, 'not a list of rows');
  return answer.data;
}

/** The row (or null) of a read that answers at most one object; throws a ReadError otherwise. */
export function rowOf<Row extends object>(
  table: string,
  answer: PostgrestAnswer<Row>,
  isRow: (value: Partial<Record<string, unknown>>) => boolean,
): Row | null {
  if (answer.error) throw failedRead(table, answer);
  if (answer.data === null) return null;
  if (typeof answer.data !== 'object' || !isRow(answer.data)) {
    throw unexpectedAnswer(table, answer.status, 'not a row of the expected columns');
  }
  return answer.data;
}
