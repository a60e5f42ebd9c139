import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { IslandRoot } from '#src/features/home/islands/island-root.tsx';
import { renderPageWithIslands } from '#src/features/home/islands/render-page-with-islands.tsx';
import { BASE_PAGE_LANGUAGE, type PageLanguage } from '#src/lib/page-language.ts';

/**
 * An island (an `<Island>` element) as the build writes it from `client`'s data, appended to the
 * document: its wrapper, filled with the island's markup rendered as a root of its own. Its code
 * must be loaded first (loadEveryIsland).
 */
export function prerenderedIsland(
  island: ReactElement,
  client: QueryClient,
  language: PageLanguage = BASE_PAGE_LANGUAGE,
): HTMLElement {
  const host = document.createElement('div');
  const root = (children: ReactElement) => (
    <IslandRoot queryClient={client} language={language}>
      {children}
    </IslandRoot>
  );
  host.innerHTML = renderPageWithIslands(root(island), root).html;
  const element = host.firstElementChild as HTMLElement;
  document.body.append(element);
  return element;
}
