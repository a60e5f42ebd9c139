import { describe, expect, it } from 'vitest';
import { formatVital, vitalBand } from './vitals-bands.ts';

describe('web vitals bands at their boundaries', () => {
  it.each([
    ['lcp', 2.5, 'good'],
    ['lcp', 2.501, 'needs-improvement'],
    ['lcp', 4, 'needs-improvement'],
    ['lcp', 4.001, 'poor'],
    ['cls', 0.1, 'good'],
    ['cls', 0.1001, 'needs-improvement'],
    ['cls', 0.25, 'needs-improvement'],
    ['cls', 0.2501, 'poor'],
    ['inp', 200, 'good'],
    ['inp', 201, 'needs-improvement'],
    ['inp', 500, 'needs-improvement'],
    ['inp', 501, 'poor'],
    ['fcp', 1.8, 'good'],
    ['fcp', 1.801, 'needs-improvement'],
    ['fcp', 3, 'needs-improvement'],
    ['fcp', 3.001, 'poor'],
    ['cls', 0, 'good'],
  ] as const)('%s %d is %s', (name, value, band) => {
    expect(vitalBand(name, value)).toBe(band);
  });

  it('has no band for an unmeasured value', () => {
    expect(vitalBand('inp', null)).toBeNull();
    expect(vitalBand('lcp', Number.NaN)).toBeNull();
  });
});

describe('formatVital', () => {
  it('writes pt-PT decimals with the unit, or "sem dados"', () => {
    expect(formatVital('lcp', 2.1)).toBe('2,10 s');
    expect(formatVital('cls', 0.05)).toBe('0,050');
    expect(formatVital('inp', 180)).toBe('180 ms');
    expect(formatVital('fcp', null)).toBe('sem dados');
  });
});
