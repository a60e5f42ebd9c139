import type { BundleSizes } from './bundle-size.ts';
import type { HtmlFacts } from './html-facts.ts';
import { BROTLI_QUALITY, GZIP_LEVEL, type ServedSizes } from './served-html.ts';
import type { Profile } from './lighthouse-runs.ts';
import type { LoadResult } from './rest-load.ts';
import type { Page } from './run-plan.ts';
import { CATEGORIES, type MedianSummary, type Metrics, type Scores } from './summary.ts';
import type { ProfileMedians, TargetCheck, TbtDifference } from './targets.ts';

/** One Lighthouse run, in the order the bench made it. */
export interface RunRecord {
  order: number;
  profile: Profile;
  page: Page;
  run: number;
  /** Wall-clock time of the run, retries included. */
  seconds: number;
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  loadAverage1m: number;
  scores: Scores;
  metrics: Metrics;
  domElements: number | null;
}

/** A profile measured on the site and the control page, interleaved. */
export interface ProfileResult extends ProfileMedians {
  /** site − control, metric by metric (medians). */
  difference: MedianSummary;
}

/** The mobile profile, where the page without scripts is measured too (interleaved). */
export interface MobileResult extends ProfileResult {
  /** Runs of the page without scripts. */
  documentRuns: number;
  /** Medians of the page without scripts. */
  document: MedianSummary;
  /** Its TBT minus the control page's: what the document itself costs. */
  documentTbtAboveControl: TbtDifference;
  /** The site's TBT minus the page without scripts': what our scripts add on top. */
  scriptsTbtShare: TbtDifference;
}

export interface BenchReport {
  date: string;
  url: string;
  controlUrl: string;
  /** The page without scripts (mobile only). */
  documentUrl: string;
  durationSeconds: number;
  /** Building and starting the preview, the Lighthouse runs, then measuring bytes and the REST load. */
  phaseSeconds: { buildAndStart: number; lighthouse: number; bytesAndRest: number };
  git: { commit: string; dirtyPaths: string[] };
  machine: {
    cpus: number;
    node: string;
    chromium: string;
    /** Lighthouse's CPU benchmark, over every run of the bench (each run's is in `lighthouse.runs`). */
    benchmarkIndex: { median: number; min: number; max: number; runs: number };
    /** 1-minute load average: when the bench started, highest and last at the start of a Lighthouse run. */
    loadAverage1m: { start: number; max: number; end: number };
  };
  lighthouse: {
    mobile: MobileResult;
    slowPhone: ProfileResult & { cpuSlowdownMultiplier: number };
    desktop: { runs: number; site: MedianSummary };
    runs: RunRecord[];
  };
  /** dist/index.html as built, and as a host serves it (its stand-in URLs written as a hosted project's). */
  html: HtmlFacts & { served: ServedSizes };
  bundle: BundleSizes;
  /** `/en/`, measured as `/` is, against the same control runs. */
  english: {
    url: string;
    mobile: ProfileResult;
    /** Runs of `/en/` without scripts (mobile only). */
    documentRuns: number;
    /** Medians of `/en/` without scripts. */
    document: MedianSummary;
    slowPhone: ProfileResult & { cpuSlowdownMultiplier: number };
    html: HtmlFacts & { served: ServedSizes };
    bundle: BundleSizes;
  };
  /** The stand-in's REST read latency: reported, no target. */
  rest: LoadResult & {
    query: string;
    connections: number;
    publishedSlots: number;
    /** The same read on one connection: its service time without queueing. */
    single: LoadResult;
  };
  targets: TargetCheck[];
  /** Signs that other work shared the machine (see machineNotes). */
  notes: string[];
  /** Lighthouse audits below 1 in any mobile run of the site, with how many runs failed them. */
  mobileFailedAudits: { id: string; title: string; runs: number }[];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);
const signedMs = (value: number) => signed(Math.round(value), ms(value));

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function singleRow(run: LoadResult): string {
  return `${run.p50Ms.toFixed(1)} / ${run.p95Ms.toFixed(1)} ms, ${run.requestsPerSecond.toFixed(0)}`;
}

