// PostgREST's error answers: the JSON shape {code, details, hint, message} and the HTTP status
// it gives each PGRST code and SQLSTATE (PostgREST's Error.hs, "HTTP status codes" in its docs).

export interface RestErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

export class RestError extends Error {
  readonly status: number;
  readonly body: RestErrorBody;
  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.body = { code, details, hint, message };
  }
}

const SEE_THE_DOC = 'docs/local-stand-in.md lists what the stand-in supports.';

/** The 501 a NotSupportedError is answered with: PostgREST's error shape, naming the feature. */
export function notSupported(message: string): RestError {
  return new RestError(501, 'LOCAL501', message, null, SEE_THE_DOC);
}

export function invalidBody(message = 'Empty or invalid json'): RestError {
  return new RestError(400, 'PGRST102', message);
}

export function tableNotFound(table: string): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
}

/** What Postgres says for an unknown column; PostgREST passes it through (42703, 400). */
export function columnDoesNotExist(tableAlias: string, column: string): RestError {
  return new RestError(400, '42703', `column ${tableAlias}.${column} does not exist`);
}

/** Unknown column in an insert/update payload or `columns`. */
export function payloadColumnNotFound(table: string, column: string): RestError {
  const message = `Could not find the '${column}' column of '${table}' in the schema cache`;
  return new RestError(400, 'PGRST204', message);
}

export function singularityError(rows: number): RestError {
  const message = 'Cannot coerce the result to a single JSON object';
  return new RestError(406, 'PGRST116', message, `The result contains ${rows} rows`);
}

/** Maps a Postgres error to PostgREST's answer; `authed` is false for the anon role. */
export function restErrorFromPg(error: unknown, authed: boolean): RestError | null {
  if (!(error instanceof Error)) return null;
  const { code, detail, hint } = error as Error & { code?: unknown; detail?: string; hint?: string };
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  return new RestError(
    pgStatus(code, error.message, authed),
    code,
    error.message,
    detail ?? null,
    hint ?? null,
  );
}

const EXACT_STATUS: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  P0001: 400,
  '42P01': 404,
  '42P17': 500,
  '53400': 500,
  '57P01': 503,
};
const CLASS_STATUS: Record<string, number> = { '08': 503, '53': 503, '0L': 403, '0P': 403, '28': 403 };
// the classes PostgREST answers with 500, unless named above
const SERVER_CLASSES = '09 25 2D 38 39 3B 40 54 55 57 58 F0 HV P0 XX'.split(' ');

/** PostgREST's mapSQLtoHTTP. */
function pgStatus(code: string, message: string, authed: boolean): number {
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return /^role .*does not exist$/.test(message) ? 401 : 400;
  if (code === '42883') return 404;
  if (code === '42501') return authed ? 403 : 401;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return status >= 100 && status <= 599 ? status : 500;
  }
  const codeClass = code.slice(0, 2);
  return EXACT_STATUS[code] ?? CLASS_STATUS[codeClass] ?? (SERVER_CLASSES.includes(codeClass) ? 500 : 400);
}
