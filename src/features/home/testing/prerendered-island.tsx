import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Island, IslandCollectorContext, ISLAND_SLOT_ATTRIBUTE } from '../islands/island.tsx';
import type { IslandName, IslandProps } from '../islands/island-components.ts';
import { IslandRoot } from '../islands/island-root.tsx';

/**
 * An island as the build writes it from `client`'s data, appended to the document: the page's
 * placeholder, filled with the island's markup rendered as a root of its own.
 */
export function prerenderedIsland<N extends IslandName>(
  name: N,
  props: IslandProps<N>,
  client: QueryClient,
): HTMLElement {
  const elements: ReactElement[] = [];
  const placeholder = renderToStaticMarkup(
    <IslandCollectorContext value={{ add: (element) => elements.push(element) - 1 }}>
      <Island name={name} props={props} />
    </IslandCollectorContext>,
  );
  const markup = renderToString(<IslandRoot queryClient={client}>{elements[0]}</IslandRoot>);
  const host = document.createElement('div');
  host.innerHTML = placeholder.replace(` ${ISLAND_SLOT_ATTRIBUTE}="0"></div>`, `>${markup}</div>`);
  const island = host.firstElementChild as HTMLElement;
  document.body.append(island);
  return island;
}
