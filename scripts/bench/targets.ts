// The performance targets, checked by `npm run bench` (never by timed tests). Pure: unit-tested.
import type { MedianSummary } from './summary.ts';

/** Medians of one Lighthouse profile, for the site's `/` and for the control page. */
export interface ProfileMedians {
  runs: number;
  site: MedianSummary;
  control: MedianSummary;
}

export interface Measured {
  /** Lighthouse's default mobile throttling (slow 4G, 4× CPU, simulated). */
  mobile: ProfileMedians;
  /** The same with a 6× CPU slowdown. */
  slowPhone: ProfileMedians & { cpuSlowdownMultiplier: number };
  /** Raw bytes of dist/index.html. */
  indexHtmlBytes: number;
  /** All same-origin JavaScript `/` loaded in the Lighthouse runs, gzip -9. */
  loadedJsGzipBytes: number;
}

export interface TargetCheck {
  name: string;
  target: string;
  value: string;
  met: boolean;
}

/** 1 kB = 1000 bytes, in the targets as in the report. */
export const KB = 1000;

export const TARGETS = {
  mobileScore: 100,
  mobileTbtAboveControlMs: 50,
  mobileLcpMs: 1500,
  mobileCls: 0.01,
  slowPhonePerformance: 95,
  slowPhoneTbtMs: 150,
  indexHtmlBytes: 80 * KB,
  loadedJsGzipBytes: 110 * KB,
} as const;

/**
 * The site's median TBT minus the control page's median TBT over the same interleaved runs:
 * the blocking time the site's own work causes, with what the machine's hiccups put on any
 * page taken out. Negative when the control blocked longer; NaN when either is unknown.
 */
export function tbtAboveControl(profile: Pick<ProfileMedians, 'site' | 'control'>): number {
  return profile.site.metrics.tbtMs - profile.control.metrics.tbtMs;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Every target with the measured value; `met` is false for NaN (a value that was not measured). */
export function checkTargets(m: Measured): TargetCheck[] {
  const mobile = `Mobile (median of ${m.mobile.runs})`;
  const slow = `Slow phone ${m.slowPhone.cpuSlowdownMultiplier}× CPU (median of ${m.slowPhone.runs})`;
  const scores = m.mobile.site.scores;
  const score = (name: string, value: number): TargetCheck => ({
    name: `${mobile} ${name}`,
    target: String(TARGETS.mobileScore),
    value: String(value),
    met: value >= TARGETS.mobileScore,
  });
  const tbtAbove = tbtAboveControl(m.mobile);
  const { lcpMs, cls } = m.mobile.site.metrics;
  const slowPerformance = m.slowPhone.site.scores.performance;
  const slowTbt = m.slowPhone.site.metrics.tbtMs;
  return [
    score('Performance', scores.performance),
    score('Accessibility', scores.accessibility),
    score('Best Practices', scores['best-practices']),
    score('SEO', scores.seo),
    {
      name: `${mobile} TBT above the control page`,
      target: `≤ ${TARGETS.mobileTbtAboveControlMs} ms`,
      value: `${ms(tbtAbove)} (${ms(m.mobile.site.metrics.tbtMs)} − ${ms(m.mobile.control.metrics.tbtMs)})`,
      met: tbtAbove <= TARGETS.mobileTbtAboveControlMs,
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
      name: `${slow} Performance`,
      target: `≥ ${TARGETS.slowPhonePerformance}`,
      value: String(slowPerformance),
      met: slowPerformance >= TARGETS.slowPhonePerformance,
    },
    {
      name: `${slow} TBT`,
      target: `≤ ${TARGETS.slowPhoneTbtMs} ms`,
      value: ms(slowTbt),
      met: slowTbt <= TARGETS.slowPhoneTbtMs,
    },
    {
      name: 'dist/index.html (raw bytes)',
      target: `≤ ${kb(TARGETS.indexHtmlBytes)}`,
      value: `${kb(m.indexHtmlBytes)} (${m.indexHtmlBytes} B)`,
      met: m.indexHtmlBytes <= TARGETS.indexHtmlBytes,
    },
    {
      name: 'JS loaded by / (gzip -9)',
      target: `≤ ${kb(TARGETS.loadedJsGzipBytes)}`,
      value: kb(m.loadedJsGzipBytes),
      met: m.loadedJsGzipBytes <= TARGETS.loadedJsGzipBytes,
    },
  ];
}
