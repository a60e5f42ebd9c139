import type { CheckResult } from './report-types.ts';

/** The SEO checks and their weights, exactly as docs/requirements/seo.md gives them. */
export const SEO_WEIGHTS = {
  title: 15,
  description: 15,
  canonical: 10,
  ogTitle: 15,
  structuredData: 20,
  robots: 5,
  singleH1: 10,
  subHeadings: 10,
} as const;

export type SeoCheckId = keyof typeof SEO_WEIGHTS;
export type SeoWeights = Record<SeoCheckId, number>;

export interface SeoCheckResult extends CheckResult {
  id: SeoCheckId;
}

/** The sum of the weights of the checks that passed, capped at 100. */
export function seoScore(
  results: readonly Pick<SeoCheckResult, 'id' | 'status'>[],
  weights: SeoWeights = SEO_WEIGHTS,
) {
  const earned = results
    .filter((result) => result.status === 'pass')
    .reduce((sum, result) => sum + weights[result.id], 0);
  return Math.min(100, earned);
}
