// What every request of the admin's shares: it carries this tab's session, a read waits for one,
// a refused session is never asked again, and a change refetches what it changed.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchOnFocusUnlessLive } from '#src/lib/site-live-connection.ts';
import { useSessionToken } from '#src/features/admin/session/use-session-token.ts';
import { AdminApiError } from './admin-api-error.ts';

/**
 * An admin read, spread into its queryOptions: `read` with this tab's session, run only once
 * there is one, and retried once unless the session was refused.
 */
export function sessionRead<Data, Key extends QueryKey>(
  queryKey: Key,
  read: (sessionToken: string) => Promise<Data>,
  sessionToken: string | null,
) {
  return {
    queryKey,
    queryFn: () => read(sessionToken ?? ''),
    enabled: sessionToken !== null,
    retry: (failures: number, error: Error) =>
      !(error instanceof AdminApiError && error.sessionRejected) && failures < 1,
  };
}

/**
 * A session read of a list the realtime channel keeps current (useAdminLiveUpdates): changes
 * made elsewhere arrive through it; while it is paused, coming back to the tab reloads instead.
 */
export function liveSessionRead<Data, Key extends QueryKey>(
  queryKey: Key,
  read: (sessionToken: string) => Promise<Data>,
  sessionToken: string | null,
) {
  return {
    ...sessionRead(queryKey, read, sessionToken),
    staleTime: 0,
    refetchOnWindowFocus: refetchOnFocusUnlessLive,
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
