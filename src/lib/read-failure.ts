// Why a read of the published data failed, in the few kinds that each have their own fix: the
// build names it and stops (scripts/support/home-render-report.ts), the preview records it, and
// /admin tells the owner.
import { ReadError } from './read-error.ts';

type ReadFailureKind =
  /** No answer: DNS, connection refused or reset. */
  | 'unreachable'
  /** 401: the key was refused (wrong, secret, or a disabled legacy key). */
  | 'unauthorized'
  /** 42501: the role has no privilege on the table (a migration lacks its grant). */
  | 'missing-grant'
  /** PGRST205 / 42P01: the table does not exist (migrations not applied). */
  | 'missing-table'
  /** No answer before the deadline. */
  | 'timeout'
  /** An answer that is not the Data API's: not JSON, or not the shape the read expects. */
  | 'malformed'
  /** Any other answer (a 5xx, another error code). */
  | 'failed';

export interface ReadFailure {
  /** The read, by name ("videos", "site revision"). */
  read: string;
  kind: ReadFailureKind;
  /** The table the answer names, else the one read; null when unknown. */
  table: string | null;
  /** The HTTP status; null when no answer came. */
  status: number | null;
  /** PostgREST's or Postgres's error code; null when none. */
  code: string | null;
  /** What the answer or the network said, on one short line. */
  detail: string;
}

const MAX_DETAIL = 200;
const PERMISSION_DENIED =
  /permission denied for (?:table|view|relation|sequence|function|schema) "?([\w.]+)"?/i;
const UNKNOWN_TABLE = /(?:table|relation) '?"?(?:public\.)?([\w]+)'?"?/i;

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_DETAIL ? `${line.slice(0, MAX_DETAIL - 1)}…` : line;
}

/** The network's own reason ("connect ECONNREFUSED 127.0.0.1:9"), from postgrest-js's details. */
function networkCause(error: ReadError): string {
  const cause = /Caused by: (?:\w*Error: )?([^\n]+)/.exec(error.details)?.[1];
  return oneLine(cause ?? error.message);
}

const isAbort = (text: string) => /\b(AbortError|TimeoutError)\b/.test(text);

/**
 * Classifies the failure of one read. `error` is what the read threw, or undefined when it gave
 * no answer at all (cancelled); `timedOut` says whether the deadline had passed by then.
 */
export function classifyReadFailure(read: string, error: unknown, timedOut: boolean): ReadFailure {
  const failure = (
    kind: ReadFailureKind,
    detail: string,
    fields: Partial<Pick<ReadFailure, 'table' | 'status' | 'code'>> = {},
  ): ReadFailure => ({
    read,
    kind,
    table: fields.table ?? null,
    status: fields.status ?? null,
    code: fields.code || null,
    detail: oneLine(detail),
  });

  if (error === undefined || error === null) {
    return failure(timedOut ? 'timeout' : 'failed', timedOut ? 'no answer in time' : 'no answer');
  }
  if (!(error instanceof ReadError)) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return failure(timedOut && isAbort(message) ? 'timeout' : 'failed', message);
  }

  const { table, status, code } = error;
  if (status === 0) {
    if (isAbort(error.message)) return failure(timedOut ? 'timeout' : 'failed', error.message, { table });
    return failure('unreachable', networkCause(error), { table });
  }
  const answered = { table, status, code };
  if (code === '42501') {
    const named = PERMISSION_DENIED.exec(error.message)?.[1];
    return failure('missing-grant', error.message, {
      ...answered,
      table: named?.replace(/^public\./, '') ?? table,
    });
  }
  if (code === 'PGRST205' || code === '42P01') {
    const named = UNKNOWN_TABLE.exec(error.message)?.[1];
    return failure('missing-table', error.message, { ...answered, table: named ?? table });
  }
  if (status === 401) return failure('unauthorized', error.message, answered);
  if (error.malformed) return failure('malformed', error.message, answered);
  return failure('failed', error.message, answered);
}
