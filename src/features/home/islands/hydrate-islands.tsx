import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from './island-components.ts';
import { nextTask } from '../../../lib/next-task.ts';
import { ISLAND_LOADERS } from './island-loaders.ts';
import { IslandRoot } from './island-root.tsx';

/** How far outside the viewport an island starts to hydrate: two screens, before it is seen. */
const NEAR_VIEWPORT = '200% 0px';

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLAND_LOADERS, name);
}

/**
 * Hydrates one island element of the prerendered page as a React root of its own, once its
 * code has arrived. Resolves when the island has been handed to React (or left as it is, when
 * its code failed to load: the page's HTML stays usable).
 */
export async function hydrateIsland(element: HTMLElement, queryClient: QueryClient): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) {
    console.error(`Unknown island "${String(name)}"`);
    return;
  }
  let Component: ComponentType<object>;
  try {
    Component = (await ISLAND_LOADERS[name]()) as ComponentType<object>;
  } catch (error) {
    console.error(`Island ${name}: its code did not load`, error);
    return;
  }
  // the module evaluated in the task that delivered it; the hydration gets a task of its own
  await nextTask();
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object;
  hydrateRoot(
    element,
    <IslandRoot queryClient={queryClient} container={element}>
      <Component {...props} />
    </IslandRoot>,
    {
      onRecoverableError: (error) => console.error(`Island ${name}: hydration failed`, error),
      onUncaughtError: (error) => console.error(`Island ${name}:`, error),
    },
  );
}

/** Starts fetching an island's code (import() fetches a module once, however often asked). */
function requestCode(island: HTMLElement): void {
  const name = island.dataset.island;
  // a failure is reported when the island hydrates
  if (isIslandName(name)) ISLAND_LOADERS[name]().catch(() => undefined);
}

/**
 * What the visitor sees of an island: its element takes no box (display: contents), so its
 * first child, or, while it renders nothing, the element around it. For the portfolio, empty
 * in the build, that is <main>: it hydrates at load, so once pairs arrive its section and the
 * menu's #portfolio anchor exist wherever the visitor is.
 */
export function placeOf(island: HTMLElement): Element | null {
  return island.firstElementChild ?? island.parentElement;
}

/**
 * Hydrates each island of the prerendered page on its own, as a root of its own, once it is
 * within two screens of the viewport: those of the first screen at once, the others as the
 * visitor scrolls. One island per task, each island's code fetched when it is needed, so no
 * task holds a phone's main thread for long.
 * The rest of the page is HTML that React never touches.
 */
export function hydrateIslands(queryClient: QueryClient, root: ParentNode = document): void {
  // keyed by what the visitor sees of each island (see below); two empty islands may share it
  const waiting = new Map<Element, HTMLElement[]>();
  const queue: HTMLElement[] = [];
  let draining = false;

  const drain = async () => {
    for (let island = queue.shift(); island; island = queue.shift()) {
      await hydrateIsland(island, queryClient);
      await nextTask();
    }
    draining = false;
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const islands = waiting.get(entry.target);
        if (!entry.isIntersecting || !islands) continue;
        waiting.delete(entry.target);
        observer.unobserve(entry.target);
        // their code is requested now, all at once; they still hydrate one at a time
        for (const island of islands) requestCode(island);
        queue.push(...islands);
      }
      if (queue.length > 0 && !draining) {
        draining = true;
        void drain();
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );

  for (const island of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const seen = placeOf(island);
    if (!seen) continue;
    const islands = waiting.get(seen);
    if (islands) islands.push(island);
    else {
      waiting.set(seen, [island]);
      observer.observe(seen);
    }
  }
}
