import { createContext, use, type ComponentType, type ReactElement } from 'react';
import { ISLAND_COMPONENTS, type IslandName, type IslandProps } from './island-components.ts';
import { INTERACTIVE_ISLAND_ATTRIBUTE, INTERACTIVE_ISLANDS } from './interactive-islands.ts';

/** Collects the islands of a page rendered at build time (src/entry-server.tsx). */
export interface IslandCollector {
  /** Keeps the island's element and returns its number in the page. */
  add(element: ReactElement): number;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The attribute the build's placeholder carries until the island's own markup replaces it. */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';

interface IslandElementProps<N extends IslandName> {
  name: N;
  props: IslandProps<N>;
}

/**
 * A part of the page that runs in the browser. At build time it becomes a placeholder that the
 * prerender fills with the island's own markup, rendered as a root of its own, with its name
 * and props beside it (and whether it is interactive), so the browser hydrates it alone
 * (hydrate-islands.tsx). When the router
 * renders the page in the browser, it is simply the component. The wrapper takes no box
 * (`display: contents`), so the layout is the component's.
 */
export function Island<N extends IslandName>({ name, props }: IslandElementProps<N>) {
  const collector = use(IslandCollectorContext);
  const Component = ISLAND_COMPONENTS[name] as ComponentType<object>;
  const element = <Component {...(props as object)} />;
  if (!collector) {
    return (
      <div data-island={name} className="contents">
        {element}
      </div>
    );
  }
  const attributes = {
    ...(INTERACTIVE_ISLANDS.has(name) && { [INTERACTIVE_ISLAND_ATTRIBUTE]: '' }),
    // last: the prerender finds the placeholder by it
    [ISLAND_SLOT_ATTRIBUTE]: collector.add(element),
  };
  return (
    <div data-island={name} data-island-props={JSON.stringify(props)} className="contents" {...attributes} />
  );
}
