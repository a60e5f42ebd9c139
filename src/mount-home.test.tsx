// The home page's React runtime, started from the data the build wrote into the page: an
// interactive island hydrates to exactly its markup; the others are rendered afresh, from a new
// read, only when a live change concerns them; and a change is applied only once every
// interactive island is React's.
import { dehydrate, partialMatchKey } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { prefetchHomeQueries } from '#src/features/home/api/home-queries.ts';
import { siteMediaQueryOptions } from '#src/features/home/api/get-site-media.ts';
import type { ReactElement } from 'react';
import { Island } from '#src/features/home/islands/island.tsx';
import { ISLANDS, loadEveryIsland, type IslandName } from '#src/features/home/islands/island-registry.ts';
import PortfolioSection from '#src/features/home/sections/portfolio.island.tsx';
import { sofaImageIsland } from '#src/features/home/testing/sofa-image-island.tsx';
import WaterproofingVideo from '#src/features/home/components/waterproofing-video.island.tsx';
import FaqQuestions from '#src/features/home/sections/faq-questions.island.tsx';
import { HYDRATED_ATTRIBUTE } from '#src/features/home/islands/island-root.tsx';
import { prerenderedIsland } from '#src/features/home/testing/prerendered-island.tsx';
import type { HomeState } from '#src/lib/home-state-contract.ts';
import { startHomeRuntime } from './mount-home.tsx';
import { setupFakeSupabaseServer } from '#src/testing/mocks/fake-supabase-server.ts';
import { slotWithVersions } from '#src/testing/mocks/fake-tables.ts';
import { createQueryClient } from '#src/lib/query-client.ts';

const sofa = slotWithVersions('servico-sofas', 1);
const pairs = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    ['before', 'after'].map((side) => slotWithVersions(`gallery.before_after.${index + 1}.${side}`, 1)),
  ).flat();
const fake = setupFakeSupabaseServer({ seed: () => ({ slots: [sofa.slot], versions: sofa.versions }) });

/** What the project holds from now on: these slots, each with its versions. */
function reseed(published: ReturnType<typeof slotWithVersions>[]): void {
  fake.reseed({
    slots: published.map(({ slot }) => slot),
    versions: published.flatMap(({ versions }) => versions),
  });
}

/** What the build does: read, render each island from the cache, carry what the interactive ones read. */
async function buildPage(islands: ReactElement[]): Promise<HomeState> {
  const client = createQueryClient('build');
  await prefetchHomeQueries(client, 'pt-PT');
  const elements = islands.map((island) => prerenderedIsland(island, client));
  const carried = elements
    .filter((element) => element.hasAttribute('data-island-interactive'))
    .flatMap((element) => ISLANDS[element.dataset.island as IslandName].reads);
  return {
    locale: 'pt-PT',
    revision: fake.backend.tables.siteRevision.revision,
    builtAt: new Date().toISOString(),
    queries: dehydrate(client, {
      shouldDehydrateQuery: (query) => carried.some((read) => partialMatchKey(query.queryKey, read)),
    }),
  };
}

/** Two islands that show page texts: the portfolio (interactive) and the questions. */
const textIslands = () => [
  <Island component={PortfolioSection} props={{}} />,
  <Island component={FaqQuestions} props={{}} />,
];

const reads = () => fake.backend.log.entries.filter((entry) => entry.startsWith('GET rest/'));

