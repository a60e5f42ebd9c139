// PostgREST's error answers: the JSON shape {code, details, hint, message} and the HTTP status
// it gives each PGRST code and SQLSTATE (PostgREST's Error.hs, "HTTP status codes" in its docs).

export interface RestErrorBody {
  code: string;
  details: string | null | unknown[];
  hint: string | null;
  message: string;
}

export class RestError extends Error {
  readonly status: number;
  readonly body: RestErrorBody;
  readonly headers: Record<string, string> = {};
  constructor(
    status: number,
    code: string,
    message: string,
    details: RestErrorBody['details'] = null,
    hint: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.body = { code, details, hint, message };
  }

  withHeaders(headers: Record<string, string>): this {
    Object.assign(this.headers, headers);
    return this;
  }
}

export function invalidBody(message = 'Empty or invalid json'): RestError {
  return new RestError(400, 'PGRST102', message);
}

export function tableNotFound(table: string, suggestion: string | null): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
  );
}

/** What Postgres says for an unknown column; PostgREST passes it through (42703, 400). */
export function columnDoesNotExist(tableAlias: string, column: string): RestError {
  return new RestError(400, '42703', `column ${tableAlias}.${column} does not exist`);
}

/** Unknown column in an insert/update payload or `columns`. */
export function payloadColumnNotFound(table: string, column: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

export function singularityError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

interface PgErrorLike {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgErrorLike & Error {
  return error instanceof Error && typeof (error as PgErrorLike).code === 'string';
}

/** Maps a Postgres error to PostgREST's answer; `authed` is false for the anon role. */
export function restErrorFromPg(error: unknown, authed: boolean): RestError | null {
  if (!isPgError(error)) return null;
  const code = error.code ?? '';
  if (!/^[0-9A-Z]{5}$/.test(code)) return null;
  return new RestError(
    pgStatus(code, error.message, authed),
    code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}

/** PostgREST's mapSQLtoHTTP. */
export function pgStatus(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
  };
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return /^role .*does not exist$/.test(message) ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42501') return authed ? 403 : 401;
  if (code in exact) return exact[code] ?? 400;
  const prefixes: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  for (const [prefix, status] of prefixes) if (code.startsWith(prefix)) return status;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return status >= 100 && status <= 599 ? status : 500;
  }
  return 400;
}
