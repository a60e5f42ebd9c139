import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, expect, it } from 'vitest';
import { HomePage } from '#src/features/home/home-page.tsx';
import belowFoldSpriteUrl from './below-fold-icons.svg?url&no-inline';
import { BelowFoldSprite } from './icon-sprite.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { loadEveryIsland } from '#src/features/home/islands/island-registry.ts';

beforeAll(loadEveryIsland);

function homePage(): Document {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient('test')}>
      <HomePage />
    </QueryClientProvider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const belowFoldSymbols = () =>
  new Set(
    [
      ...new DOMParser()
        .parseFromString(renderToStaticMarkup(<BelowFoldSprite />), 'image/svg+xml')
        .querySelectorAll('symbol'),
    ].map((symbol) => symbol.id),
  );

it('keeps the committed sprite file equal to the icons it draws', async () => {
  await expect(`${renderToStaticMarkup(<BelowFoldSprite />)}\n`).toMatchFileSnapshot(
    './below-fold-icons.svg',
  );
});

it('draws the header’s and the hero’s icons in the page itself', () => {
  const page = homePage();
  const firstScreenUses = page.querySelectorAll('#topo use, #inicio use');
  expect(firstScreenUses.length).toBeGreaterThan(5);
  for (const use of firstScreenUses) {
    const href = use.getAttribute('href') ?? '';
    expect(href, 'a first-screen icon must not wait for the sprite file').toMatch(/^#icon-/);
    expect(page.getElementById(href.slice(1))?.tagName.toLowerCase()).toBe('symbol');
  }
});

it('points every other icon at a symbol that exists, in the page or in the sprite file', () => {
  const page = homePage();
  const inFile = belowFoldSymbols();
  const uses = [...page.querySelectorAll('use')];
  const external = uses.filter((use) => !use.getAttribute('href')?.startsWith('#'));
  expect(external.length).toBeGreaterThan(5);
  for (const use of uses) {
    const href = use.getAttribute('href') ?? '';
    if (href.startsWith('#')) {
      expect(page.getElementById(href.slice(1)), href).not.toBeNull();
    } else {
      expect(href.startsWith(`${belowFoldSpriteUrl}#`), href).toBe(true);
      expect(inFile.has(href.split('#')[1] ?? ''), href).toBe(true);
    }
  }
  // and no symbol is drawn twice
  const inPage = [...page.querySelectorAll('symbol')].map((symbol) => symbol.id);
  expect(inPage.filter((id) => inFile.has(id))).toEqual([]);
});
