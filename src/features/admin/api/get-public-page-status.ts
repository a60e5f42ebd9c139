import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readHomeState, type HomeState } from '#src/lib/home-state-contract.ts';
import { LAST_BUILD_HEADER, readLastBuild, type LastBuild } from '#src/lib/last-build-report.ts';
import { useSessionToken } from '#src/features/admin/session/use-session-token.ts';
import { publicPageState, type PublicPageState } from '#src/features/admin/panel/public-page-state.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { sessionRead } from './session-requests.ts';
import { callAdminFunction } from './call-admin-function.ts';
import type { SiteBuildStatus } from './site-build-types.ts';

interface ServedPage {
  /** What it was built from; null when it carries none (not prerendered: `npm start`). */
  state: HomeState | null;
  /** How the host's last build went, when the host says it (`npm run preview` does). */
  lastBuild: LastBuild | null;
}

/** The public page served now, read as a visitor gets it, never from a cache. */
async function getServedPage(): Promise<ServedPage> {
  const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`GET / answered ${response.status}`);
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  return {
    state: readHomeState(doc) ?? null,
    lastBuild: readLastBuild(response.headers.get(LAST_BUILD_HEADER)),
  };
}

async function getSiteBuildStatus(sessionToken: string): Promise<SiteBuildStatus> {
  return callAdminFunction<SiteBuildStatus>('site-build', { method: 'GET', sessionToken });
}

interface PublicPageStatus {
  served: HomeState | null;
  build: SiteBuildStatus;
  state: PublicPageState;
}

/** The served page, the host's build and what they say together. */
async function getPublicPageStatus(sessionToken: string): Promise<PublicPageStatus> {
  const [page, build] = await Promise.all([getServedPage(), getSiteBuildStatus(sessionToken)]);
  const state = publicPageState(page.state, build, Date.now(), page.lastBuild);
  return { served: page.state, build, state };
}

/**
 * How soon to look again: soon while the host builds, and while the page is out of date (the
 * owner may just have fixed the hook and asked again), rarely once it is up to date.
 */
function refetchInterval(status: PublicPageStatus | undefined): number {
  if (status?.state.kind === 'updating') return 5_000;
  return status?.state.kind === 'current' || status?.state.kind === 'live' ? 60_000 : 15_000;
}

function publicPageStatusQueryOptions(sessionToken: string | null) {
  return queryOptions({
    ...sessionRead(adminQueryKeys.publicPage(), getPublicPageStatus, sessionToken),
    staleTime: 0,
    refetchInterval: (query) => refetchInterval(query.state.data),
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
