import { describe, expect, it } from 'vitest';
import { runBestPracticeChecks } from './best-practices.ts';
import { buildReport, type AuditMeasurements } from './build-report.ts';
import { buildPageMap } from './page-map.ts';
import { runHreflangChecks } from './hreflang-checks.ts';
import { runSeoChecks, seoSuggestions } from './seo-checks.ts';
import { bilingualPage, PAGE_URL, perfectPage } from '#src/features/seo/testing/test-documents.ts';

function measurements(overrides: Partial<AuditMeasurements> = {}): AuditMeasurements {
  const doc = perfectPage();
  const pageMap = buildPageMap(doc, PAGE_URL);
  return {
    url: PAGE_URL,
    timestamp: '2025-05-01T10:30:00.000Z',
    seoChecks: runSeoChecks(doc, { pageUrl: PAGE_URL }),
    seoSuggestions: seoSuggestions(doc),
    hreflangChecks: runHreflangChecks(doc, PAGE_URL, []),
    bestPractices: runBestPracticeChecks({
      doc,
      pageUrl: PAGE_URL,
      images: pageMap.images,
      consoleErrors: [],
      headers: null,
      resourceUrls: [],
      siteRevision: null,
    }),
    accessibility: [],
    vitals: { lcp: 2.1, cls: 0.05, inp: null, fcp: 1.3 },
    pageMap,
    ...overrides,
  };
}

describe('buildReport', () => {
  it('scores all four areas from the measurements', () => {
    const report = buildReport(measurements());
    expect(report.scores.seo).toBe(100);
    expect(report.scores.accessibility).toBe(100);
    expect(report.scores.bestPractices).toBe(100); // the decided checks all pass
    expect(report.scores.performance).toBeGreaterThan(90);
    expect(report.performance).toMatchObject({ lcp: 2.1, cls: 0.05, inp: null, fcp: 1.3 });
    expect(report.performance.recommendations).toHaveLength(4);
    expect(report.performance.recommendations[2]).toContain('INP sem dados');
  });

  it('shows "sem dados" as null scores, never a number', () => {
    const report = buildReport(
      measurements({ accessibility: null, vitals: { lcp: null, cls: null, inp: null, fcp: null } }),
    );
    expect(report.scores.performance).toBeNull();
    expect(report.scores.accessibility).toBeNull();
  });

  it('files each issue by severity, without the severity field', () => {
    const doc = perfectPage();
    doc.querySelector('title')?.remove();
    doc.querySelector('meta[property="og:image"]')?.remove();
    const report = buildReport(
      measurements({
        seoChecks: runSeoChecks(doc, { pageUrl: PAGE_URL }),
        seoSuggestions: seoSuggestions(doc),
        vitals: { lcp: 5, cls: 0.2, inp: null, fcp: 1 },
        accessibility: [
          {
            id: 'color-contrast',
            impact: 'serious',
            help: 'h',
            description: 'd',
            helpUrl: 'u',
            nodes: 2,
            targets: [],
          },
        ],
      }),
    );
    expect(report.issues.critical.map((issue) => issue.type)).toEqual(['SEO', 'Acessibilidade']);
    expect(report.issues.warnings.map((issue) => issue.type)).toEqual(['Desempenho']); // LCP 5 s: poor
    expect(report.issues.improvements.map((issue) => issue.type)).toEqual(['SEO', 'Desempenho']); // og:image, CLS
    expect(Object.keys(report.issues.critical[0] ?? {})).toEqual(['type', 'description', 'impact', 'fix']);
  });

  it('reports the hreflang failures as SEO issues without touching the SEO score', () => {
    const doc = bilingualPage(PAGE_URL, [
      ['en', `${PAGE_URL}en/`],
      ['en', `${PAGE_URL}en/`],
    ]);
    const report = buildReport(
      measurements({
        seoChecks: runSeoChecks(doc, { pageUrl: PAGE_URL }),
        hreflangChecks: runHreflangChecks(doc, PAGE_URL, [{ url: `${PAGE_URL}en/`, status: 404, doc: null }]),
      }),
    );
    expect(report.scores.seo).toBe(100);
    const seo = (issues: { type: string; description: string }[]) =>
      issues.filter((issue) => issue.type === 'SEO').map((issue) => issue.description);
    expect(seo(report.issues.critical)).toEqual([
      `As alternativas hreflang não incluem a própria página (${PAGE_URL}).`,
      `1 página(s) alternativa(s) não confirmam esta página: ${PAGE_URL}en/: responde 404.`,
    ]);
    expect(seo(report.issues.warnings)).toEqual([
      'Códigos hreflang repetidos: «en».',
      'As alternativas hreflang não têm x-default.',
    ]);
  });

  it('judges vitals as reported: 2.5004 s is reported as 2.5 and rated good', () => {
    const report = buildReport(measurements({ vitals: { lcp: 2.5004, cls: 0.1, inp: 200.4, fcp: 1.8 } }));
    expect(report.performance).toMatchObject({ lcp: 2.5, cls: 0.1, inp: 200, fcp: 1.8 });
    expect(
      report.issues.warnings
        .concat(report.issues.improvements)
        .filter((issue) => issue.type === 'Desempenho'),
    ).toEqual([]);
  });
});
