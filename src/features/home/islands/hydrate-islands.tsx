import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from './island-components.ts';
import { nextTask } from '../../../lib/next-task.ts';
import { IslandErrorBoundary } from './island-error-boundary.tsx';
import { ISLAND_LOADERS } from './island-loaders.ts';
import { IslandRoot } from './island-root.tsx';

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLAND_LOADERS, name);
}

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
    Component = (await ISLAND_LOADERS[name]()) as ComponentType<object>;
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

/** Hydrates every island of the page not hydrated yet, one per task; resolves when all are. */
export async function hydrateEveryIsland(
  hydrate: (island: HTMLElement) => Promise<void>,
  root: ParentNode = document,
): Promise<void> {
  for (const island of root.querySelectorAll<HTMLElement>('[data-island]')) {
    await hydrate(island);
    await nextTask();
  }
}
