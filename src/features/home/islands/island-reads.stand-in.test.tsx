import { act, cleanup, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { BASE_PAGE_LANGUAGE } from '#src/lib/page-language.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';
import { publishVersions, resetPublishedContent, saveFacts } from '#src/testing/stand-in.ts';
import { LIVE_TABLES } from '#src/features/home/api/follow-live-changes.ts';
import { prefetchHomeQueries } from '#src/features/home/api/home-queries.ts';
import { HomePage } from '#src/features/home/home-page.tsx';
import { renderIsland } from './hydrate-islands.tsx';
import { islandReadsAny, isIslandName, loadEveryIsland, type IslandName } from './island-registry.ts';
import { IslandRoot } from './island-root.tsx';
import { renderPageWithIslands } from './render-page-with-islands.tsx';

// Each island of the built page rendered alone against the stand-in from an empty cache, as a
// live change renders it: the tables it requests must be the tables whose changes render it
// again, which the registry's reads decide. A table read but not declared would never be shown
// changed; one declared but not read costs the visitor a refetch for nothing.

/** What the page asked the stand-in for: `/rest/v1/<table>` by its table, anything else by its path. */
let requested: string[] = [];
const platformFetch = globalThis.fetch;
// the site's client takes fetch when it is built, so it is wrapped before, once for the file
vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
  const { pathname } = new URL(input instanceof Request ? input.url : String(input));
  requested.push(pathname.startsWith('/rest/v1/') ? pathname.slice('/rest/v1/'.length) : pathname);
  return platformFetch(input, init);
});

beforeAll(async () => {
  await loadEveryIsland();
  await resetPublishedContent();
  // a pair, so the portfolio renders its cards and their buttons; saved facts, so nothing is
  // left to the built-in defaults
  await publishVersions('gallery.before_after.1.before', 1);
  await publishVersions('gallery.before_after.1.after', 1);
  await saveFacts(completeBusinessFacts());
});
afterEach(cleanup);
afterAll(resetPublishedContent);

/** The page as the build renders it from what the stand-in publishes: each island with its props. */
async function builtIslands(): Promise<HTMLElement[]> {
  const client = createQueryClient('build');
  expect(await prefetchHomeQueries(client, BASE_PAGE_LANGUAGE.locale)).toEqual({});
  const root = (children: ReactElement) => (
    <IslandRoot queryClient={client} language={BASE_PAGE_LANGUAGE}>
      {children}
    </IslandRoot>
  );
  const { html } = renderPageWithIslands(root(<HomePage />), root);
  return [
    ...new DOMParser().parseFromString(html, 'text/html').querySelectorAll<HTMLElement>('[data-island]'),
  ];
}

/** The tables one island requests when rendered alone from an empty cache. */
async function tablesRead(built: HTMLElement): Promise<string[]> {
  const queryClient = createQueryClient('test');
  const island = document.importNode(built, true);
  document.body.append(island);
  requested = [];
  await act(async () => renderIsland(island, { queryClient, language: BASE_PAGE_LANGUAGE }));
  await waitFor(() => {
    expect(queryClient.isFetching()).toBe(0);
    for (const query of queryClient.getQueryCache().getAll()) expect(query.state.status).toBe('success');
  });
  island.remove();
  return requested;
}

describe('each island', () => {
  it('reads the tables whose live changes render it, and only those', async () => {
    const read = new Map<IslandName, Set<string>>();
    for (const built of await builtIslands()) {
      const name = built.dataset.island;
      if (!isIslandName(name)) throw new Error(`unknown island ${name}`);
      // an island placed twice (the hero's badges, the slots' images) may read by its props
      read.set(name, new Set([...(read.get(name) ?? []), ...(await tablesRead(built))]));
    }
    expect(read.size).toBeGreaterThan(0);
    for (const [name, tables] of read) {
      const declared = LIVE_TABLES.filter(({ queryKeys }) => islandReadsAny(name, queryKeys)).map(
        ({ table }) => table,
      );
      const undeclared = [...tables].filter((table) => !declared.includes(table)).sort();
      const unread = declared.filter((table) => !tables.has(table)).sort();
      expect.soft({ undeclared, unread }, name).toEqual({ undeclared: [], unread: [] });
    }
  });
});
