// Pure helpers over Lighthouse run summaries (no Lighthouse import: unit-tested).
import { median } from './stats.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

export type Scores = Record<(typeof CATEGORIES)[number], number>;
export type Metrics = Record<keyof typeof METRICS, number>;

export interface MedianSummary {
  scores: Scores;
  metrics: Metrics;
}

const METRIC_KEYS = Object.keys(METRICS) as (keyof typeof METRICS)[];

function pick<K extends string>(keys: readonly K[], value: (key: K) => number): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, number>;
}

/** The median of each score and metric over several runs (each taken on its own). */
export function medianSummary(runs: readonly MedianSummary[]): MedianSummary {
  return {
    scores: pick(CATEGORIES, (key) => median(runs.map((run) => run.scores[key]))),
    metrics: pick(METRIC_KEYS, (key) => median(runs.map((run) => run.metrics[key]))),
  };
}

/** Each score and metric of `site` minus the control's: what the site adds to a trivial page. */
export function differenceFromControl(site: MedianSummary, control: MedianSummary): MedianSummary {
  return {
    scores: pick(CATEGORIES, (key) => site.scores[key] - control.scores[key]),
    metrics: pick(METRIC_KEYS, (key) => site.metrics[key] - control.metrics[key]),
  };
}
