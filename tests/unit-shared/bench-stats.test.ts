import { describe, expect, it } from 'vitest';
import { inlineCss, referencedAssets } from '../../scripts/bench/bundle-size.ts';
import { median, percentile } from '../../scripts/bench/stats.ts';
import { checkTargets } from '../../scripts/bench/targets.ts';

describe('bench statistics', () => {
  it('takes the median of odd and even counts, unsorted', () => {
    expect(median([90, 100, 95])).toBe(95);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('bench inputs', () => {
  it('finds the entry script, its modulepreloads and the stylesheets of index.html', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c.css">
      <link rel="stylesheet" href="/assets/inlined-d.css" disabled />
      <link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin />
      <link rel="canonical" href="https://x.pt/" />
      <script type="application/ld+json">{}</script>
    </head>`;
    expect(referencedAssets(html)).toEqual([
      { path: '/assets/index-a.js', type: 'Script' },
      { path: '/assets/vendor-b.js', type: 'Script' },
      { path: '/assets/index-c.css', type: 'Stylesheet' },
    ]);
  });

  it('reads the CSS inlined into the page', () => {
    expect(inlineCss('<head><style>a{b:c}</style><style media="print">d{}</style></head>')).toBe(
      'a{b:c}\nd{}',
    );
    expect(inlineCss('<p>no style</p>')).toBe('');
  });

  it('marks each missed target', () => {
    const checks = checkTargets({
      mobileScores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
      mobileLcpMs: 1500,
      mobileTbtMs: 51,
      mobileCls: 0.01,
      loadedJsGzipBytes: 90_001,
      restP95Ms: 12,
    });
    expect(checks.filter((check) => !check.met).map((check) => check.name)).toEqual([
      'Mobile Performance (median of 3)',
      'Mobile TBT',
      'JS loaded by / (gzip)',
    ]);
  });
});
