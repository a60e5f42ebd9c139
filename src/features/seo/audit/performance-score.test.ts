import { describe, expect, it } from 'vitest';
import { performanceScore, vitalScore } from './performance-score.ts';

describe('vitalScore', () => {
  it('scores 90 at the good threshold and 50 at the poor one', () => {
    expect(vitalScore('lcp', 2.5)).toBe(90);
    expect(vitalScore('lcp', 4)).toBe(50);
    expect(vitalScore('cls', 0.1)).toBe(90);
    expect(vitalScore('cls', 0.25)).toBe(50);
    expect(vitalScore('inp', 200)).toBe(90);
    expect(vitalScore('inp', 500)).toBe(50);
    expect(vitalScore('fcp', 1.8)).toBe(90);
    expect(vitalScore('fcp', 3)).toBe(50);
  });

  it('is 100 for no shift at all and falls as the value grows', () => {
    expect(vitalScore('cls', 0)).toBe(100);
    const scores = [1, 2, 3, 5, 8].map((seconds) => vitalScore('lcp', seconds) ?? -1);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores[4]).toBeLessThan(20);
  });
});

describe('performanceScore', () => {
  it('is null when nothing was measured', () => {
    expect(performanceScore({ lcp: null, cls: null, inp: null, fcp: null })).toBeNull();
  });

  it('averages only the measured metrics, by weight', () => {
    // LCP and CLS both at their good threshold (90), INP unmeasured, FCP at its poor one (50):
    // (90*25 + 90*25 + 50*10) / 60 = 83.33
    expect(performanceScore({ lcp: 2.5, cls: 0.1, inp: null, fcp: 3 })).toBe(83);
    expect(performanceScore({ lcp: 4, cls: null, inp: null, fcp: null })).toBe(50);
  });
});
