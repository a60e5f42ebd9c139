import { describe, expect, it } from 'vitest';
import { checkReturnLinks, type ReturnPage } from './hreflang-return.ts';
import {
  addAlternates,
  bilingualPage,
  EN_URL,
  PAGE_URL,
  perfectPage,
} from '#src/features/seo/testing/test-documents.ts';

function fetched(url: string, doc: Document): ReturnPage {
  return { url, status: 200, doc };
}

describe('checkReturnLinks', () => {
  it('passes when the other language page links back under the hreflang the page gives itself', () => {
    const check = checkReturnLinks(bilingualPage(PAGE_URL), PAGE_URL, [
      fetched(EN_URL, bilingualPage(EN_URL)),
    ]);
    expect(check).toMatchObject({ id: 'hreflang-return', status: 'pass' });
    expect(check.detail).toBe(`${EN_URL}: liga de volta (pt-PT)`);
    // and the other way round, for the English page
    expect(
      checkReturnLinks(bilingualPage(EN_URL), EN_URL, [fetched(PAGE_URL, bilingualPage(PAGE_URL))]).status,
    ).toBe('pass');
  });

  it('judges the return link on the public address even when the run is on a local host', () => {
    const check = checkReturnLinks(bilingualPage(PAGE_URL), 'http://127.0.0.1:4173/', [
      fetched(EN_URL, bilingualPage(EN_URL)),
    ]);
    expect(check.status).toBe('pass');
  });

  it('fails, critical, when the other page has no link back', () => {
    const english = addAlternates(perfectPage(), [
      ['en', EN_URL],
      ['x-default', PAGE_URL], // x-default alone does not confirm the Portuguese page
    ]);
    const check = checkReturnLinks(bilingualPage(PAGE_URL), PAGE_URL, [fetched(EN_URL, english)]);
    expect(check.status).toBe('fail');
    expect(check.issue).toMatchObject({ type: 'SEO', severity: 'critical' });
    expect(check.detail).toBe(`${EN_URL}: sem ligação de volta para ${PAGE_URL}`);
    expect(check.issue?.fix).toContain(`hreflang="pt-PT" href="${PAGE_URL}"`);
  });

  it('fails when the link back carries another hreflang', () => {
    const english = addAlternates(perfectPage(), [
      ['pt', PAGE_URL],
      ['en', EN_URL],
    ]);
    const check = checkReturnLinks(bilingualPage(PAGE_URL), PAGE_URL, [fetched(EN_URL, english)]);
    expect(check.status).toBe('fail');
    expect(check.detail).toContain('hreflang «pt», não «pt-PT»');
  });

  it('fails when the other page answers with an error, and says so', () => {
    const check = checkReturnLinks(bilingualPage(PAGE_URL), PAGE_URL, [
      { url: EN_URL, status: 404, doc: null },
    ]);
    expect(check.status).toBe('fail');
    expect(check.detail).toBe(`${EN_URL}: responde 404`);
  });

  it('has no data, rather than a verdict, when a page could not be read or is on another site', () => {
    expect(
      checkReturnLinks(bilingualPage(PAGE_URL), PAGE_URL, [{ url: EN_URL, status: null, doc: null }]).status,
    ).toBe('unknown');
    expect(checkReturnLinks(bilingualPage(PAGE_URL), PAGE_URL, []).status).toBe('unknown');
    const foreign = addAlternates(perfectPage(), [
      ['pt-PT', PAGE_URL],
      ['fr', 'https://outro.example.fr/'],
    ]);
    const check = checkReturnLinks(foreign, PAGE_URL, []);
    expect(check.status).toBe('unknown');
    expect(check.detail).toBe('https://outro.example.fr/: noutro domínio, não verificada');
  });

  it('passes with nothing to confirm when the page names only itself', () => {
    const alone = addAlternates(perfectPage(), [
      ['pt-PT', PAGE_URL],
      ['x-default', PAGE_URL],
    ]);
    expect(checkReturnLinks(alone, PAGE_URL, [])).toMatchObject({
      status: 'pass',
      detail: 'Nenhuma outra página de idioma a confirmar.',
    });
  });
});
