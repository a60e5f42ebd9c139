import type { BundleSizes } from './bundle-size.ts';
import type { Metrics, Scores } from './lighthouse-runs.ts';
import type { LoadResult } from './rest-load.ts';
import type { TargetCheck } from './targets.ts';

export interface BenchReport {
  date: string;
  url: string;
  durationSeconds: number;
  machine: { cpus: number; node: string; lighthouseBenchmarkIndex: number; chromium: string };
  mobile: { runs: number; median: { scores: Scores; metrics: Metrics } };
  desktop: { runs: number; median: { scores: Scores; metrics: Metrics } };
  bundle: BundleSizes;
  rest: LoadResult & {
    query: string;
    connections: number;
    publishedSlots: number;
    /** The same read on one connection: its service time without queueing. */
    single: LoadResult;
    /** The same with `Cache-Control: no-cache`: what a read costs when the stand-in's cache misses. */
    singleUncached: LoadResult;
  };
  targets: TargetCheck[];
  /** Lighthouse audits below 1 in any mobile run, with how many runs failed them. */
  mobileFailedAudits: { id: string; title: string; runs: number }[];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n');
}

/** `99992 of 100000 (99.99 %)`: the count too, since a ratio this close to 1 rounds to 100 %. */
function share(part: number, whole: number): string {
  const ratio = whole === 0 ? 0 : (part / whole) * 100;
  return `${part} of ${whole} (${ratio.toFixed(2)} %)`;
}

function singleRow(run: LoadResult): string {
  return `${run.p50Ms.toFixed(1)} / ${run.p95Ms.toFixed(1)} ms, ${run.requestsPerSecond.toFixed(0)}`;
}

/** The table `npm run bench` prints. */
export function formatReport(report: BenchReport): string {
  const { mobile, desktop, bundle, rest } = report;
  const lighthouseRows = [
    ['Lighthouse', `mobile (median of ${mobile.runs})`, `desktop (${desktop.runs} run)`],
    ...(['performance', 'accessibility', 'best-practices', 'seo'] as const).map((key) => [
      key,
      String(mobile.median.scores[key]),
      String(desktop.median.scores[key]),
    ]),
    ['FCP', ms(mobile.median.metrics.fcpMs), ms(desktop.median.metrics.fcpMs)],
    ['LCP', ms(mobile.median.metrics.lcpMs), ms(desktop.median.metrics.lcpMs)],
    ['TBT', ms(mobile.median.metrics.tbtMs), ms(desktop.median.metrics.tbtMs)],
    ['CLS', mobile.median.metrics.cls.toFixed(3), desktop.median.metrics.cls.toFixed(3)],
    ['Speed Index', ms(mobile.median.metrics.speedIndexMs), ms(desktop.median.metrics.speedIndexMs)],
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
      'loaded by / (whole run)',
      kb(bundle.loaded.jsGzip),
      kb(bundle.loaded.cssGzip),
      String(bundle.loaded.files.length),
    ],
  ];
  const restRows = [
    [`REST read, ${rest.connections} connections, ${(rest.durationMs / 1000).toFixed(1)} s`, 'value'],
    ['requests (errors)', `${rest.requests} (${rest.errors})`],
    ['requests per second', rest.requestsPerSecond.toFixed(0)],
    ['p50 / p95 / p99', `${rest.p50Ms.toFixed(1)} / ${rest.p95Ms.toFixed(1)} / ${rest.p99Ms.toFixed(1)} ms`],
    ['answers from the read cache', share(rest.cacheHits, rest.requests)],
    ['one connection: p50 / p95, req/s', singleRow(rest.single)],
    ['one connection, no cache: p50 / p95, req/s', singleRow(rest.singleUncached)],
  ];
  const targetRows = [
    ['Target', 'goal', 'reached', ''],
    ...report.targets.map((t) => [t.name, t.target, t.value, t.met ? 'ok' : 'MISS']),
  ];
  const failed = report.mobileFailedAudits.map(
    (audit) => `  - ${audit.id}: ${audit.title} (${audit.runs}/${mobile.runs} runs)`,
  );
  return [
    `npm run bench — ${report.date} — ${report.url} — ${report.durationSeconds.toFixed(0)} s — ` +
      `Lighthouse benchmark index ${Math.round(report.machine.lighthouseBenchmarkIndex)}`,
    '',
    table(lighthouseRows),
    '',
    table(bundleRows),
    '',
    table(restRows),
    '',
    table(targetRows),
    ...(failed.length > 0 ? ['', 'Mobile audits below 100:', ...failed] : []),
  ].join('\n');
}
