// @vitest-environment node
// The home page is prerendered at build time: every section must render with no DOM at all,
// and the first HTML must carry the poster (LCP) but not the video player (attached after idle).
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { beforeAll, expect, it } from 'vitest';
import { HomePage } from './home-page.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { loadEveryIsland } from '#src/features/home/islands/island-registry.ts';

beforeAll(loadEveryIsland);

function renderHome(): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient('test')}>
      <HomePage />
    </QueryClientProvider>,
  );
}

it('renders every section on the server, in the required order (docs/requirements/home-page.md)', () => {
  expect(typeof window).toBe('undefined');
  const html = renderHome();

  const order = [
    'topo',
    'inicio',
    'sobre',
    'servicos',
    'como-funciona',
    'impermeabilizacao',
    'porque',
    'avaliacoes',
    'faq',
    'contacto',
  ];
  const positions = order.map((id) => html.indexOf(`id="${id}"`));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  // No pairs before the data arrives: the portfolio is not rendered at all.
  expect(html).not.toContain('id="portfolio"');
});

it('has exactly one h1', () => {
  expect(renderHome().match(/<h1[\s>]/g)).toHaveLength(1);
});

it('carries the hero poster with high fetch priority and no player yet', () => {
  const html = renderHome();

  expect(html).toMatch(/<img[^>]*src="\/images\/fallback\/hero-poster-720\.webp"[^>]*fetchPriority="high"/i);
  expect(html).not.toContain('<iframe');
});

it('lazy-loads the images below the fold', () => {
  const html = renderHome();
  const serviceImage = /<img[^>]*service-sofa[^>]*>/.exec(html)?.[0] ?? '';

  expect(serviceImage).toContain('loading="lazy"');
  expect(serviceImage).toContain('decoding="async"');
  expect(serviceImage).toMatch(/srcSet="[^"]*480w[^"]*960w[^"]*1440w"/);
});
