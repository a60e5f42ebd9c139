import { describe, expect, it } from 'vitest';
import { ownAddress, pagesToConfirm, readAlternates, selfValues } from './hreflang-alternates.ts';
import {
  addAlternates,
  bilingualPage,
  EN_URL,
  PAGE_URL,
  perfectPage,
} from '#src/features/seo/testing/test-documents.ts';

describe('readAlternates', () => {
  it('reads every rel=alternate link with an hreflang, and only those', () => {
    const doc = bilingualPage(PAGE_URL);
    doc.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="alternate" type="application/rss+xml" href="/feed"><link rel="ALTERNATE stylesheet" hreflang=" fr " href="/fr/">',
    );
    expect(readAlternates(doc).map(({ hreflang, href, url }) => [hreflang, href, url?.href ?? null])).toEqual(
      [
        ['pt-PT', PAGE_URL, PAGE_URL],
        ['en', EN_URL, EN_URL],
        ['x-default', PAGE_URL, PAGE_URL],
        ['fr', '/fr/', null], // relative: no URL
      ],
    );
  });
});

describe('ownAddress', () => {
  it("is the audited path on the canonical's origin, without the fragment", () => {
    const doc = bilingualPage(EN_URL);
    expect(ownAddress(doc, 'http://127.0.0.1:4173/en/#faq').href).toBe(EN_URL);
  });

  it("falls back to the page's own origin without an absolute canonical", () => {
    const doc = perfectPage();
    doc.querySelector('link[rel="canonical"]')?.setAttribute('href', '/');
    expect(ownAddress(doc, 'http://127.0.0.1:4173/en/').href).toBe('http://127.0.0.1:4173/en/');
  });
});

describe('selfValues and pagesToConfirm', () => {
  it('finds how the page names itself and which other pages of the site must answer', () => {
    const pt = bilingualPage(PAGE_URL);
    expect(selfValues(readAlternates(pt), new URL(PAGE_URL))).toEqual(['pt-PT']); // x-default aside
    expect(pagesToConfirm(pt, PAGE_URL)).toEqual([EN_URL]);
    expect(pagesToConfirm(bilingualPage(EN_URL), EN_URL)).toEqual([PAGE_URL]);
  });

  it('leaves out x-default, other sites, relative addresses and repeats', () => {
    const doc = addAlternates(perfectPage(), [
      ['pt-PT', PAGE_URL],
      ['en', `${EN_URL}#topo`],
      ['en-GB', EN_URL],
      ['x-default', `${PAGE_URL}escolher/`],
      ['fr', 'https://outro.example.fr/'],
      ['es', '/es/'],
    ]);
    expect(pagesToConfirm(doc, PAGE_URL)).toEqual([EN_URL]);
  });
});