beforeAll(loadEveryIsland);
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('startHomeRuntime', () => {
  it('hydrates an interactive island from the data in the page without reading anything', async () => {
    reseed(pairs(5));
    const state = await buildPage([<Island component={PortfolioSection} props={{}} />]);
    expect(state.queries.queries.length).toBeGreaterThan(0);
    const readsBefore = reads().length;
    const errors = vi.spyOn(console, 'error');
    const island = document.querySelector<HTMLElement>('[data-island]')!;
    expect(island).toHaveAttribute('data-island-interactive');

    const runtime = startHomeRuntime(state, Promise.resolve());
    await act(async () => runtime.hydrate(island));

    await waitFor(() => expect(island).toHaveAttribute(HYDRATED_ATTRIBUTE));
    expect(island.querySelectorAll('article')).toHaveLength(4);
    expect(reads()).toHaveLength(readsBefore);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders a change in the islands that show it, from a fresh read of what they read, and leaves the others', async () => {
    const state = await buildPage([sofaImageIsland(), <Island component={WaterproofingVideo} props={{}} />]);
    // the page carries no data: nothing on it hydrates
    expect(state.queries.queries).toEqual([]);
    const errors = vi.spyOn(console, 'error');
    const runtime = startHomeRuntime(state, Promise.resolve());
    // published meanwhile: what the project answers from now on
    reseed([slotWithVersions('servico-sofas', 2)]);
    const readsBefore = reads().length;

    await act(async () => runtime.applyChange([siteMediaQueryOptions().queryKey]));

    const [image, video] = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    await waitFor(() => expect(image).toHaveAttribute(HYDRATED_ATTRIBUTE));
    expect(image!.querySelector('img')?.getAttribute('src')).toBe(
      'https://storage.example/media/slots/servico-sofas/v2.jpg',
    );
    // the videos did not change: that island stays the build's markup, and they are not read
    expect(video).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    expect(reads().slice(readsBefore)).toEqual(['GET rest/media_slots']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows the texts /admin previews: the interactive islands hydrated first, the islands showing texts rendered afresh, nothing read', async () => {
    reseed([sofa, ...pairs(1)]);
    const state = await buildPage([...textIslands(), sofaImageIsland()]);
    const errors = vi.spyOn(console, 'error');
    const readsBefore = reads().length;
    const runtime = startHomeRuntime(state, Promise.resolve());
    const items = BUILT_IN_PAGE_TEXTS['pt-PT'].faq.items.map((item, index) =>
      index === 0 ? { question: 'Trabalham ao sábado?', answer: 'Sim,\nde manhã.' } : item,
    );

    // as in a browser: React hydrates in tasks of its own, which act() would hold back
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    await runtime.showTexts({
      ...BUILT_IN_PAGE_TEXTS['pt-PT'],
      faq: { ...BUILT_IN_PAGE_TEXTS['pt-PT'].faq, items },
      portfolio: { ...BUILT_IN_PAGE_TEXTS['pt-PT'].portfolio, cta: 'Quero o meu sofá assim' },
    });
    vi.unstubAllGlobals();

    const [portfolio, questions, image] = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    expect(portfolio).toHaveAttribute(HYDRATED_ATTRIBUTE);
    await waitFor(() => expect(portfolio).toHaveTextContent('Quero o meu sofá assim'));
    await waitFor(() => expect(questions).toHaveAttribute(HYDRATED_ATTRIBUTE));
    await waitFor(() => expect(document.querySelector('summary')?.textContent).toBe('Trabalham ao sábado?'));
    expect(document.querySelector('.faq-answer')?.innerHTML).toBe('Sim,<br>de manhã.');
    // the image shows no text: it stays the build's markup
    expect(image).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    expect(reads()).toHaveLength(readsBefore);
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows another language's unsaved texts in that language, rendering every island afresh (none hydrates)", async () => {
    reseed([sofa, ...pairs(1)]);
    const state = await buildPage(textIslands());
    const errors = vi.spyOn(console, 'error');
    const runtime = startHomeRuntime(state, Promise.resolve(), { showLocale: 'en-GB' });
    const english = BUILT_IN_PAGE_TEXTS['en-GB'];
    const items = english.faq.items.map((item, index) =>
      index === 0 ? { question: 'Do you work on Saturdays?', answer: 'Yes, in the morning.' } : item,
    );

    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    await runtime.showTexts({ ...english, faq: { ...english.faq, items } });
    vi.unstubAllGlobals();

    const [portfolio] = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    await waitFor(() =>
      expect(document.querySelector('summary')?.textContent).toBe('Do you work on Saturdays?'),
    );
    await waitFor(() => expect(portfolio).toHaveTextContent(english.portfolio.cta));
    // the code's own words in English too, and no hydration of Portuguese markup with English
    expect(portfolio).toHaveTextContent(english.portfolio.before);
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves the build markup in place when the read a change needs fails', async () => {
    await buildPage([sofaImageIsland()]);
    const island = document.querySelector<HTMLElement>('[data-island]')!;
    const before = island.innerHTML;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const runtime = startHomeRuntime(undefined, Promise.resolve());
    fake.server.use(
      http.get('*/rest/v1/*', () => HttpResponse.json({ message: 'Invalid API key' }, { status: 401 })),
    );

    await act(async () => runtime.applyChange([siteMediaQueryOptions().queryKey]));

    expect(island).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    expect(island.innerHTML).toBe(before);
  });
});
