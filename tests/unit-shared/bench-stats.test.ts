import { describe, expect, it } from 'vitest';
import { inlineCss, referencedAssets } from '#scripts/bench/bundle-size.ts';
import { htmlFacts } from '#scripts/bench/html-facts.ts';
import { interleavedPlan } from '#scripts/bench/run-plan.ts';
import { HTML_BUDGET } from '#scripts/bench/served-html.ts';
import { median, percentile } from '#scripts/bench/stats.ts';
import { differenceFromControl, medianSummary, type MedianSummary } from '#scripts/bench/summary.ts';
import { checkTargets, tbtAboveControl, tbtDifference, type Measured } from '#scripts/bench/targets.ts';

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
      <link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin />
      <link rel="canonical" href="https://x.pt/" />
      <script type="application/ld+json">{}</script>
      <noscript><link rel="stylesheet" href="/assets/inlined-d.css" /><style>x{}</style></noscript>
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
    expect(inlineCss('<style>a{}</style><noscript><style>b{}</style></noscript>')).toBe('a{}');
  });

  it('counts the elements and inline SVGs of a page as a browser parses it', () => {
    const svg = '<svg viewBox="0 0 1 1"><svg><path d="M0 0"></path></svg></svg>';
    const html = `<!doctype html><html lang="pt"><head><title>é</title></head><body><p>a<p>b${svg}</body></html>`;
    const facts = htmlFacts(html);
    // html, head, title, body, p, p (the second closes the first), svg, svg, path
    expect(facts.elements).toBe(9);
    expect(facts.inlineSvgs).toBe(2);
    expect(facts.inlineSvgBytes).toBe(svg.length);
    // The parser adds what the markup leaves implicit.
    expect(htmlFacts('<p>x').elements).toBe(4);
  });
});

describe('bench run plan', () => {
  const names = (plan: ReturnType<typeof interleavedPlan>) =>
    plan.map(({ profile, page, run, of }) => `${profile} ${page} ${run}/${of}`);

  it('alternates the site, the page without scripts and the control page within each profile, in profile order', () => {
    const plan = interleavedPlan([
      { profile: 'mobile', site: 2, document: 2, control: 2 },
      { profile: 'slow-phone', site: 1, control: 2 },
      { profile: 'desktop', site: 1, control: 0 },
    ]);
    expect(names(plan)).toEqual([
      'mobile site 1/2',
      'mobile document 1/2',
      'mobile control 1/2',
      'mobile site 2/2',
      'mobile document 2/2',
      'mobile control 2/2',
      'slow-phone site 1/1',
      'slow-phone control 1/2',
      'slow-phone control 2/2',
      'desktop site 1/1',
    ]);
  });

  it("has the bench's 22 runs, the page without scripts in the mobile profile only", () => {
    const plan = interleavedPlan([
      { profile: 'mobile', site: 5, document: 5, control: 5 },
      { profile: 'slow-phone', site: 3, control: 3 },
      { profile: 'desktop', site: 1, control: 0 },
    ]);
    expect(plan).toHaveLength(22);
    expect(names(plan).slice(0, 4)).toEqual([
      'mobile site 1/5',
      'mobile document 1/5',
      'mobile control 1/5',
      'mobile site 2/5',
    ]);
    expect(new Set(plan.filter((run) => run.page === 'document').map((run) => run.profile))).toEqual(
      new Set(['mobile']),
    );
    // A page with fewer runs drops out of the alternation; the others go on in order.
    expect(names(interleavedPlan([{ profile: 'mobile', site: 2, document: 1, control: 2 }]))).toEqual([
      'mobile site 1/2',
      'mobile document 1/1',
      'mobile control 1/2',
      'mobile site 2/2',
      'mobile control 2/2',
    ]);
  });
});

function summary(tbtMs: number, overrides: Partial<MedianSummary['metrics']> = {}): MedianSummary {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { fcpMs: 900, lcpMs: 1200, tbtMs, cls: 0, speedIndexMs: 900, ...overrides },
  };
}

