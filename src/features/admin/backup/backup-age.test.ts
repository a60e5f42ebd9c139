import { describe, expect, it } from 'vitest';
import { backupAge, daysAgoText } from './backup-age.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('backupAge', () => {
  it('reminds when there is no backup, and when the last one is over 30 days old', () => {
    expect(backupAge(null, NOW)).toEqual({ kind: 'none' });
    expect(backupAge('2026-10-29T12:00:00Z', NOW)).toEqual({ kind: 'recent', days: 30 });
    expect(backupAge('2026-10-28T11:00:00Z', NOW)).toEqual({ kind: 'old', days: 31 });
    expect(backupAge('2026-11-28T09:00:00Z', NOW)).toEqual({ kind: 'recent', days: 0 });
  });

  it('says how long ago in words', () => {
    expect([0, 1, 45].map(daysAgoText)).toEqual(['hoje', 'há 1 dia', 'há 45 dias']);
  });
});
