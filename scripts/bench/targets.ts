// The performance targets, checked by `npm run bench` (never by timed tests). Pure: unit-tested.
import { BROTLI_QUALITY, GZIP_LEVEL, HTML_BUDGET, type ServedSizes } from './served-html.ts';
import { median } from './stats.ts';
import type { MedianSummary } from './summary.ts';

/** Medians of one Lighthouse profile, for the site's `/` and for the control page. */
export interface ProfileMedians {
  runs: number;
  site: MedianSummary;
  control: MedianSummary;
  tbtAboveControl: TbtAboveControl;
}

/** The mobile profile, with the median FCP of the same page built without its scripts. */
interface MobileMedians extends ProfileMedians {
  withoutScriptsFcpMs: number;
}

/** One page's TBT minus another's over the same interleaved runs, two ways. */
export interface TbtDifference {
  /** Median TBT of the first page minus median TBT of the second. */
  ofMedians: number;
  /** Run i of the first page minus run i of the second (the same round of runs), for each pair. */
  pairs: number[];
  /** The median of `pairs`. */
  medianOfPairs: number;
}

/** The site's TBT above the control page's, two ways; `checked` (the larger) is what targets use. */
export interface TbtAboveControl extends TbtDifference {
  /** The larger of the two estimates (NaN if either is unknown). */
  checked: number;
}

export interface Measured {
  /** The page measured, by its path ('/', '/en/'). */
  path: string;
  /** Lighthouse's default mobile throttling (slow 4G, 4× CPU, simulated). */
  mobile: MobileMedians;
  /** The same with a 6× CPU slowdown. */
  slowPhone: ProfileMedians & { cpuSlowdownMultiplier: number };
  /** The page's HTML file as a host serves it, built with the sample content (sample-content.ts). */
  servedHtml: ServedSizes;
  /** All same-origin JavaScript the page loaded in the mobile Lighthouse runs (a phone, no scrolling), gzip -9. */
  loadedJsGzipBytes: number;
}

export interface TargetCheck {
  name: string;
  target: string;
  value: string;
  met: boolean;
}

/** 1 kB = 1000 bytes, in the targets as in the report. */
const KB = 1000;

const TARGETS = {
  /** Performance: at least the control page's minus this, measured in the same run. */
  mobilePerformanceBelowControl: 1,
  /** Accessibility, Best Practices, SEO. */
  mobileScore: 100,
  mobileTbtAboveControlMs: 50,
  mobileLcpMs: 1500,
  mobileCls: 0.005,
  /** FCP at most this later than the same page's without its scripts: they never hold the first paint. */
  mobileFcpAboveWithoutScriptsMs: 250,
  slowPhonePerformance: 95,
  slowPhoneTbtAboveControlMs: 150,
  servedHtmlGzipBytes: HTML_BUDGET.gzipBytes,
  servedHtmlBrotliBytes: HTML_BUDGET.brotliBytes,
  loadedJsGzipBytes: 40 * KB,
} as const;

/**
 * The blocking time the site's own work causes, with what the machine's hiccups put on any page
 * taken out: the site's TBT minus the control page's over the same interleaved runs. With five
 * noisy runs the difference of the medians and the median of the paired differences can be far
 * apart (a hiccup in one control run moves one but not the other), so both are kept and the
 * larger is the one checked: the control page can only excuse what both estimates agree on.
 * Negative when the control blocked longer; NaN when a value is unknown.
 */
export function tbtAboveControl(
  siteTbtMs: readonly number[],
  controlTbtMs: readonly number[],
): TbtAboveControl {
  const difference = tbtDifference(siteTbtMs, controlTbtMs);
  return { ...difference, checked: Math.max(difference.ofMedians, difference.medianOfPairs) };
}

