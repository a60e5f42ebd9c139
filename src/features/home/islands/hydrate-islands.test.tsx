import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteMediaQueryOptions, type SiteMedia } from '../api/get-site-media.ts';
import { portfolioPairsQueryOptions } from '../api/get-portfolio-pairs.ts';
import { portfolioItems, testImage } from '../testing/render-with-home-data.tsx';
import { hydrateIsland, placeOf } from './hydrate-islands.tsx';
import { Island, IslandCollectorContext, ISLAND_SLOT_ATTRIBUTE } from './island.tsx';
import { HYDRATED_ATTRIBUTE, IslandRoot } from './island-root.tsx';
import type { IslandName, IslandProps } from './island-components.ts';

/** An island as the build writes it: placeholder from the page, markup rendered as its own root. */
function prerendered<N extends IslandName>(name: N, props: IslandProps<N>): HTMLElement {
  const elements: React.ReactElement[] = [];
  const placeholder = renderToStaticMarkup(
    <IslandCollectorContext value={{ add: (element) => elements.push(element) - 1 }}>
      <Island name={name} props={props} />
    </IslandCollectorContext>,
  );
  const markup = renderToString(<IslandRoot queryClient={new QueryClient()}>{elements[0]}</IslandRoot>);
  const host = document.createElement('div');
  host.innerHTML = placeholder.replace(` ${ISLAND_SLOT_ATTRIBUTE}="0"></div>`, `>${markup}</div>`);
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
}

function clientWith(media: SiteMedia): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(siteMediaQueryOptions().queryKey, media);
  client.setQueryData(portfolioPairsQueryOptions().queryKey, []);
  return client;
}

const SOFA = {
  slot: 'servico-sofas',
  fallback: 'serviceSofa',
  alt: 'Sofás',
  ratio: '16 / 9',
  sizes: '90vw',
} as const;

describe('hydrateIsland', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('shows an image published before the visit, though the page was built with the fallback', async () => {
    const island = prerendered('slot-image', SOFA);
    expect(island.querySelector('img')?.getAttribute('src')).toMatch(/\/images\/fallback\/service-sofa/);
    const errors = vi.spyOn(console, 'error');
    const published = testImage('servico-sofas', 'https://cdn.example/sofa-v2.jpg');

    await act(async () => hydrateIsland(island, clientWith(new Map([['servico-sofas', published]]))));

    expect(island.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/sofa-v2.jpg');
    expect(island).toHaveAttribute(HYDRATED_ATTRIBUTE);
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows an image published after hydration, and the fallback again once it is deleted', async () => {
    const island = prerendered('slot-image', SOFA);
    const client = clientWith(new Map());
    await act(async () => hydrateIsland(island, client));
    expect(island.querySelector('img')?.getAttribute('src')).toMatch(/fallback/);

    const published = testImage('servico-sofas', 'https://cdn.example/sofa-v3.jpg');
    const src = () => island.querySelector('img')?.getAttribute('src');
    act(() => client.setQueryData(siteMediaQueryOptions().queryKey, new Map([['servico-sofas', published]])));
    await waitFor(() => expect(src()).toBe('https://cdn.example/sofa-v3.jpg'));

    act(() => client.setQueryData(siteMediaQueryOptions().queryKey, new Map()));
    await waitFor(() => expect(src()).toMatch(/fallback/));
  });

  it('renders the portfolio pairs that were published before the visit into its empty place', async () => {
    const island = prerendered('portfolio', {});
    expect(island.childElementCount).toBe(0);
    const client = clientWith(new Map());
    client.setQueryData(portfolioPairsQueryOptions().queryKey, portfolioItems(2));

    await act(async () => hydrateIsland(island, client));

    expect(island.querySelectorAll('article')).toHaveLength(2);
  });
});

describe('placeOf', () => {
  function page(html: string): HTMLElement {
    document.body.innerHTML = `<main id="page">${html}</main>`;
    return document.getElementById('island') as HTMLElement;
  }
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the markup an island rendered', () => {
    expect(
      placeOf(page('<div data-island="x" id="island"><img id="seen"></div><section></section>'))?.id,
    ).toBe('seen');
  });

  it('is the element around an island that renders nothing (the empty portfolio hydrates with the page)', () => {
    expect(
      placeOf(page('<section></section><div data-island="x" id="island"></div><section></section>'))?.id,
    ).toBe('page');
  });
});
