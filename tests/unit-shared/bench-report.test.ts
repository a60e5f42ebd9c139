import { describe, expect, it } from 'vitest';
import { formatReport, machineNotes, type BenchReport, type RunRecord } from '#scripts/bench/report.ts';
import type { LoadResult } from '#scripts/bench/rest-load.ts';
import { differenceFromControl, type MedianSummary } from '#scripts/bench/summary.ts';

function summary(tbtMs: number, performance = 100): MedianSummary {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { fcpMs: 900, lcpMs: 1200, tbtMs, cls: 0, speedIndexMs: 900 },
  };
}

const load: LoadResult = {
  requests: 100,
  errors: 0,
  durationMs: 1000,
  requestsPerSecond: 100,
  p50Ms: 1,
  p95Ms: 2,
  p99Ms: 3,
  maxMs: 4,
};

function record(order: number, profile: RunRecord['profile'], page: RunRecord['page']) {
  return {
    order,
    profile,
    page,
    run: 1,
    seconds: 12,
    benchmarkIndex: 1500,
    cpuSlowdownMultiplier: 4,
    loadAverage1m: 1,
  } as const;
}

/** One page measured by a profile against a control page that did not block: its TBT is all above it. */
function againstControl(tbtMs: number) {
  const site = summary(tbtMs);
  const control = summary(0);
  return {
    runs: 1,
    site,
    control,
    difference: differenceFromControl(site, control),
    tbtAboveControl: { ofMedians: tbtMs, pairs: [tbtMs], medianOfPairs: tbtMs, checked: tbtMs },
  };
}

function report(): BenchReport {
  const site = summary(40);
  const page = summary(30);
  const control = summary(0);
  const html = {
    elements: 700,
    inlineSvgs: 3,
    inlineSvgBytes: 900,
    served: { raw: 60_000, gzip: 15_000, brotli: 12_000 },
  };
  const bundle = {
    critical: { jsGzip: 2000, cssGzip: 0, files: [] },
    inlineCssGzip: 9000,
    loaded: { jsGzip: 100_000, cssGzip: 0, files: [] },
  };
  const runs: RunRecord[] = [
    { ...record(1, 'mobile', 'site'), ...site, domElements: 700 },
    { ...record(2, 'mobile', 'document'), ...page, domElements: 690 },
    { ...record(3, 'mobile', 'control'), ...control, domElements: 8 },
    { ...record(4, 'slow-phone', 'site'), ...summary(90), domElements: 700 },
    { ...record(5, 'slow-phone', 'control'), ...control, domElements: 8 },
    { ...record(6, 'desktop', 'site'), ...summary(0), domElements: 700 },
  ];
  return {
    date: '2026-11-24T00:00:00.000Z',
    url: 'http://127.0.0.1:1/',
    controlUrl: 'http://127.0.0.1:1/__bench-control.html',
    documentUrl: 'http://127.0.0.1:1/__bench-document.html',
    durationSeconds: 300,
    phaseSeconds: { buildAndStart: 20, lighthouse: 260, bytesAndRest: 20 },
    git: { commit: 'ee24443aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', dirtyPaths: [] },
    machine: {
      cpus: 2,
      node: 'v22',
      chromium: 'Chromium',
      benchmarkIndex: { median: 1500, min: 1400, max: 1600, runs: 5 },
      loadAverage1m: { start: 1, max: 1.5, end: 1 },
    },
    lighthouse: {
      mobile: {
        ...againstControl(40),
        documentRuns: 1,
        document: page,
        documentTbtAboveControl: { ofMedians: 30, pairs: [30], medianOfPairs: 30 },
        scriptsTbtShare: { ofMedians: 10, pairs: [10], medianOfPairs: 10 },
      },
      slowPhone: { ...againstControl(90), cpuSlowdownMultiplier: 6 },
      desktop: { runs: 1, site: summary(0) },
      runs,
    },
    html,
    bundle,
    english: {
      url: 'http://127.0.0.1:1/en/',
      mobile: againstControl(45),
      documentRuns: 1,
      document: page,
      slowPhone: { ...againstControl(95), cpuSlowdownMultiplier: 6 },
      // the same page in English: a little more markup and script for its words
      html: { ...html, elements: 710, served: { raw: 61_000, gzip: 15_500, brotli: 12_500 } },
      bundle: { ...bundle, loaded: { ...bundle.loaded, jsGzip: 101_000 } },
    },
    rest: {
      ...load,
      query: 'media_slots',
      connections: 50,
      publishedSlots: 24,
      single: load,
    },
    targets: [{ name: 'Mobile TBT above the control page', target: '≤ 50 ms', value: '40 ms', met: true }],
    notes: [],
    mobileFailedAudits: [],
  };
}