/** `firstTbtMs` minus `secondTbtMs`, as the difference of the medians and the median of the pairs. */
export function tbtDifference(firstTbtMs: readonly number[], secondTbtMs: readonly number[]): TbtDifference {
  const ofMedians = median(firstTbtMs) - median(secondTbtMs);
  const pairs = firstTbtMs.slice(0, secondTbtMs.length).map((first, i) => first - (secondTbtMs[i] ?? NaN));
  return { ofMedians, pairs, medianOfPairs: median(pairs) };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/**
 * Every target of one page with the measured value; `met` is false for NaN (a value that was not
 * measured). Every language's page is held to the same targets; the names say which page.
 */
export function checkTargets(m: Measured): TargetCheck[] {
  const page = m.path === '/' ? '' : `${m.path} `;
  const file = `dist${m.path}index.html`;
  const mobile = `${page}Mobile (median of ${m.mobile.runs})`;
  const slow = `${page}Slow phone ${m.slowPhone.cpuSlowdownMultiplier}× CPU (median of ${m.slowPhone.runs})`;
  const scores = m.mobile.site.scores;
  const score = (name: string, value: number): TargetCheck => ({
    name: `${mobile} ${name}`,
    target: String(TARGETS.mobileScore),
    value: String(value),
    met: value >= TARGETS.mobileScore,
  });
  const tbtAbove = m.mobile.tbtAboveControl;
  const { lcpMs, cls, fcpMs } = m.mobile.site.metrics;
  const fcpAbove = fcpMs - m.mobile.withoutScriptsFcpMs;
  const slowPerformance = m.slowPhone.site.scores.performance;
  const slowTbtAbove = m.slowPhone.tbtAboveControl;
  const lowestPerformance = m.mobile.control.scores.performance - TARGETS.mobilePerformanceBelowControl;
  return [
    {
      name: `${mobile} Performance`,
      target: `≥ control − ${TARGETS.mobilePerformanceBelowControl} (${lowestPerformance})`,
      value: String(scores.performance),
      met: scores.performance >= lowestPerformance,
    },
    score('Accessibility', scores.accessibility),
    score('Best Practices', scores['best-practices']),
    score('SEO', scores.seo),
    {
      name: `${mobile} TBT above the control page`,
      target: `≤ ${TARGETS.mobileTbtAboveControlMs} ms`,
      value: `${ms(tbtAbove.checked)} (medians ${ms(tbtAbove.ofMedians)}, pairs ${ms(tbtAbove.medianOfPairs)})`,
      met: tbtAbove.checked <= TARGETS.mobileTbtAboveControlMs,
    },
    {
      name: `${mobile} LCP`,
      target: `≤ ${TARGETS.mobileLcpMs} ms`,
      value: ms(lcpMs),
      met: lcpMs <= TARGETS.mobileLcpMs,
    },
    {
      name: `${mobile} CLS`,
      target: `≤ ${TARGETS.mobileCls}`,
      value: cls.toFixed(3),
      met: cls <= TARGETS.mobileCls,
    },
    {
      name: `${mobile} FCP above the page without scripts`,
      target: `≤ ${TARGETS.mobileFcpAboveWithoutScriptsMs} ms`,
      value: `${ms(fcpAbove)} (${ms(fcpMs)} − ${ms(m.mobile.withoutScriptsFcpMs)})`,
      met: fcpAbove <= TARGETS.mobileFcpAboveWithoutScriptsMs,
    },
    {
      name: `${slow} Performance`,
      target: `≥ ${TARGETS.slowPhonePerformance}`,
      value: String(slowPerformance),
      met: slowPerformance >= TARGETS.slowPhonePerformance,
    },
    {
      name: `${slow} TBT above the control page`,
      target: `≤ ${TARGETS.slowPhoneTbtAboveControlMs} ms`,
      value: `${ms(slowTbtAbove.checked)} (medians ${ms(slowTbtAbove.ofMedians)}, pairs ${ms(slowTbtAbove.medianOfPairs)})`,
      met: slowTbtAbove.checked <= TARGETS.slowPhoneTbtAboveControlMs,
    },
    {
      name: `${file} as served, gzip (level ${GZIP_LEVEL})`,
      target: `≤ ${kb(TARGETS.servedHtmlGzipBytes)}`,
      value: `${kb(m.servedHtml.gzip)} (${m.servedHtml.gzip} B)`,
      met: m.servedHtml.gzip <= TARGETS.servedHtmlGzipBytes,
    },
    {
      name: `${file} as served, brotli (quality ${BROTLI_QUALITY})`,
      target: `≤ ${kb(TARGETS.servedHtmlBrotliBytes)}`,
      value: `${kb(m.servedHtml.brotli)} (${m.servedHtml.brotli} B)`,
      met: m.servedHtml.brotli <= TARGETS.servedHtmlBrotliBytes,
    },
    {
      name: `JS loaded by ${m.path} on a phone, no scrolling (gzip -9)`,
      target: `≤ ${kb(TARGETS.loadedJsGzipBytes)}`,
      value: kb(m.loadedJsGzipBytes),
      met: m.loadedJsGzipBytes <= TARGETS.loadedJsGzipBytes,
    },
  ];
}
