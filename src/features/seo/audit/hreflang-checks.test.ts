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

  it.each<[string, Parameters<typeof bilingualPage>[1], string, string, 'critical' | 'warning']>([
    [
      'an alternate without an absolute address',
      [
        ['pt-PT', PAGE_URL],
        ['en', '/en/'],
        ['x-default', PAGE_URL],
      ],
      'hreflang-urls',
      '«/en/»',
      'critical',
    ],
    [
      'an invalid language code',
      [
        ['pt-PT', PAGE_URL],
        ['en-UK', EN_URL],
        ['x-default', PAGE_URL],
      ],
      'hreflang-codes',
      '«en-UK»',
      'critical',
    ],
    [
      'a repeated value, whatever its case',
      [
        ['pt-PT', PAGE_URL],
        ['en', EN_URL],
        ['EN', `${PAGE_URL}en-gb/`],
        ['x-default', PAGE_URL],
      ],
      'hreflang-unique',
      '«en»',
      'warning',
    ],
    [
      'no x-default',
      [
        ['pt-PT', PAGE_URL],
        ['en', EN_URL],
      ],
      'hreflang-x-default',
      'Sem hreflang="x-default".',
      'warning',
    ],
  ])('fails on %s, naming it, with an issue of its severity', (_case, alternates, id, detail, severity) => {
    const check = checkOf(bilingualPage(PAGE_URL, alternates), id);
    expect(check).toMatchObject({ status: 'fail', detail, issue: { type: 'SEO', severity } });
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

  it('names the x-default to add in the fix when there is none', () => {
    const doc = bilingualPage(PAGE_URL, [
      ['pt-PT', PAGE_URL],
      ['en', EN_URL],
    ]);
    expect(checkOf(doc, 'hreflang-x-default')?.issue?.fix).toContain(
      `hreflang="x-default" href="${PAGE_URL}"`,
    );
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
