import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readHomeState, type HomeState } from '@/lib/home-state-contract.ts';
import { useSessionToken } from '../session/use-session-token.ts';
import { publicPageState, type PublicPageState } from '../panel/public-page-state.ts';
import { AdminApiError } from './admin-api-error.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { callAdminFunction } from './call-admin-function.ts';
import type { SiteBuildStatus } from './site-build-types.ts';

/**
 * What the public page served now was built from (the state the build wrote into `/`, read as
 * a visitor gets it, never from a cache); null when it carries none (a page not prerendered,
 * as `npm start`'s development server serves it).
 */
export async function getServedHomeState(): Promise<HomeState | null> {
  const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`GET / answered ${response.status}`);
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  return readHomeState(doc) ?? null;
}

export async function getSiteBuildStatus(sessionToken: string): Promise<SiteBuildStatus> {
  return callAdminFunction<SiteBuildStatus>('site-build', { method: 'GET', sessionToken });
}

export interface PublicPageStatus {
  served: HomeState | null;
  build: SiteBuildStatus;
  state: PublicPageState;
}

/**
 * How soon to look again: soon while the host builds, and while the page is out of date (the
 * owner may just have fixed the hook and asked again), rarely once it is up to date.
 */
function refetchInterval(status: PublicPageStatus | undefined): number {
  if (status?.state.kind === 'updating') return 5_000;
  return status?.state.kind === 'current' || status?.state.kind === 'live' ? 60_000 : 15_000;
}

export function publicPageStatusQueryOptions(sessionToken: string | null) {
  return queryOptions({
    queryKey: adminQueryKeys.publicPage(),
    queryFn: async (): Promise<PublicPageStatus> => {
      const [served, build] = await Promise.all([
        getServedHomeState(),
        getSiteBuildStatus(sessionToken ?? ''),
      ]);
      return { served, build, state: publicPageState(served, build, Date.now()) };
    },
    enabled: sessionToken !== null,
    staleTime: 0,
    refetchInterval: (query) => refetchInterval(query.state.data),
    retry: (failures, error) => !(error instanceof AdminApiError && error.sessionRejected) && failures < 1,
  });
}

/**
 * Whether the public page carries the latest changes, looked at again after each change the
 * owner makes here (any admin write) and on a schedule while the host builds.
 */
export function usePublicPageStatus() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.mutation.state.status === 'success') {
          void queryClient.invalidateQueries({ queryKey: adminQueryKeys.publicPage() });
        }
      }),
    [queryClient],
  );
  return useQuery(publicPageStatusQueryOptions(useSessionToken()));
}
