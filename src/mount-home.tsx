// React for the prerendered home page: loaded by src/start-home.ts only when an interactive
// island comes near or a live change must be rendered, never at load.
import { hydrate, type QueryKey } from '@tanstack/react-query';
import { pageTextsQueryOptions, type SavedPageTexts } from './features/home/api/get-page-texts.ts';
import { bindContactLinks } from './features/home/contact-links-binder.ts';
import {
  hydrateIsland,
  hydrateLiveIslands,
  islandHydrated,
  liveIslands,
} from './features/home/islands/hydrate-islands.tsx';
import { requireSupabase } from './config/env.ts';
import { expandDehydratedState } from './lib/compact-dehydrated-state.ts';
import type { HomeState } from './lib/home-state-contract.ts';
import { createQueryClient } from './lib/query-client.ts';
import { expandStorageUrls, mediaBaseUrl } from './lib/storage-urls-in-state.ts';

export interface HomeRuntime {
  /** Hydrates one island (once, however often asked); false when its code did not load. */
  hydrate(island: HTMLElement): Promise<boolean>;
  /** Renders a change: every island hydrated first, with the data the page shows, then the reads refetched. */
  applyChange(queryKeys: QueryKey[]): Promise<void>;
  /** /admin's preview: renders unsaved texts (as sent, resolved as saved ones are), every island hydrated first. */
  showTexts(texts: unknown): Promise<void>;
}

/**
 * The page's one query cache, started from the data the build wrote into the page: islands
 * hydrate to exactly the markup they were rendered as, and nothing is fetched to repaint it.
 * The data changes only through applyChange, after every island is React's, so no island ever
 * hydrates against data its markup does not show.
 */
export function startHomeRuntime(state: HomeState | undefined, stylesheet: Promise<void>): HomeRuntime {
  const queryClient = createQueryClient('home');
  const base = mediaBaseUrl(requireSupabase().url);
  if (state) {
    hydrate(queryClient, expandDehydratedState(state.queries), {
      defaultOptions: { deserializeData: (data) => expandStorageUrls(data, base) },
    });
  }
  bindContactLinks(queryClient);

  const hydrations = new Map<HTMLElement, Promise<boolean>>();
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
    showTexts(texts) {
      changes = changes.then(async () => {
        await hydrateLiveIslands(hydrateOnce);
        // new data must not meet an island React has not finished hydrating from the old
        await Promise.all(
          liveIslands().map(async (island) => (await hydrateOnce(island)) && islandHydrated(island)),
        );
        // version 0: no saved version; the texts are resolved against the built-in ones as saved ones are
        const draft: SavedPageTexts = { version: 0, texts: texts as SavedPageTexts['texts'] };
        queryClient.setQueryData(pageTextsQueryOptions().queryKey, draft);
      });
      return changes;
    },
  };
}
