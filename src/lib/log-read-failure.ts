/**
 * Logs a failed read of the public data with its text, unless the read was cancelled: TanStack
 * Query aborts a query's signal when nothing needs it any more (StrictMode's second mount in
 * development, a newer refetch, the build's deadline), and a read nobody waits for did not fail.
 */
export function logReadFailure(text: string, error: unknown, signal: AbortSignal | undefined): void {
  if (signal?.aborted) return;
  console.error(text, error);
}
