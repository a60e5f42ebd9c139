import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago-text.ts';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-26T15:00:00Z');

  it('says how long ago a review was written', () => {
    expect(timeAgo('2026-11-26', now, 'pt-PT')).toBe('hoje');
    expect(timeAgo('2026-11-25', now, 'pt-PT')).toBe('ontem');
    expect(timeAgo('2026-11-21', now, 'pt-PT')).toBe('há 5 dias');
    expect(timeAgo('2026-11-12', now, 'pt-PT')).toBe('há 2 semanas');
    expect(timeAgo('2026-08-20', now, 'pt-PT')).toBe('há 3 meses');
    expect(timeAgo('2024-10-01', now, 'pt-PT')).toBe('há 2 anos');
    // a date after `now` (a clock behind) reads as today, never "daqui a"
    expect(timeAgo('2026-11-27', now, 'pt-PT')).toBe('hoje');
  });

  it("says it in the page's language", () => {
    expect(timeAgo('2026-11-25', now, 'en')).toBe('yesterday');
    expect(timeAgo('2026-11-12', now, 'en')).toBe('2 weeks ago');
    expect(timeAgo('2026-11-12', now, 'pt-PT')).toBe('há 2 semanas');
  });
});