describe('bench report', () => {
  it('shows the machine, the control page, the difference and the page facts', () => {
    const text = formatReport(report());
    expect(text).toContain('benchmarkIndex 1500 (median of 5 runs, 1400–1600)');
    expect(text).toContain('control page: http://127.0.0.1:1/__bench-control.html; page without scripts:');
    expect(text).toMatch(
      /^Lighthouse\s+mobile: site \(1\)\s+without scripts \(1\)\s+control \(1\)\s+site − control/m,
    );
    expect(text).toMatch(/^TBT\s+40 ms\s+30 ms\s+0 ms\s+\+40 ms\s+90 ms\s+0 ms\s+\+90 ms\s+0 ms$/m);
    expect(text).toContain(
      '  mobile: +40 ms — medians 40 ms − 0 ms = +40 ms; paired runs +40 ms, median +40 ms\n' +
        '  mobile: the page without its scripts +30 ms above the control; its scripts +10 ms on top ' +
        "(site − page without scripts; differences of the medians, which add up to the site's)\n" +
        '    page without scripts − control: medians 30 ms − 0 ms = +30 ms; paired runs +30 ms, median +30 ms\n' +
        '    site − page without scripts: medians 40 ms − 30 ms = +10 ms; paired runs +10 ms, median +10 ms\n' +
        '  slow phone 6×: +90 ms — medians 90 ms − 0 ms = +90 ms; paired runs +90 ms, median +90 ms',
    );
    expect(text).toMatch(/^as served: raw \/ gzip 6 \/ brotli 5\s+60\.0 kB \/ 15\.0 kB \/ 12\.0 kB$/m);
    expect(text).toMatch(/^inline <svg> elements \(their bytes\)\s+3 \(0\.9 kB\)$/m);
    expect(text).toMatch(/^loaded by \/ \(any Lighthouse run\)\s+100\.0 kB/m);
    expect(text).not.toContain('NOTE');
  });

  it('measures /en/ beside /, against the same control page', () => {
    const text = formatReport(report());
    expect(text).toMatch(
      /^Lighthouse, \/en\/\s+mobile: \/en\/ \(1\)\s+without scripts \(1\)\s+control \(1\)\s+\/en\/ − control/m,
    );
    expect(text).toMatch(/^TBT\s+45 ms\s+30 ms\s+0 ms\s+\+45 ms\s+95 ms\s+0 ms\s+\+95 ms$/m);
    expect(text).toContain('  /en/ mobile: +45 ms — medians 45 ms − 0 ms = +45 ms');
    expect(text).toMatch(
      /^dist\/en\/index\.html as served: raw \/ gzip 6 \/ brotli 5\s+61\.0 kB \/ 15\.5 kB \/ 12\.5 kB$/m,
    );
    expect(text).toMatch(/^loaded by \/en\/ \(any Lighthouse run\)\s+101\.0 kB/m);
  });

  it('lists each run page by page, the page without scripts in the mobile profile only', () => {
    const text = formatReport(report());
    expect(text).toMatch(/^TBT \(ms\)\s+site 40; without scripts 30; control 0\s+site 90; control 0\s+0$/m);
  });

  it("reports the stand-in's REST latency without a target or a cache", () => {
    const text = formatReport(report());
    expect(text).toMatch(/^Stand-in REST read \(no target\), 50 connections, 1\.0 s/m);
    expect(text).toMatch(/^one connection: p50 \/ p95, req\/s\s+1\.0 \/ 2\.0 ms, 100$/m);
    expect(text).not.toMatch(/cache/i);
  });

  it('prints the notes about a busy machine', () => {
    const busy = { ...report(), notes: ['the 1-minute load average reached 9.0 on 2 CPUs'] };
    expect(formatReport(busy)).toContain('NOTE: the 1-minute load average reached 9.0 on 2 CPUs');
  });
});

describe('bench notes on a shared machine', () => {
  it('says nothing when the control page did not block and the load stayed at what the bench causes', () => {
    const quiet = { cpus: 2, loadAverageMax: 3, controlTbtMs: { mobile: 25, slowPhone: 0 } };
    expect(machineNotes(quiet)).toEqual([]);
  });

  it('names a load average above the CPU count plus what the bench causes', () => {
    const busy = { cpus: 2, loadAverageMax: 3.7, controlTbtMs: { mobile: 0, slowPhone: 0 } };
    expect(machineNotes(busy)).toEqual([
      'the 1-minute load average reached 3.7 on 2 CPUs, more than the bench itself causes: ' +
        'other work shared the machine',
    ]);
  });

  it('names a control page that blocked, or whose TBT is unknown', () => {
    const [note] = machineNotes({ cpus: 2, loadAverageMax: 1, controlTbtMs: { mobile: 313, slowPhone: 20 } });
    expect(note).toMatch(/^the control page, which runs no script, blocked 313 ms \(mobile\) and 20 ms/);
    expect(
      machineNotes({ cpus: 2, loadAverageMax: 1, controlTbtMs: { mobile: Number.NaN, slowPhone: 0 } }),
    ).toHaveLength(1);
  });
});
