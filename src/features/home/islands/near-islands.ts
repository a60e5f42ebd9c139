import { INTERACTIVE_ISLAND_ATTRIBUTE } from './island-attributes.ts';

/** How far outside the viewport an interactive island starts to hydrate: two screens, before it is seen. */
const NEAR_VIEWPORT = '200% 0px';

/**
 * Calls `near` for each interactive island of the page once it is within two screens of the
 * viewport (at once for one already there). Plain DOM: the page's first script runs it before
 * React is loaded, so React DOM is requested only when an interactive island comes near. An
 * island that renders nothing (the portfolio without pairs) offers nothing to interact with: it
 * hydrates only if a live change gives it something to show.
 */
export function whenInteractiveIslandsNear(
  near: (island: HTMLElement) => void,
  root: ParentNode = document,
): void {
  // by what the visitor sees of each island: its element takes no box (display: contents)
  const islandOf = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = islandOf.get(entry.target);
        if (!entry.isIntersecting || !island) continue;
        islandOf.delete(entry.target);
        observer.unobserve(entry.target);
        near(island);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const island of root.querySelectorAll<HTMLElement>(`[data-island][${INTERACTIVE_ISLAND_ATTRIBUTE}]`)) {
    const seen = island.firstElementChild;
    if (!seen) continue;
    islandOf.set(seen, island);
    observer.observe(seen);
  }
}