/** A column of medians; `difference` marks a site − control column (signed). */
interface Column {
  summary: MedianSummary;
  difference?: boolean;
}

function lighthouseRows(header: string[], columns: Column[]): string[][] {
  const cell = (column: Column, value: (s: MedianSummary) => number, text: (v: number) => string) => {
    const v = value(column.summary);
    return column.difference ? signed(v, text(v)) : text(v);
  };
  const metric = (name: string, value: (s: MedianSummary) => number, text: (v: number) => string) => [
    name,
    ...columns.map((column) => cell(column, value, text)),
  ];
  return [
    header,
    ...CATEGORIES.map((key) =>
      metric(
        key,
        (s) => s.scores[key],
        (v) => String(Math.round(v)),
      ),
    ),
    metric('FCP', (s) => s.metrics.fcpMs, ms),
    metric('LCP', (s) => s.metrics.lcpMs, ms),
    metric('TBT', (s) => s.metrics.tbtMs, ms),
    metric(
      'CLS',
      (s) => s.metrics.cls,
      (v) => v.toFixed(3),
    ),
    metric('Speed Index', (s) => s.metrics.speedIndexMs, ms),
  ];
}

const PAGE_NAMES: Record<Page, string> = {
  site: 'site',
  english: '/en/',
  document: 'without scripts',
  'english-document': '/en/ without scripts',
  control: 'control',
};

/** Each run's value of one measure, in run order, page by page (unnamed when the site is alone). */
function perRun(report: BenchReport, profile: Profile, value: (run: RunRecord) => string): string {
  const pages = (['site', 'english', 'document', 'english-document', 'control'] as const)
    .map((page) => ({
      page,
      runs: report.lighthouse.runs.filter((run) => run.profile === profile && run.page === page),
    }))
    .filter(({ runs }) => runs.length > 0);
  const values = (runs: RunRecord[]) => runs.map(value).join(' / ');
  return pages.length === 1 && pages[0]!.page === 'site'
    ? values(pages[0]!.runs)
    : pages.map(({ page, runs }) => `${PAGE_NAMES[page]} ${values(runs)}`).join('; ');
}

/** Both estimates of a TBT difference, with the medians it comes from. */
function estimates(firstTbtMs: number, secondTbtMs: number, value: TbtDifference): string {
  return (
    `medians ${ms(firstTbtMs)} − ${ms(secondTbtMs)} = ${signedMs(value.ofMedians)}; paired runs ` +
    `${value.pairs.map(signedMs).join(' / ')}, median ${signedMs(value.medianOfPairs)}`
  );
}

function tbtAbove(name: string, profile: ProfileResult): string {
  const { site, control, tbtAboveControl } = profile;
  return `  ${name}: ${signedMs(tbtAboveControl.checked)} — ${estimates(site.metrics.tbtMs, control.metrics.tbtMs, tbtAboveControl)}`;
}

/** How much of the mobile TBT above the control is the document itself and how much our scripts. */
function tbtSplit(mobile: MobileResult): string[] {
  const { site, document, control, documentTbtAboveControl: page, scriptsTbtShare: scripts } = mobile;
  return [
    `  mobile: the page without its scripts ${signedMs(page.ofMedians)} above the control; its scripts ` +
      `${signedMs(scripts.ofMedians)} on top (site − page without scripts; differences of the medians, ` +
      "which add up to the site's)",
    `    page without scripts − control: ${estimates(document.metrics.tbtMs, control.metrics.tbtMs, page)}`,
    `    site − page without scripts: ${estimates(site.metrics.tbtMs, document.metrics.tbtMs, scripts)}`,
  ];
}

/** A control page TBT above this (ms, median) means the machine, not the page, blocked. */
const BUSY_CONTROL_TBT_MS = 25;
/**
 * What the bench's own Chromium, Lighthouse and servers add to the 1-minute load average (from
 * 0.8 to 1.4–2.4 on the 2-core machine with nothing else running): a higher maximum than the CPU
 * count plus this means other work shared the machine.
 */
const BENCH_OWN_LOAD = 1;

