// docs/requirements/seo.md: 90 or more green, 60 or more amber, else red. Colours pass 4.5:1 on white so
// they can carry text; the band is always also written out, never shown by colour alone.
import type { Score } from './report-types.ts';

export type ScoreBand = 'good' | 'average' | 'poor' | 'none';

export function scoreBand(score: Score): ScoreBand {
  if (score === null) return 'none';
  if (score >= 90) return 'good';
  return score >= 60 ? 'average' : 'poor';
}

export const SCORE_COLOURS: Record<ScoreBand, string> = {
  good: '#15803d', // green
  average: '#b45309', // amber
  poor: '#b91c1c', // red
  none: '#475569', // grey: sem dados
};

export const SCORE_BAND_LABELS: Record<ScoreBand, string> = {
  good: 'Bom',
  average: 'A melhorar',
  poor: 'Fraco',
  none: 'Sem dados',
};

export function scoreColour(score: Score): string {
  return SCORE_COLOURS[scoreBand(score)];
}
