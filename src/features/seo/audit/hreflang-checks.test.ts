import { describe, expect, it } from 'vitest';
import { runHreflangChecks } from './hreflang-checks.ts';
import type { ReturnPage } from './hreflang-return.ts';
import { bilingualPage, EN_URL, PAGE_URL, perfectPage } from '#src/features/seo/testing/test-documents.ts';

const englishAnswers: ReturnPage[] = [{ url: EN_URL, status: 200, doc: bilingualPage(EN_URL) }];

function statuses(doc: Document, pageUrl = PAGE_URL, returns = englishAnswers) {
  return Object.fromEntries(
    runHreflangChecks(doc, pageUrl, returns).map((check) => [check.id, check.status]),
  );
}

function checkOf(doc: Document, id: string, pageUrl = PAGE_URL) {
  return runHreflangChecks(doc, pageUrl, englishAnswers).find((check) => check.id === id);
}

describe('runHreflangChecks', () => {
  it('passes a single-language page with no alternates, and says why', () => {
    expect(runHreflangChecks(perfectPage(), PAGE_URL, [])).toEqual([
      {
        id: 'hreflang',
        label: 'Alternativas de idioma (hreflang)',
        status: 'pass',
        detail: 'Sem alternativas hreflang: página num só idioma, nada a declarar.',
      },
    ]);
  });

  it('passes both pages of the published bilingual site', () => {
    const all = {
      'hreflang-urls': 'pass',
      'hreflang-codes': 'pass',
      'hreflang-unique': 'pass',
      'hreflang-self': 'pass',
      'hreflang-x-default': 'pass',
      'hreflang-return': 'pass',
    };
    expect(statuses(bilingualPage(PAGE_URL))).toEqual(all);
    expect(
      statuses(bilingualPage(EN_URL), EN_URL, [{ url: PAGE_URL, status: 200, doc: bilingualPage(PAGE_URL) }]),
    ).toEqual(all);
  });

  it('fails, critical, on an alternate without an absolute address', () => {
    const doc = bilingualPage(PAGE_URL, [
      ['pt-PT', PAGE_URL],
      ['en', '/en/'],
      ['x-default', PAGE_URL],
    ]);
    const check = checkOf(doc, 'hreflang-urls');
    expect(check).toMatchObject({ status: 'fail', detail: '«/en/»' });
    expect(check?.issue).toMatchObject({ type: 'SEO', severity: 'critical' });
  });

  it('fails, critical, on an invalid language code', () => {
    const doc = bilingualPage(PAGE_URL, [
      ['pt-PT', PAGE_URL],
      ['en-UK', EN_URL],
      ['x-default', PAGE_URL],
    ]);
    const check = checkOf(doc, 'hreflang-codes');
    expect(check).toMatchObject({ status: 'fail', detail: '«en-UK»' });
    expect(check?.issue?.severity).toBe('critical');
  });

  it('warns about a repeated value, whatever its case', () => {
    const doc = bilingualPage(PAGE_URL, [
      ['pt-PT', PAGE_URL],
      ['en', EN_URL],
      ['EN', `${PAGE_URL}en-gb/`],
      ['x-default', PAGE_URL],
    ]);
    const check = checkOf(doc, 'hreflang-unique');
    expect(check).toMatchObject({ status: 'fail', detail: '«en»' });
    expect(check?.issue?.severity).toBe('warning');
  });

  it('fails, critical, when the page does not list itself (x-default does not count)', () => {
    const doc = bilingualPage(PAGE_URL, [
      ['en', EN_URL],
      ['x-default', PAGE_URL],
    ]);
    const check = checkOf(doc, 'hreflang-self');
    expect(check?.status).toBe('fail');
    expect(check?.issue?.severity).toBe('critical');
    // the fix names the hreflang this path has in the site's languages
    expect(check?.issue?.fix).toBe(`Acrescente <link rel="alternate" hreflang="pt-PT" href="${PAGE_URL}">.`);
  });

  it('names the English hreflang in the fix of the English page', () => {
    const doc = bilingualPage(EN_URL, [
      ['pt-PT', PAGE_URL],
      ['x-default', PAGE_URL],
    ]);
    expect(checkOf(doc, 'hreflang-self', EN_URL)?.issue?.fix).toContain(`hreflang="en" href="${EN_URL}"`);
  });

  it('warns when there is no x-default', () => {
    const doc = bilingualPage(PAGE_URL, [
      ['pt-PT', PAGE_URL],
      ['en', EN_URL],
    ]);
    const check = checkOf(doc, 'hreflang-x-default');
    expect(check).toMatchObject({ status: 'fail', detail: 'Sem hreflang="x-default".' });
    expect(check?.issue?.severity).toBe('warning');
    expect(check?.issue?.fix).toContain(`hreflang="x-default" href="${PAGE_URL}"`);
  });

  it('includes the reciprocity check, fed with the pages the runner fetched', () => {
    expect(statuses(bilingualPage(PAGE_URL), PAGE_URL, [])['hreflang-return']).toBe('unknown');
    const lonely = [{ url: EN_URL, status: 200, doc: perfectPage() }];
    expect(statuses(bilingualPage(PAGE_URL), PAGE_URL, lonely)['hreflang-return']).toBe('fail');
  });

  it('does not change with the host the audit runs on', () => {
    expect(Object.values(statuses(bilingualPage(PAGE_URL), 'http://127.0.0.1:4173/'))).toEqual(
      Array(6).fill('pass'),
    );
  });
});