describe('bench medians and the control page', () => {
  it('takes the median of each score and metric on its own', () => {
    const runs = [summary(10, { lcpMs: 1300 }), summary(300, { lcpMs: 1100 }), summary(20, { lcpMs: 1200 })];
    runs[1]!.scores.performance = 90;
    const result = medianSummary(runs);
    expect(result.metrics.tbtMs).toBe(20);
    expect(result.metrics.lcpMs).toBe(1200);
    expect(result.scores.performance).toBe(100);
  });

  it('subtracts the control page from the site, metric by metric', () => {
    const difference = differenceFromControl(summary(80, { lcpMs: 1400 }), summary(30, { lcpMs: 800 }));
    expect(difference.metrics.tbtMs).toBe(50);
    expect(difference.metrics.lcpMs).toBe(600);
    expect(difference.scores.performance).toBe(0);
  });

  it('takes TBT above the control page both ways and checks the larger', () => {
    // The baseline's mobile runs: one control run hit by a hiccup (503 ms) lowers the
    // difference of the medians to 20 ms; the paired runs say 85 ms.
    const baseline = tbtAboveControl([177, 401, 585, 214, 252], [92, 98, 348, 232, 503]);
    expect(baseline.ofMedians).toBe(20);
    expect(baseline.pairs).toEqual([85, 303, 237, -18, -251]);
    expect(baseline.medianOfPairs).toBe(85);
    expect(baseline.checked).toBe(85);
    // and the other way round
    expect(tbtAboveControl([100, 100, 100], [0, 90, 90]).checked).toBe(10);
    expect(tbtAboveControl([300, 40, 40], [0, 0, 0]).checked).toBe(40);
  });

  it('splits TBT above the control into the page without scripts and the scripts on top', () => {
    const site = [400, 380, 420, 700, 390];
    const page = [370, 360, 380, 400, 600];
    const control = [200, 190, 210, 220, 180];
    const documentAbove = tbtDifference(page, control);
    const scripts = tbtDifference(site, page);
    expect(documentAbove).toEqual({ ofMedians: 180, pairs: [170, 170, 170, 180, 420], medianOfPairs: 170 });
    expect(scripts).toEqual({ ofMedians: 20, pairs: [30, 20, 40, 300, -210], medianOfPairs: 30 });
    // The differences of the medians add up to the site's; the medians of the pairs need not.
    expect(documentAbove.ofMedians + scripts.ofMedians).toBe(tbtAboveControl(site, control).ofMedians);
    expect(tbtAboveControl(site, control)).toEqual({ ...tbtDifference(site, control), checked: 210 });
  });

  it('is negative when the control page blocked longer, NaN when a value or a pair is missing', () => {
    expect(tbtAboveControl([0, 0, 0], [12, 12, 12]).checked).toBe(-12);
    expect(tbtAboveControl([10, Number.NaN, 10], [0, 0, 0]).checked).toBeNaN();
    expect(tbtAboveControl([10], []).checked).toBeNaN();
    // a site run without its control run is left out of the pairs
    expect(tbtAboveControl([10, 20, 90], [0, 0]).pairs).toEqual([10, 20]);
  });
});

/** A profile whose runs all give the same figures but TBT. */
function profile(runs: number, siteTbtMs: number[], controlTbtMs: number[]) {
  return {
    runs,
    site: medianSummary(siteTbtMs.map((tbt) => summary(tbt))),
    control: medianSummary(controlTbtMs.map((tbt) => summary(tbt))),
    tbtAboveControl: tbtAboveControl(siteTbtMs, controlTbtMs),
  };
}

/** The mobile profile, its page without scripts painting first 250 ms before it (at 900 ms). */
function mobileProfile(runs: number, siteTbtMs: number[], controlTbtMs: number[]) {
  return { ...profile(runs, siteTbtMs, controlTbtMs), withoutScriptsFcpMs: 900 - 250 };
}

function measured(): Measured {
  return {
    path: '/',
    mobile: mobileProfile(5, [50, 50, 50, 50, 50], [0, 0, 0, 0, 0]),
    slowPhone: { ...profile(3, [150, 150, 150], [0, 0, 0]), cpuSlowdownMultiplier: 6 },
    servedHtml: { raw: 160_000, gzip: HTML_BUDGET.gzipBytes, brotli: HTML_BUDGET.brotliBytes },
    loadedJsGzipBytes: 40_000,
  };
}

const missed = (m: Measured) =>
  checkTargets(m)
    .filter((check) => !check.met)
    .map((check) => check.name);

