/** A refused or failed admin call, with the server's Portuguese text when there was one. */
export class AdminApiError extends Error {
  /** HTTP status; 0 when no answer arrived (network down, CORS, aborted). */
  readonly status: number;
  /** True when the call was refused for its session (401): the session has been ended. */
  readonly sessionRejected: boolean;
  /**
   * The server's message per field of a refused form (a 400 with `fieldErrors`, keyed by field
   * path such as "phone" or "reviews.2.text"); empty otherwise.
   */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(
    status: number,
    message: string,
    sessionRejected = false,
    fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'AdminApiError';
    this.status = status;
    this.sessionRejected = sessionRejected;
    this.fieldErrors = fieldErrors;
  }
}

/** The server's text, or `fallback` when the failure carried none. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

/** A 401 already logged the admin out with "Sessão Expirada"; no second toast for it. */
export function isSessionRejected(error: unknown): boolean {
  return error instanceof AdminApiError && error.sessionRejected;
}