/** Signs that the machine was shared while the bench ran, which inflate TBT and the scores. */
export function machineNotes(input: {
  cpus: number;
  loadAverageMax: number;
  controlTbtMs: { mobile: number; slowPhone: number };
}): string[] {
  const notes: string[] = [];
  if (input.loadAverageMax > input.cpus + BENCH_OWN_LOAD) {
    notes.push(
      `the 1-minute load average reached ${input.loadAverageMax.toFixed(1)} on ${input.cpus} CPUs, ` +
        'more than the bench itself causes: other work shared the machine',
    );
  }
  const { mobile, slowPhone } = input.controlTbtMs;
  if (!(mobile <= BUSY_CONTROL_TBT_MS && slowPhone <= BUSY_CONTROL_TBT_MS)) {
    notes.push(
      `the control page, which runs no script, blocked ${Math.round(mobile)} ms (mobile) and ` +
        `${Math.round(slowPhone)} ms (slow phone): this machine, slow or busy (see benchmarkIndex), ` +
        'inflates TBT and the Performance scores; compare TBT above the control page, and runs made ' +
        'in the same conditions',
    );
  }
  return notes;
}

/** The table `npm run bench` prints. */
export function formatReport(report: BenchReport): string {
  const { lighthouse, bundle, rest, html, machine } = report;
  const { mobile, slowPhone, desktop } = lighthouse;
  const slow = `slow ${slowPhone.cpuSlowdownMultiplier}×`;
  const rows = lighthouseRows(
    [
      'Lighthouse',
      `mobile: site (${mobile.runs})`,
      `without scripts (${mobile.documentRuns})`,
      `control (${mobile.runs})`,
      'site − control',
      `${slow}: site (${slowPhone.runs})`,
      `control (${slowPhone.runs})`,
      'site − control',
      `desktop: site (${desktop.runs})`,
    ],
    [
      { summary: mobile.site },
      { summary: mobile.document },
      { summary: mobile.control },
      { summary: mobile.difference, difference: true },
      { summary: slowPhone.site },
      { summary: slowPhone.control },
      { summary: slowPhone.difference, difference: true },
      { summary: desktop.site },
    ],
  );
  const { english } = report;
  const englishRows = lighthouseRows(
    [
      'Lighthouse, /en/',
      `mobile: /en/ (${english.mobile.runs})`,
      `without scripts (${english.documentRuns})`,
      `control (${english.mobile.runs})`,
      '/en/ − control',
      `${slow}: /en/ (${english.slowPhone.runs})`,
      `control (${english.slowPhone.runs})`,
      '/en/ − control',
    ],
    [
      { summary: english.mobile.site },
      { summary: english.document },
      { summary: english.mobile.control },
      { summary: english.mobile.difference, difference: true },
      { summary: english.slowPhone.site },
      { summary: english.slowPhone.control },
      { summary: english.slowPhone.difference, difference: true },
    ],
  );
  const runRows = [
    ['Each run, in order', 'mobile', slow, 'desktop'],
    ...(
      [
        ['performance', (run: RunRecord) => String(run.scores.performance)],
        ['TBT (ms)', (run: RunRecord) => String(Math.round(run.metrics.tbtMs))],
        ['LCP (ms)', (run: RunRecord) => String(Math.round(run.metrics.lcpMs))],
        ['benchmarkIndex', (run: RunRecord) => String(Math.round(run.benchmarkIndex))],
      ] as const
    ).map(([name, value]) => [
      name,
      perRun(report, 'mobile', value),
      perRun(report, 'slow-phone', value),
      perRun(report, 'desktop', value),
    ]),
  ];
  const siteDom = lighthouse.runs.find((run) => run.page === 'site' && run.profile === 'mobile')?.domElements;
  const htmlRows = [
    ['dist/index.html', 'value'],
    [
      `as served: raw / gzip ${GZIP_LEVEL} / brotli ${BROTLI_QUALITY}`,
      `${kb(html.served.raw)} / ${kb(html.served.gzip)} / ${kb(html.served.brotli)}`,
    ],
    [
      `dist/en/index.html as served: raw / gzip ${GZIP_LEVEL} / brotli ${BROTLI_QUALITY}`,
      `${kb(english.html.served.raw)} / ${kb(english.html.served.gzip)} / ${kb(english.html.served.brotli)}`,
    ],
    ['elements (parsed HTML)', String(html.elements)],
    ['inline <svg> elements (their bytes)', `${html.inlineSvgs} (${kb(html.inlineSvgBytes)})`],
    ['DOM elements after load (Lighthouse, mobile)', siteDom == null ? '–' : String(siteDom)],
  ];
  const bundleRows = [
    ['Bytes of / (gzip -9)', 'JS', 'CSS', 'files'],
    ['inlined in index.html', '', kb(bundle.inlineCssGzip), ''],
    [
      'before first paint (index.html)',
      kb(bundle.critical.jsGzip),
      kb(bundle.critical.cssGzip),
      String(bundle.critical.files.length),
    ],
    [
      'loaded by / (any Lighthouse run)',
      kb(bundle.loaded.jsGzip),
      kb(bundle.loaded.cssGzip),
      String(bundle.loaded.files.length),
    ],
    [
      'loaded by /en/ (any Lighthouse run)',
      kb(english.bundle.loaded.jsGzip),
      kb(english.bundle.loaded.cssGzip),
      String(english.bundle.loaded.files.length),
    ],
  ];
  const restRows = [
    [
      `Stand-in REST read (no target), ${rest.connections} connections, ${(rest.durationMs / 1000).toFixed(1)} s`,
      'value',
    ],
    ['requests (errors)', `${rest.requests} (${rest.errors})`],
    ['requests per second', rest.requestsPerSecond.toFixed(0)],
    ['p50 / p95 / p99', `${rest.p50Ms.toFixed(1)} / ${rest.p95Ms.toFixed(1)} / ${rest.p99Ms.toFixed(1)} ms`],
    ['one connection: p50 / p95, req/s', singleRow(rest.single)],
  ];
  const targetRows = [
    ['Target', 'goal', 'reached', ''],
    ...report.targets.map((t) => [t.name, t.target, t.value, t.met ? 'ok' : 'MISS']),
  ];
  const failed = report.mobileFailedAudits.map(
    (audit) => `  - ${audit.id}: ${audit.title} (${audit.runs}/${mobile.runs} runs)`,
  );
  const dirty = report.git.dirtyPaths.length;
  const phases = report.phaseSeconds;
  const index = machine.benchmarkIndex;
  return [
    `npm run bench — ${report.date} — ${report.url} — ${report.durationSeconds.toFixed(0)} s ` +
      `(build ${phases.buildAndStart.toFixed(0)} s, Lighthouse ${phases.lighthouse.toFixed(0)} s, ` +
      `bytes and REST ${phases.bytesAndRest.toFixed(0)} s) — commit ${report.git.commit.slice(0, 7)}${dirty > 0 ? ` + ${dirty} changed paths` : ''}`,
    `machine: ${machine.cpus} CPUs, Lighthouse benchmarkIndex ${Math.round(index.median)} ` +
      `(median of ${index.runs} runs, ${Math.round(index.min)}–${Math.round(index.max)}), ` +
      `load average ${machine.loadAverage1m.start.toFixed(1)} at the start, ` +
      `${machine.loadAverage1m.max.toFixed(1)} at most; ` +
      `control page: ${report.controlUrl}; page without scripts: ${report.documentUrl}`,
    '',
    table(rows),
    '',
    table(englishRows),
    '',
    table(runRows),
    '',
    'TBT above the control page (checked: the larger of the difference of the medians and the median ' +
      'of the paired runs):',
    tbtAbove('mobile', mobile),
    ...tbtSplit(mobile),
    tbtAbove(`slow phone ${slowPhone.cpuSlowdownMultiplier}×`, slowPhone),
    tbtAbove('/en/ mobile', english.mobile),
    tbtAbove(`/en/ slow phone ${slowPhone.cpuSlowdownMultiplier}×`, english.slowPhone),
    '',
    table(htmlRows),
    '',
    table(bundleRows),
    '',
    table(restRows),
    '',
    table(targetRows),
    ...(failed.length > 0 ? ['', 'Mobile audits below 100 (site):', ...failed] : []),
    ...(report.notes.length > 0 ? ['', ...report.notes.map((note) => `NOTE: ${note}`)] : []),
  ].join('\n');
}
