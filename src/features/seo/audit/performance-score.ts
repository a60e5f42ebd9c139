// The performance score from the measured web vitals, the way Lighthouse scores its metrics:
// each value is placed on a log-normal curve whose 10th percentile (score 90) is the metric's
// "good" threshold and whose median (score 50) is its "poor" threshold, so a value exactly at
// the good limit scores 90 and one at the poor limit 50. The metric scores are averaged with
// Lighthouse-like weights (INP stands in for TBT, its lab proxy), over the metrics that were
// measured only: an unmeasured metric is left out, never guessed.
import { VITAL_NAMES, VITAL_THRESHOLDS, type VitalName } from './vitals-bands.ts';

const PERFORMANCE_WEIGHTS: Record<VitalName, number> = { lcp: 25, cls: 25, inp: 30, fcp: 10 };

/** erf(x), Abramowitz & Stegun 7.1.26 (absolute error below 1.5e-7), as Lighthouse uses it. */
function erf(x: number): number {
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const polynomial =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - polynomial * Math.exp(-x * x));
}

/** 0–1: the share of the log-normal curve (p10, median) lying above `value`. */
function logNormalScore(value: number, p10: number, median: number): number {
  if (value <= 0) return 1;
  const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;
  const standardized = (Math.log(value / median) * INVERSE_ERFC_ONE_FIFTH) / -Math.log(p10 / median);
  const score = (1 - erf(standardized)) / 2;
  return Math.min(1, Math.max(0, score));
}

/** 0–100 for one metric, or null when it was not measured. */
export function vitalScore(name: VitalName, value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const { good, poor } = VITAL_THRESHOLDS[name];
  return Math.round(logNormalScore(value, good, poor) * 100);
}

export type VitalValues = Record<VitalName, number | null>;

/** The weighted mean of the measured metrics' scores; null when none was measured. */
export function performanceScore(values: VitalValues): number | null {
  let weighted = 0;
  let weights = 0;
  for (const name of VITAL_NAMES) {
    const value = values[name];
    if (value === null || !Number.isFinite(value)) continue;
    const { good, poor } = VITAL_THRESHOLDS[name];
    weighted += logNormalScore(value, good, poor) * PERFORMANCE_WEIGHTS[name];
    weights += PERFORMANCE_WEIGHTS[name];
  }
  return weights === 0 ? null : Math.round((weighted / weights) * 100);
}
