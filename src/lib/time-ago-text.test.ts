import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago-text.ts';

describe('timeAgo', () => {
  it('says how long ago a review was written', () => {
    const now = Date.parse('2026-11-26T15:00:00Z');
    expect(timeAgo('2026-11-26', now)).toBe('hoje');
    expect(timeAgo('2026-11-25', now)).toBe('ontem');
    expect(timeAgo('2026-11-21', now)).toBe('há 5 dias');
    expect(timeAgo('2026-11-12', now)).toBe('há 2 semanas');
    expect(timeAgo('2026-08-20', now)).toBe('há 3 meses');
    expect(timeAgo('2024-10-01', now)).toBe('há 2 anos');
    // a date after `now` (a clock behind) reads as today, never "daqui a"
    expect(timeAgo('2026-11-27', now)).toBe('hoje');
  });
});
