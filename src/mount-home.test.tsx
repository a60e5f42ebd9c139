// The home page's React runtime, started from the data the build wrote into the page: islands
// hydrate to exactly their markup, and a change is applied only once every island is React's.
import { dehydrate } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prefetchHomeQueries } from './features/home/api/home-queries.ts';
import { siteMediaQueryOptions } from './features/home/api/get-site-media.ts';
import {
  loadEveryIsland,
  type IslandName,
  type IslandProps,
} from './features/home/islands/island-registry.ts';
import { HYDRATED_ATTRIBUTE } from './features/home/islands/island-root.tsx';
import { prerenderedIsland } from './features/home/testing/prerendered-island.tsx';
import type { HomeState } from './lib/home-state-contract.ts';
import { startHomeRuntime } from './mount-home.tsx';
import { setupFakeSupabaseServer } from './testing/mocks/fake-supabase-server.ts';
import { slotWithVersions } from './testing/mocks/fake-tables.ts';
import { createQueryClient } from './lib/query-client.ts';

const sofa = slotWithVersions('servico-sofas', 1);
const fake = setupFakeSupabaseServer({ seed: () => ({ slots: [sofa.slot], versions: sofa.versions }) });

/** What the build does: read, render each island from the cache, carry the cache in the page. */
async function buildPage(
  islands: { name: IslandName; props: IslandProps<IslandName> }[],
): Promise<HomeState> {
  const client = createQueryClient('build');
  await prefetchHomeQueries(client);
  for (const { name, props } of islands) prerenderedIsland(name, props as never, client);
  return {
    revision: fake.backend.tables.siteRevision.revision,
    builtAt: new Date().toISOString(),
    queries: dehydrate(client),
  };
}

const SOFA = {
  slot: 'servico-sofas',
  fallback: 'serviceSofa',
  alt: 'Sofás',
  ratio: '16 / 9',
  sizes: '90vw',
} as const;

beforeAll(loadEveryIsland);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('startHomeRuntime', () => {
  it('hydrates from the data in the page without reading anything', async () => {
    const state = await buildPage([{ name: 'slot-image', props: SOFA }]);
    const readsBefore = fake.backend.log.entries.length;
    const errors = vi.spyOn(console, 'error');
    const island = document.querySelector<HTMLElement>('[data-island]')!;

    const runtime = startHomeRuntime(state, Promise.resolve());
    await act(async () => runtime.hydrate(island));

    await waitFor(() => expect(island).toHaveAttribute(HYDRATED_ATTRIBUTE));
    expect(island.querySelector('img')?.getAttribute('src')).toBe(sofa.versions[0]!.file_url);
    expect(fake.backend.log.entries.length).toBe(readsBefore);
    expect(errors).not.toHaveBeenCalled();
  });

  it('applies a change only after every island has hydrated with what the page shows', async () => {
    const state = await buildPage([
      { name: 'slot-image', props: SOFA },
      { name: 'home-link', props: {} },
    ]);
    const errors = vi.spyOn(console, 'error');
    const runtime = startHomeRuntime(state, Promise.resolve());
    // published meanwhile: what the project answers from now on
    const newer = slotWithVersions('servico-sofas', 2);
    fake.reseed({ slots: [newer.slot], versions: newer.versions });

    await act(async () => runtime.applyChange([siteMediaQueryOptions().queryKey]));

    const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    expect(islands.every((island) => island.hasAttribute(HYDRATED_ATTRIBUTE))).toBe(true);
    await waitFor(() =>
      expect(document.querySelector('img')?.getAttribute('src')).toBe(
        'https://storage.example/media/slots/servico-sofas/v2.jpg',
      ),
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
