// React for the prerendered home page: loaded by src/start-home.ts only when an interactive
// island comes near or a live change must be rendered, never at load.
import { hydrate, type QueryKey } from '@tanstack/react-query';
import { bindContactLinks } from './features/home/contact-links-binder.ts';
import { hydrateIsland, hydrateLiveIslands } from './features/home/islands/hydrate-islands.tsx';
import type { HomeState } from './lib/home-state-contract.ts';
import { createQueryClient } from './lib/query-client.ts';

export interface HomeRuntime {
  /** Hydrates one island (once, however often asked). */
  hydrate(island: HTMLElement): Promise<void>;
  /** Renders a change: every island hydrated first, with the data the page shows, then the reads refetched. */
  applyChange(queryKeys: QueryKey[]): Promise<void>;
}

/**
 * The page's one query cache, started from the data the build wrote into the page: islands
 * hydrate to exactly the markup they were rendered as, and nothing is fetched to repaint it.
 * The data changes only through applyChange, after every island is React's, so no island ever
 * hydrates against data its markup does not show.
 */
export function startHomeRuntime(state: HomeState | undefined, stylesheet: Promise<void>): HomeRuntime {
  const queryClient = createQueryClient('home');
  if (state) hydrate(queryClient, state.queries);
  bindContactLinks(queryClient);

  const hydrations = new Map<HTMLElement, Promise<void>>();
  const hydrateOnce = (island: HTMLElement) => {
    let hydration = hydrations.get(island);
    if (!hydration) {
      // an island may render markup the HTML lacked: the whole stylesheet must apply first
      hydration = stylesheet.then(() => hydrateIsland(island, queryClient));
      hydrations.set(island, hydration);
    }
    return hydration;
  };
  let changes = Promise.resolve();

  return {
    hydrate: hydrateOnce,
    applyChange(queryKeys) {
      changes = changes.then(async () => {
        await hydrateLiveIslands(hydrateOnce);
        await Promise.all(
          queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
        );
      });
      return changes;
    },
  };
}
