import { BASE_PAGE_LANGUAGE } from '#src/lib/page-language.ts';
import { type QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedBusinessFacts } from '#portable/business-facts/shape.ts';
import { portfolioPairsQueryOptions } from '#src/features/home/api/get-portfolio-pairs.ts';
import { siteMediaQueryOptions, type SiteMedia } from '#src/features/home/api/get-site-media.ts';
import {
  portfolioItems,
  setBusinessFacts,
  setPageTexts,
  testImage,
} from '#src/features/home/testing/render-with-home-data.tsx';
import { hydrateIsland, mountInTurn, renderIsland } from './hydrate-islands.tsx';
import { HYDRATED_ATTRIBUTE } from './island-root.tsx';
import { prerenderedIsland } from '#src/features/home/testing/prerendered-island.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';
import { loadEveryIsland } from './island-registry.ts';
import { Island } from './island.tsx';
import { sofaImageIsland } from '#src/features/home/testing/sofa-image-island.tsx';
import PortfolioSection from '#src/features/home/sections/portfolio.island.tsx';
import FaqQuestions from '#src/features/home/sections/faq-questions.island.tsx';
import SiteFooter from '#src/features/home/sections/site-footer.island.tsx';
import HomeLink from '#src/features/home/components/home-link.island.tsx';

beforeAll(loadEveryIsland);

