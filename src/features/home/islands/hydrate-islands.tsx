import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextTask } from '#src/lib/next-task.ts';
import type { PageLanguage } from '#src/lib/page-language.ts';
import { IslandErrorBoundary } from './island-error-boundary.tsx';
import { isIslandName, loadIsland } from './island-registry.ts';
import { HYDRATED_ATTRIBUTE, IslandRoot } from './island-root.tsx';
import { keepInteraction } from './keep-interaction.ts';

/** Resolves once React has committed an island's hydration (IslandRoot marks it then). */
export function islandHydrated(element: HTMLElement): Promise<void> {
  if (element.hasAttribute(HYDRATED_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!element.hasAttribute(HYDRATED_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  });
}

/**
 * Hands one island element of the prerendered page to React as a root of its own, once its code
 * has arrived: `hydrate` takes over its markup as it is (the cache holds the data it was built
 * from); `render` replaces it with what the cache holds now (an island the page carries no data
 * for, shown again for a live change). Resolves when the island has been handed over, with true
 * (React then commits it in a task of its own: islandHydrated), or left as it is, with false,
 * when its code failed to load: the page's HTML stays usable. An island that throws keeps
 * its prerendered markup, and the error is reported once, with the island's name.
 */
async function mountIsland(
  element: HTMLElement,
  page: IslandPage,
  mount: 'hydrate' | 'render',
): Promise<boolean> {
  const name = element.dataset.island;
  if (!isIslandName(name)) {
    console.error(`Unknown island "${String(name)}"`);
    return false;
  }
  let Component: ComponentType<object>;
  try {
    Component = await loadIsland(name);
  } catch (error) {
    console.error(`Island ${name}: its code did not load`, error);
    return false;
  }
  // the module evaluated in the task that delivered it; the island gets a task of its own
  await nextTask();
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object;
  let reported = false;
  const report = (error: unknown) => {
    if (reported) return;
    reported = true;
    console.error(`Island ${name}:`, error);
  };
  // a fresh render replaces the markup: what the visitor opened or focused in it is put back
  const restoreInteraction = mount === 'render' ? keepInteraction(element) : undefined;
  const island = (
    <IslandRoot
      queryClient={page.queryClient}
      language={page.language}
      container={element}
      onCommitted={restoreInteraction}
    >
      <IslandErrorBoundary prerendered={element.innerHTML}>
        <Component {...props} />
      </IslandErrorBoundary>
    </IslandRoot>
  );
  const options = { onCaughtError: report, onUncaughtError: report, onRecoverableError: report };
  if (mount === 'hydrate') hydrateRoot(element, island, options);
  else createRoot(element, options).render(island);
  return true;
}

/** What every island of a page shares: its one query cache and its language. */
export interface IslandPage {
  queryClient: QueryClient;
  language: PageLanguage;
}

export function hydrateIsland(element: HTMLElement, page: IslandPage): Promise<boolean> {
  return mountIsland(element, page, 'hydrate');
}

export function renderIsland(element: HTMLElement, page: IslandPage): Promise<boolean> {
  return mountIsland(element, page, 'render');
}

/**
 * Hands each island to `mount`, one per task; resolves when all are. Their code is requested
 * at once, all together, before the first one is mounted.
 */
export async function mountInTurn(
  islands: HTMLElement[],
  mount: (island: HTMLElement) => Promise<unknown>,
): Promise<void> {
  for (const island of islands) {
    const name = island.dataset.island;
    // a failed load is reported by mountIsland, which waits for the same request
    if (isIslandName(name)) loadIsland(name).catch(() => {});
  }
  for (const island of islands) {
    await mount(island);
    await nextTask();
  }
}
