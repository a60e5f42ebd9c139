import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIGURED_FACTS } from '../../../content/business.ts';
import { businessFactsQueryOptions } from '../api/get-business-facts.ts';
import type { SavedBusinessFacts } from '../../../../supabase/functions/_shared/portable/business-facts-shape.ts';
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
  client.setQueryData(businessFactsQueryOptions().queryKey, null);
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

describe('a section that is one island (the footer)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('hydrates as one root that shows the facts saved before the visit and the images in it', async () => {
    const island = prerendered('site-footer', {});
    const text = () => island.textContent ?? '';
    expect(text()).toContain('+351 910 000 000');
    // its images and logo are plain parts of its own tree, not islands of their own
    expect(island.querySelectorAll('[data-island]')).toHaveLength(0);
    const errors = vi.spyOn(console, 'error');
    const client = clientWith(
      new Map([
        ['pages.contact.team_photo', testImage('pages.contact.team_photo', 'https://cdn.example/team.jpg')],
      ]),
    );
    client.setQueryData<SavedBusinessFacts>(businessFactsQueryOptions().queryKey, {
      version: 2,
      updatedAt: '2026-11-26T10:00:00Z',
      facts: {
        ...CONFIGURED_FACTS,
        phone: '+351213456789',
        social: { ...CONFIGURED_FACTS.social, facebook: '', tiktok: 'https://www.tiktok.com/@estofos' },
      },
    });

    await act(async () => hydrateIsland(island, client));

    expect(text()).toContain('+351 213 456 789');
    expect(island.querySelector('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+351213456789');
    expect(
      [...island.querySelectorAll('a.social-link')].map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Instagram', 'YouTube', 'TikTok']);
    expect(island.querySelector('img[src="https://cdn.example/team.jpg"]')).not.toBeNull();
    expect(island).toHaveAttribute(HYDRATED_ATTRIBUTE);
    expect(errors).not.toHaveBeenCalled();
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
