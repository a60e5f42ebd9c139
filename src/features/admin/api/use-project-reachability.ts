import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isProjectUnreachableStatus } from '#src/features/admin/shared/project-unreachable.ts';
import { AdminApiError } from './admin-api-error.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

const unreachable = (error: unknown) =>
  error instanceof AdminApiError && isProjectUnreachableStatus(error.status);

/**
 * Whether the project is out of reach (paused: HTTP 540, or no answer at all): true from an admin
 * call that found it so until a call succeeds again. Read from the query
 * and mutation caches, so every tab's reads and writes count without knowing of it.
 */
export function useProjectUnreachable(): { unreachable: boolean; retry: () => void } {
  const queryClient = useQueryClient();
  const [isUnreachable, setUnreachable] = useState(false);
  useEffect(() => {
    const settle = (status: string, error: unknown) => {
      if (status === 'success') setUnreachable(false);
      // another failure (a refusal, a fallback read's own error) says nothing either way
      else if (status === 'error' && unreachable(error)) setUnreachable(true);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type !== 'fetch')
        settle(event.query.state.status, event.query.state.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.mutation)
        settle(event.mutation.state.status, event.mutation.state.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return {
    unreachable: isUnreachable,
    retry: () => void queryClient.refetchQueries({ queryKey: adminQueryKeys.all, type: 'active' }),
  };
}