describe('bench targets', () => {
  it('are all met exactly at their limits', () => {
    expect(missed(measured())).toEqual([]);
    expect(checkTargets(measured())).toHaveLength(13);
    // another language's page: the same targets, named for it
    const english = checkTargets({ ...measured(), path: '/en/' }).map((check) => check.name);
    expect(english).toHaveLength(13);
    expect(english).toContain('/en/ Mobile (median of 5) LCP');
    expect(english).toContain('dist/en/index.html as served, gzip (level 6)');
    expect(english).toContain('JS loaded by /en/ on a phone, no scrolling (gzip -9)');
  });

  it('marks each missed target', () => {
    const m = measured();
    m.mobile.site.scores.performance = m.mobile.control.scores.performance - 2;
    m.mobile.site.metrics.lcpMs = 1501;
    m.mobile.site.metrics.cls = 0.006;
    m.mobile.site.metrics.fcpMs = 901;
    m.slowPhone.site.scores.performance = 94;
    m.slowPhone = { ...profile(3, [151, 151, 151], [0, 0, 0]), cpuSlowdownMultiplier: 6 };
    m.slowPhone.site.scores.performance = 94;
    m.servedHtml = { raw: 160_000, gzip: HTML_BUDGET.gzipBytes + 1, brotli: HTML_BUDGET.brotliBytes + 1 };
    m.loadedJsGzipBytes = 40_001;
    expect(missed(m)).toEqual([
      'Mobile (median of 5) Performance',
      'Mobile (median of 5) LCP',
      'Mobile (median of 5) CLS',
      'Mobile (median of 5) FCP above the page without scripts',
      'Slow phone 6× CPU (median of 3) Performance',
      'Slow phone 6× CPU (median of 3) TBT above the control page',
      'dist/index.html as served, gzip (level 6)',
      'dist/index.html as served, brotli (quality 5)',
      'JS loaded by / on a phone, no scrolling (gzip -9)',
    ]);
  });

  it("checks mobile TBT against the control page's, not against zero", () => {
    const busy = measured();
    busy.mobile = mobileProfile(5, [160, 160, 160, 160, 160], [110, 110, 110, 110, 110]);
    expect(missed(busy)).toEqual([]);
    busy.mobile = mobileProfile(5, [160, 160, 160, 160, 160], [109, 109, 109, 109, 109]);
    expect(missed(busy)).toEqual(['Mobile (median of 5) TBT above the control page']);
    expect(checkTargets(busy).find((check) => !check.met)?.value).toBe('51 ms (medians 51 ms, pairs 51 ms)');
  });

  it('lets the control page excuse only what the medians and the pairs agree on', () => {
    const m = measured();
    // Both say 30: met.
    m.mobile = mobileProfile(5, [120, 120, 120, 120, 120], [0, 0, 90, 200, 200]);
    expect(m.mobile.tbtAboveControl).toMatchObject({ ofMedians: 30, medianOfPairs: 30 });
    expect(missed(m)).toEqual([]);
    // Equal medians, but the site blocked 100 ms longer than the control run next to it in 4 pairs.
    m.mobile = mobileProfile(5, [100, 200, 300, 400, 500], [500, 100, 200, 300, 400]);
    expect(m.mobile.tbtAboveControl).toMatchObject({ ofMedians: 0, medianOfPairs: 100, checked: 100 });
    expect(missed(m)).toEqual(['Mobile (median of 5) TBT above the control page']);
    // Pairs equal but for one, medians 100 apart: the medians count.
    m.mobile = mobileProfile(5, [100, 200, 300, 400, 500], [100, 200, 300, 400, 0]);
    expect(m.mobile.tbtAboveControl).toMatchObject({ ofMedians: 100, medianOfPairs: 0, checked: 100 });
    expect(missed(m)).toEqual(['Mobile (median of 5) TBT above the control page']);
  });

  it('misses a target that was not measured', () => {
    const m = measured();
    m.mobile = mobileProfile(5, [0, 0, 0, 0, 0], [0, 0, Number.NaN, Number.NaN, Number.NaN]);
    m.slowPhone = {
      ...profile(3, [0, 0, 0], [Number.NaN, Number.NaN, Number.NaN]),
      cpuSlowdownMultiplier: 6,
    };
    expect(missed(m)).toEqual([
      'Mobile (median of 5) TBT above the control page',
      'Slow phone 6× CPU (median of 3) TBT above the control page',
    ]);
  });

  it('judges Performance against the control page measured in the same run', () => {
    const m = measured();
    m.mobile.control.scores.performance = 90;
    m.mobile.site.scores.performance = 89;
    expect(missed(m)).toEqual([]);
    m.mobile.site.scores.performance = 88;
    expect(missed(m)).toEqual(['Mobile (median of 5) Performance']);
  });

  it('keeps Accessibility, Best Practices and SEO at 100 and has no REST target', () => {
    const m = measured();
    m.mobile.site.scores.seo = 99;
    expect(missed(m)).toEqual(['Mobile (median of 5) SEO']);
    expect(checkTargets(m).some((check) => /REST/.test(check.name))).toBe(false);
  });
});
