// React for the prerendered home page: loaded by src/start-home.ts only when an interactive
// island comes near or a live change must be rendered, never at load.
import { hydrate, type QueryKey } from '@tanstack/react-query';
import { bindContactLinks } from './features/home/contact-links-binder.ts';
import { prefetchHomeQueries } from './features/home/api/home-queries.ts';
import { INTERACTIVE_ISLAND_ATTRIBUTE } from './features/home/islands/island-attributes.ts';
import { hydrateIsland, mountInTurn, renderIsland } from './features/home/islands/hydrate-islands.tsx';
import { ISLANDS, islandReadsAny, isIslandName } from './features/home/islands/island-registry.ts';
import type { HomeState } from './lib/home-state-contract.ts';
import { createQueryClient } from './lib/query-client.ts';

export interface HomeRuntime {
  /** Hydrates one interactive island (once, however often asked). */
  hydrate(island: HTMLElement): Promise<void>;
  /**
   * Renders a change: the interactive islands hydrated first, with the data the page carries,
   * then the reads refetched, then each other island that shows them rendered afresh.
   */
  applyChange(queryKeys: QueryKey[]): Promise<void>;
}

/**
 * The page's one query cache, started from the data the build wrote into the page for its
 * interactive islands: they hydrate to exactly the markup they were rendered as, and nothing is
 * fetched to repaint it. The other islands are the build's markup until a live change concerns
 * them: their reads are fetched then (the page carries none) and each is rendered afresh. The
 * data changes only through applyChange, after every interactive island is React's, so none
 * ever hydrates against data its markup does not show.
 */
export function startHomeRuntime(
  state: HomeState | undefined,
  stylesheet: Promise<void>,
  root: ParentNode = document,
): HomeRuntime {
  const queryClient = createQueryClient('home');
  if (state) hydrate(queryClient, state.queries);
  bindContactLinks(queryClient, root);

  const mounted = new Map<HTMLElement, Promise<void>>();
  // an island may render markup the HTML lacked: the whole stylesheet must apply first
  const mountOnce = (mount: typeof hydrateIsland) => (island: HTMLElement) => {
    let mounting = mounted.get(island);
    if (!mounting) {
      mounting = stylesheet.then(() => mount(island, queryClient));
      mounted.set(island, mounting);
    }
    return mounting;
  };
  const hydrateOnce = mountOnce(hydrateIsland);
  const renderOnce = mountOnce(renderIsland);
  let changes = Promise.resolve();

  const applyChange = async (queryKeys: QueryKey[]) => {
    const live = [...root.querySelectorAll<HTMLElement>('[data-island]')].flatMap((element) => {
      const name = element.dataset.island;
      return isIslandName(name) && ISLANDS[name].followsLiveChanges ? [{ element, name }] : [];
    });
    const interactive = live.filter(({ element }) => element.hasAttribute(INTERACTIVE_ISLAND_ATTRIBUTE));
    await mountInTurn(
      interactive.map(({ element }) => element),
      hydrateOnce,
    );
    await Promise.all(
      queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
    );
    const shown = live.filter(
      (island) =>
        !interactive.includes(island) &&
        !mounted.has(island.element) &&
        islandReadsAny(island.name, queryKeys),
    );
    // every read they render from, not only the changed ones: the page carries none of them
    const failed = await prefetchHomeQueries(
      queryClient,
      shown.flatMap(({ name }) => ISLANDS[name].reads),
    );
    // a read that failed leaves the build's markup in place (the read logs why)
    if (Object.keys(failed).length > 0) return;
    await mountInTurn(
      shown.map(({ element }) => element),
      renderOnce,
    );
  };

  return {
    hydrate: hydrateOnce,
    applyChange(queryKeys) {
      changes = changes.then(() => applyChange(queryKeys));
      return changes;
    },
  };
}
