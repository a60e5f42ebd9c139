// What every request of the admin's shares: it carries this tab's session, a read waits for one,
// a refused session is never asked again, and a change refetches what it changed.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionToken } from '#src/features/admin/session/use-session-token.ts';
import { AdminApiError } from './admin-api-error.ts';

/** The options every admin read has: run with a session only, retried once unless it was refused. */
export function sessionReadOptions(sessionToken: string | null) {
  return {
    enabled: sessionToken !== null,
    retry: (failures: number, error: Error) =>
      !(error instanceof AdminApiError && error.sessionRejected) && failures < 1,
  };
}

/**
 * A change through an admin function with this tab's session; once it is settled (done or not),
 * the reads `changes(input)` names are refetched, so the panel shows what the server holds.
 */
export function useSessionMutation<Input, Result>(
  call: (sessionToken: string, input: Input) => Promise<Result>,
  changes: (input: Input) => QueryKey[],
) {
  const queryClient = useQueryClient();
  const sessionToken = useSessionToken();
  return useMutation({
    mutationFn: (input: Input) => call(sessionToken ?? '', input),
    onSettled: (_result, _error, input) =>
      Promise.all(changes(input).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