/** A cache holding the home page's reads, as the build had them and the page carries them. */
function clientWith(media: SiteMedia, facts: SavedBusinessFacts | null = null): QueryClient {
  const client = createQueryClient('build');
  client.setQueryData(siteMediaQueryOptions().queryKey, media);
  client.setQueryData(portfolioPairsQueryOptions('pt-PT').queryKey, []);
  setBusinessFacts(client, facts);
  return client;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('renderIsland', () => {
  it('shows an image published before the visit as the build rendered it, and follows later changes', async () => {
    const client = clientWith({
      'servico-sofas': testImage('servico-sofas', 'https://cdn.example/sofa-v2.jpg'),
    });
    const island = prerenderedIsland(sofaImageIsland(), client);
    const src = () => island.querySelector('img')?.getAttribute('src');
    expect(src()).toBe('https://cdn.example/sofa-v2.jpg');
    const errors = vi.spyOn(console, 'error');

    await act(async () => renderIsland(island, { queryClient: client, language: BASE_PAGE_LANGUAGE }));
    expect(island).toHaveAttribute(HYDRATED_ATTRIBUTE);
    expect(src()).toBe('https://cdn.example/sofa-v2.jpg');
    expect(errors).not.toHaveBeenCalled();

    act(() => client.setQueryData(siteMediaQueryOptions().queryKey, {}));
    await waitFor(() => expect(src()).toMatch(/\/images\/fallback\/service-sofa/));
    const published = testImage('servico-sofas', 'https://cdn.example/sofa-v3.jpg');
    act(() => client.setQueryData(siteMediaQueryOptions().queryKey, { 'servico-sofas': published }));
    await waitFor(() => expect(src()).toBe('https://cdn.example/sofa-v3.jpg'));
  });

  it('renders the pairs a live change brings into the portfolio the build left empty', async () => {
    const client = clientWith({});
    const island = prerenderedIsland(<Island component={PortfolioSection} props={{}} />, client);
    expect(island.childElementCount).toBe(0);
    await act(async () => renderIsland(island, { queryClient: client, language: BASE_PAGE_LANGUAGE }));

    act(() => client.setQueryData(portfolioPairsQueryOptions('pt-PT').queryKey, portfolioItems(2)));
    await waitFor(() => expect(island.querySelectorAll('article')).toHaveLength(2));
  });

  it('puts back the answer the visitor opened and the question they focused, in the new markup', async () => {
    const client = createQueryClient('build');
    setPageTexts(client, null);
    const island = prerenderedIsland(<Island component={FaqQuestions} props={{}} />, client);
    const before = [...island.querySelectorAll('details')];
    expect(before.length).toBeGreaterThan(2);
    before[1]!.open = true;
    before[2]!.querySelector('summary')!.focus();

    await act(async () => renderIsland(island, { queryClient: client, language: BASE_PAGE_LANGUAGE }));
    expect(island).toHaveAttribute(HYDRATED_ATTRIBUTE);
    const after = [...island.querySelectorAll('details')];
    // rendered afresh: new elements, in the same state
    expect(after[1]).not.toBe(before[1]);
    expect(after.map((details) => details.open)).toEqual(before.map((_, index) => index === 1));
    expect(document.activeElement).toBe(after[2]!.querySelector('summary'));
  });

  it('keeps the prerendered markup of an island that throws, and reports the error once with its name', async () => {
    const client = clientWith({
      'servico-sofas': testImage('servico-sofas', 'https://cdn.example/sofa.jpg'),
    });
    const island = prerenderedIsland(sofaImageIsland(), client);
    const html = island.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // the island's read is broken in the browser: its selector throws when it renders
    vi.spyOn(client, 'getQueryCache').mockImplementation(() => {
      throw new Error('broken cache');
    });

    await act(async () => renderIsland(island, { queryClient: client, language: BASE_PAGE_LANGUAGE }));

    expect(island.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/sofa.jpg');
    expect(island.innerHTML).toContain(html);
    const reports = errors.mock.calls.filter(([message]) => String(message).startsWith('Island slot-image'));
    expect(reports).toHaveLength(1);
    expect(String(reports[0]![1])).toMatch(/broken cache/);
  });
});

describe('a section that is one island (the footer)', () => {
  it('renders as one root the facts and images the build rendered, then follows a new save', async () => {
    const saved: SavedBusinessFacts = {
      locale: 'pt-PT',
      version: 2,
      updatedAt: '2026-11-26T10:00:00Z',
      facts: completeBusinessFacts({
        phone: '+351213456789',
        social: {
          instagram: 'https://www.instagram.com/estofos',
          facebook: '',
          youtube: 'https://www.youtube.com/@estofos',
          tiktok: 'https://www.tiktok.com/@estofos',
        },
      }),
    };
    const team = testImage('pages.contact.team_photo', 'https://cdn.example/team.jpg');
    const client = clientWith({ 'pages.contact.team_photo': team }, saved);
    const island = prerenderedIsland(<Island component={SiteFooter} props={{}} />, client);
    const text = () => island.textContent ?? '';
    expect(text()).toContain('+351 213 456 789');
    // its images and logo are plain parts of its own tree, not islands of their own
    expect(island.querySelectorAll('[data-island]')).toHaveLength(0);
    const errors = vi.spyOn(console, 'error');

    await act(async () => renderIsland(island, { queryClient: client, language: BASE_PAGE_LANGUAGE }));
    expect(island).toHaveAttribute(HYDRATED_ATTRIBUTE);
    expect(errors).not.toHaveBeenCalled();
    expect(island.querySelector('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+351213456789');
    expect(
      [...island.querySelectorAll('a.social-link')].map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Instagram', 'YouTube', 'TikTok']);
    expect(island.querySelector('img[src="https://cdn.example/team.jpg"]')).not.toBeNull();

    act(() =>
      setBusinessFacts(client, { ...saved, version: 3, facts: { ...saved.facts, phone: '+351219999999' } }),
    );
    await waitFor(() => expect(text()).toContain('+351 219 999 999'));
  });
});

describe('hydrateIsland', () => {
  it('takes over a portfolio with more pairs than one window as the build rendered it, and pages through them', async () => {
    const client = clientWith({});
    client.setQueryData(portfolioPairsQueryOptions('pt-PT').queryKey, portfolioItems(6));
    const island = prerenderedIsland(<Island component={PortfolioSection} props={{}} />, client);
    const numbers = () => [...island.querySelectorAll('article')].map((card) => card.textContent);
    const before = numbers();
    const errors = vi.spyOn(console, 'error');

    await act(async () => hydrateIsland(island, { queryClient: client, language: BASE_PAGE_LANGUAGE }));

    expect(island).toHaveAttribute(HYDRATED_ATTRIBUTE);
    expect(errors).not.toHaveBeenCalled();
    expect(numbers()).toEqual(before);
    act(() => island.querySelector<HTMLButtonElement>('button[aria-label]')!.click());
    await waitFor(() => expect(numbers()).not.toEqual(before));
  });
});

describe('mountInTurn', () => {
  it('mounts each island given, once, in order', async () => {
    const client = clientWith({});
    const first = prerenderedIsland(sofaImageIsland(), client);
    const second = prerenderedIsland(<Island component={HomeLink} props={{}} />, client);
    const mounted: string[] = [];

    await mountInTurn([first, second], async (island) => {
      mounted.push(island.dataset.island ?? '');
    });

    expect(mounted).toEqual(['slot-image', 'home-link']);
  });
});
