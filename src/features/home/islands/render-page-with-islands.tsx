import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { ISLAND_MARKER_TAG, IslandBuildContext } from './island.tsx';
import type { IslandName } from './island-registry.ts';

/** The marker as React writes it. Nothing else can: React escapes `<` in every text and attribute. */
const MARKER = `<${ISLAND_MARKER_TAG}></${ISLAND_MARKER_TAG}>`;

export interface PageWithIslands {
  html: string;
  /** The islands that hydrate in the browser, whose reads the page must carry. */
  interactive: IslandName[];
}

/**
 * The page as static markup (React never hydrates it), with each island's own markup rendered
 * as a root of its own, exactly as the browser hydrates it: the page is rendered with a marker
 * in each island's wrapper, in the order the islands are met, then cut at the markers and each
 * island's markup put in its place: with React's hydration markers for one that hydrates, plain
 * for one that is only ever rendered afresh. Throws if an island is inside another (each island is one
 * root) or if the markers and the islands do not pair up.
 */
export function renderPageWithIslands(
  page: ReactElement,
  root: (children: ReactElement) => ReactElement,
): PageWithIslands {
  const islands: { name: IslandName; element: ReactElement; interactive: boolean }[] = [];
  const markup = renderToStaticMarkup(
    <IslandBuildContext
      value={{ add: (name, element, interactive) => islands.push({ name, element, interactive }) }}
    >
      {page}
    </IslandBuildContext>,
  );
  const parts = markup.split(MARKER);
  if (parts.length !== islands.length + 1) {
    throw new Error(`prerender: ${islands.length} islands but ${parts.length - 1} markers in the page`);
  }
  const html = islands.reduce((page, { name, element, interactive }, index) => {
    const render = interactive ? renderToString : renderToStaticMarkup;
    return (
      page +
      render(<IslandBuildContext value={{ inside: name }}>{root(element)}</IslandBuildContext>) +
      parts[index + 1]
    );
  }, parts[0]!);
  return { html, interactive: islands.filter((island) => island.interactive).map(({ name }) => name) };
}
