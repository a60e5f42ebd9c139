import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_COMPONENTS, type IslandName } from './island-components.ts';
import { IslandRoot } from './island-root.tsx';

/** How far outside the viewport an island starts to hydrate: two screens, before it is seen. */
const NEAR_VIEWPORT = '200% 0px';

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLAND_COMPONENTS, name);
}

/** Hydrates one island element of the prerendered page as a React root of its own. */
export function hydrateIsland(element: HTMLElement, queryClient: QueryClient): void {
  const name = element.dataset.island;
  if (!isIslandName(name)) {
    console.error(`Unknown island "${String(name)}"`);
    return;
  }
  const Component = ISLAND_COMPONENTS[name] as ComponentType<object>;
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

/**
 * Hydrates each island of the prerendered page on its own, as a root of its own, once it is
 * within two screens of the viewport: those of the first screen at once, the others as the
 * visitor scrolls. One island per task, so no task holds a phone's main thread for long.
 * The rest of the page is HTML that React never touches.
 */
export function hydrateIslands(queryClient: QueryClient, root: ParentNode = document): void {
  // keyed by what the visitor sees of each island (see below); two empty islands may share it
  const waiting = new Map<Element, HTMLElement[]>();
  const queue: HTMLElement[] = [];
  let draining = false;

  const drain = () => {
    const island = queue.shift();
    if (island) hydrateIsland(island, queryClient);
    if (queue.length > 0) setTimeout(drain, 0);
    else draining = false;
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const islands = waiting.get(entry.target);
        if (!entry.isIntersecting || !islands) continue;
        waiting.delete(entry.target);
        observer.unobserve(entry.target);
        queue.push(...islands);
      }
      if (queue.length > 0 && !draining) {
        draining = true;
        setTimeout(drain, 0);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );

  for (const island of root.querySelectorAll<HTMLElement>('[data-island]')) {
    // The island's element takes no box (display: contents): what is seen of it is its first
    // child, or, while it renders nothing, the element around it.
    const seen = island.firstElementChild ?? island.parentElement;
    if (!seen) continue;
    const islands = waiting.get(seen);
    if (islands) islands.push(island);
    else {
      waiting.set(seen, [island]);
      observer.observe(seen);
    }
  }
}
