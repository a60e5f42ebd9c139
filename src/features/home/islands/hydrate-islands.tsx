import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { nextTask } from '@/lib/next-task.ts';
import { IslandErrorBoundary } from './island-error-boundary.tsx';
import { ISLANDS, isIslandName, loadIsland } from './island-registry.ts';
import { IslandRoot } from './island-root.tsx';

/**
 * Hydrates one island element of the prerendered page as a React root of its own, once its
 * code has arrived. Resolves when the island has been handed to React (or left as it is, when
 * its code failed to load: the page's HTML stays usable). An island that throws keeps its
 * prerendered markup, and the error is reported once, with the island's name.
 */
export async function hydrateIsland(element: HTMLElement, queryClient: QueryClient): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) {
    console.error(`Unknown island "${String(name)}"`);
    return;
  }
  let Component: ComponentType<object>;
  try {
    Component = await loadIsland(name);
  } catch (error) {
    console.error(`Island ${name}: its code did not load`, error);
    return;
  }
  // the module evaluated in the task that delivered it; the hydration gets a task of its own
  await nextTask();
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object;
  let reported = false;
  const report = (error: unknown) => {
    if (reported) return;
    reported = true;
    console.error(`Island ${name}:`, error);
  };
  hydrateRoot(
    element,
    <IslandRoot queryClient={queryClient} container={element}>
      <IslandErrorBoundary prerendered={element.innerHTML}>
        <Component {...props} />
      </IslandErrorBoundary>
    </IslandRoot>,
    { onCaughtError: report, onUncaughtError: report, onRecoverableError: report },
  );
}

/**
 * Hydrates every island of the page that follows live changes, one per task; resolves when all
 * are. Their code is requested at once, all together, before the first one hydrates.
 */
export async function hydrateLiveIslands(
  hydrate: (island: HTMLElement) => Promise<void>,
  root: ParentNode = document,
): Promise<void> {
  const islands = [...root.querySelectorAll<HTMLElement>('[data-island]')].filter((island) => {
    const name = island.dataset.island;
    return !isIslandName(name) || ISLANDS[name].followsLiveChanges;
  });
  for (const island of islands) {
    const name = island.dataset.island;
    // a failed load is reported by hydrateIsland, which waits for the same request
    if (isIslandName(name)) loadIsland(name).catch(() => {});
  }
  for (const island of islands) {
    await hydrate(island);
    await nextTask();
  }
}
