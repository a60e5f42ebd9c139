import { BASE_PAGE_LANGUAGE } from '#src/lib/page-language.ts';
import { partialMatchKey, type QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedBusinessFacts } from '#portable/business-facts/shape.ts';
import { portfolioPairsQueryOptions } from '#src/features/home/api/get-portfolio-pairs.ts';
import { siteMediaQueryOptions } from '#src/features/home/api/get-site-media.ts';
import { activeVideosQueryOptions } from '#src/features/home/api/get-videos.ts';
import { HomePage } from '#src/features/home/home-page.tsx';
import {
  portfolioItems,
  setBusinessFacts,
  setPageTexts,
  testVideo,
} from '#src/features/home/testing/render-with-home-data.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';
import HomeLink from '#src/features/home/components/home-link.island.tsx';
import { Island, IslandBuildContext } from './island.tsx';
import { renderIsland } from './hydrate-islands.tsx';
import { ISLAND_NAMES, ISLANDS, isIslandName, loadEveryIsland } from './island-registry.ts';
import { IslandRoot } from './island-root.tsx';
import { renderPageWithIslands } from './render-page-with-islands.tsx';

beforeAll(loadEveryIsland);

/** A cache holding a full set of published data. */
function homeData(): QueryClient {
  const client = createQueryClient('build');
  client.setQueryData(siteMediaQueryOptions().queryKey, {});
  client.setQueryData(portfolioPairsQueryOptions('pt-PT').queryKey, portfolioItems(4));
  client.setQueryData(activeVideosQueryOptions().queryKey, [
    testVideo('hero-main', 'https://youtu.be/aqz-KE-bpKQ'),
    testVideo('waterproofing', 'https://youtu.be/aqz-KE-bpKQ'),
  ]);
  const saved: SavedBusinessFacts = {
    locale: 'pt-PT',
    version: 1,
    updatedAt: '2026-11-26T10:00:00Z',
    facts: completeBusinessFacts(),
  };
  setBusinessFacts(client, saved);
  setPageTexts(client, null);
  return client;
}

/** The home page as the build renders it from `client`. */
function builtHomePage(): Document {
  const client = homeData();
  const root = (children: ReactElement) => (
    <IslandRoot queryClient={client} language={BASE_PAGE_LANGUAGE}>
      {children}
    </IslandRoot>
  );
  return new DOMParser().parseFromString(renderPageWithIslands(root(<HomePage />), root).html, 'text/html');
}

describe('the islands of the home page', () => {
  it('are every registered island, each filled with its own markup, none inside another', () => {
    const page = builtHomePage();
    const islands = [...page.querySelectorAll<HTMLElement>('[data-island]')];
    expect(new Set(islands.map((island) => island.dataset.island))).toEqual(new Set(ISLAND_NAMES));
    expect(page.querySelectorAll('[data-island] [data-island]')).toHaveLength(0);
    expect(page.querySelector('island-markup')).toBeNull();
    for (const island of islands) expect(island.dataset.islandProps).toBeDefined();
    // the portfolio's pairs: its own markup, rendered where its marker was
    expect(page.querySelectorAll('[data-island="portfolio"] article')).toHaveLength(4);
  });

  it('read what the registry says they read: each, rendered alone, observes exactly its declared reads', async () => {
    for (const built of builtHomePage().querySelectorAll<HTMLElement>('[data-island]')) {
      const name = built.dataset.island;
      if (!isIslandName(name)) throw new Error(`unknown island ${name}`);
      const client = homeData();
      const island = document.importNode(built, true);
      document.body.append(island);
      await act(async () => renderIsland(island, { queryClient: client, language: BASE_PAGE_LANGUAGE }));
      const observed = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.getObserversCount() > 0)
        .map((query) => query.queryKey);
      // a read is declared in any language; the island observes its page's
      const declared = ISLANDS[name].reads;
      const undeclared = observed.filter((key) => !declared.some((read) => partialMatchKey(key, read)));
      const unread = declared.filter((read) => !observed.some((key) => partialMatchKey(key, read)));
      expect.soft({ undeclared, unread }, name).toEqual({ undeclared: [], unread: [] });
      island.remove();
    }
  });

  it('hydrate only where a visitor interacts: the portfolio', () => {
    const interactive = [...builtHomePage().querySelectorAll<HTMLElement>('[data-island-interactive]')];
    expect(interactive.map((island) => island.dataset.island)).toEqual(['portfolio']);
  });

  it('refuses an island inside another: each island is one root of its own', () => {
    const nested = (
      <IslandBuildContext value={{ inside: 'services' }}>
        <Island component={HomeLink} props={{}} />
      </IslandBuildContext>
    );
    expect(() => renderPageWithIslands(nested, (children) => children)).toThrow(
      'Islands do not nest: home-link is inside services',
    );
  });
});
