// When the owner should be reminded to take a backup: none yet, or the last one over 30 days old.

export const BACKUP_REMINDER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type BackupAge = { kind: 'none' } | { kind: 'recent'; days: number } | { kind: 'old'; days: number };

/** Whole days since `takenAt` (ISO 8601) at `now`; `none` without a backup. */
export function backupAge(takenAt: string | null | undefined, now: number): BackupAge {
  if (!takenAt) return { kind: 'none' };
  const days = Math.max(0, Math.floor((now - Date.parse(takenAt)) / DAY_MS));
  return days > BACKUP_REMINDER_DAYS ? { kind: 'old', days } : { kind: 'recent', days };
}

/** "hoje", "há 1 dia", "há 45 dias". */
export function daysAgoText(days: number): string {
  if (days === 0) return 'hoje';
  return days === 1 ? 'há 1 dia' : `há ${days} dias`;
}
