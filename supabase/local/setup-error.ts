/** A problem the user can fix (port taken, folder in use): printed without a stack trace. */
export class SetupError extends Error {}

export function reportStartupFailure(error: unknown): void {
  if (error instanceof SetupError) console.error(`\n${error.message}\n`);
  else console.error(error);
}
