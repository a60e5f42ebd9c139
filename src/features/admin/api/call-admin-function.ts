import { expireSession } from '#src/features/admin/session/expire-session.ts';
import { AdminApiError } from './admin-api-error.ts';
import { functionHeaders, functionUrl } from '#src/lib/function-endpoint.ts';

export interface AdminCallOptions {
  method: 'GET' | 'POST' | 'DELETE';
  /** The admin session; a 401 then ends it (see expireSession). */
  sessionToken?: string | null;
  /** False for sign-out, where a refused token is simply gone already. */
  expireOnRejection?: boolean;
  query?: Record<string, string>;
  json?: Record<string, unknown>;
}

/**
 * Calls one edge function and returns its `{ success: true, ... }` body; anything else
 * throws an AdminApiError with the server's text.
 */
export async function callAdminFunction<T extends object>(
  name: string,
  options: AdminCallOptions,
): Promise<T> {
  const headers = functionHeaders(options.sessionToken);
  if (options.json) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(functionUrl(name, options.query), {
      method: options.method,
      headers,
      body: options.json ? JSON.stringify(options.json) : undefined,
    });
  } catch {
    throw new AdminApiError(0, '');
  }
  const body = await response.json().catch(() => null);
  return readFunctionAnswer<T>(response.status, body, options);
}

/** Shared by fetch and the XMLHttpRequest upload: checks the answer and handles a 401. */
export function readFunctionAnswer<T extends object>(
  status: number,
  body: unknown,
  options: Pick<AdminCallOptions, 'sessionToken' | 'expireOnRejection'>,
): T {
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (status >= 200 && status < 300 && answer.success === true) return answer as T;
  const message = typeof answer.error === 'string' ? answer.error : '';
  const rejected = status === 401 && Boolean(options.sessionToken) && options.expireOnRejection !== false;
  if (rejected && options.sessionToken) expireSession(options.sessionToken);
  throw new AdminApiError(status, message, rejected, fieldErrorsOf(answer.fieldErrors));
}

/** `fieldErrors` of a refused form: only its string messages, keyed by field path. */
function fieldErrorsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
