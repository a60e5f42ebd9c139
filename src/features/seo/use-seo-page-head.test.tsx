import { render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useSeoPageHead } from './use-seo-page-head.ts';

function Head() {
  useSeoPageHead();
  return null;
}

const content = (name: string) =>
  [...document.head.querySelectorAll(`meta[name="${name}"]`)].map((meta) => meta.getAttribute('content'));

afterEach(() => {
  document.head.innerHTML = '';
});

it('keeps /seo out of search engines and sends no referrer, then restores the head', () => {
  document.head.innerHTML = '<title>Início</title><meta name="robots" content="index,follow">';
  const view = render(<Head />);
  expect(content('robots')).toEqual(['noindex,nofollow']); // overridden, not duplicated
  expect(content('referrer')).toEqual(['no-referrer']);
  expect(document.title).toBe('Verificação SEO');

  view.unmount();
  expect(content('robots')).toEqual(['index,follow']);
  expect(content('referrer')).toEqual([]);
  expect(document.title).toBe('Início');
});
