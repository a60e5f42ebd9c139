import { createContext, createElement, use, type ComponentType, type ReactElement } from 'react';
import { INTERACTIVE_ISLAND_ATTRIBUTE } from './island-attributes.ts';
import { ISLANDS, islandNameOf, type IslandName } from './island-registry.ts';

/** Where an `<Island>` renders at build time (render-page-with-islands.tsx). */
export type IslandBuild =
  /**
   * In the page: the island leaves a marker and hands its element over, to be rendered alone,
   * saying whether it hydrates (the page then carries the data it reads).
   */
  | { add(name: IslandName, element: ReactElement, interactive: boolean): void }
  /** Inside an island rendered alone: another island there would be nested. */
  | { inside: IslandName };

export const IslandBuildContext = createContext<IslandBuild | null>(null);

/** The element an island leaves in the page's markup until its own markup takes its place. */
export const ISLAND_MARKER_TAG = 'island-markup';

interface IslandElementProps<P extends object> {
  /** The island's component: the default export of its `<name>.island.tsx`, which names it. */
  component: ComponentType<P>;
  props: NoInfer<P>;
}

/**
 * A part of the page that runs in the browser (island-registry.ts). At build time it becomes its
 * wrapper, with its name and props (and whether it hydrates when near), around a marker that the
 * build replaces with the island's own markup, rendered as a root of its own, so the browser
 * hydrates it, or renders it again, alone (hydrate-islands.tsx). When the router renders the
 * page in the browser, it is simply the component. The wrapper takes no box (`display: contents`), so the layout is the
 * component's.
 */
export function Island<P extends object>({ component, props }: IslandElementProps<P>) {
  const build = use(IslandBuildContext);
  const name = islandNameOf(component);
  const element = createElement(component, props);
  if (!build) {
    return (
      <div data-island={name} className="contents">
        {element}
      </div>
    );
  }
  if ('inside' in build) throw new Error(`Islands do not nest: ${name} is inside ${build.inside}`);
  const interactive = ISLANDS[name].hydrates === 'near';
  build.add(name, element, interactive);
  return (
    <div
      data-island={name}
      data-island-props={JSON.stringify(props)}
      className="contents"
      {...(interactive && { [INTERACTIVE_ISLAND_ATTRIBUTE]: '' })}
    >
      {createElement(ISLAND_MARKER_TAG)}
    </div>
  );
}
