import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followLiveChanges } from './follow-live-changes.ts';

/**
 * The home page rendered by the router (after an in-app link) keeps its reads live: what
 * followLiveChanges reports is refetched. Removed on unmount, shared under StrictMode.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followLiveChanges({
        // the router's page read the data itself: a change it missed shows on the next one
        shownRevision: null,
        onChange: (queryKeys) =>
          queryKeys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
      }),
    [queryClient],
  );
}
