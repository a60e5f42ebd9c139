import { describe, expect, it } from 'vitest';
import { SCORE_COLOURS, scoreBand, scoreColour } from './score-colour.ts';

describe('score colours', () => {
  it.each([
    [0, 'poor'],
    [59, 'poor'],
    [60, 'average'],
    [89, 'average'],
    [90, 'good'],
    [100, 'good'],
    [null, 'none'],
  ] as const)('%s is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
    expect(scoreColour(score)).toBe(SCORE_COLOURS[band]);
  });

  it('uses green, amber and red', () => {
    expect(SCORE_COLOURS).toMatchObject({ good: '#15803d', average: '#b45309', poor: '#b91c1c' });
  });
});
