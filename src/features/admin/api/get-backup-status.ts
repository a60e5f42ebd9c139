import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BackupAge, backupAge } from '#src/features/admin/backup/backup-age.ts';
import { useSessionToken } from '#src/features/admin/session/use-session-token.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { sessionRead } from './session-requests.ts';
import { callAdminFunction } from './call-admin-function.ts';

export interface LastBackup {
  takenAt: string;
  files: number;
  bytes: number;
}

export interface BackupStatus {
  lastBackup: LastBackup | null;
  /** How old it was when read: the reminder's reason. */
  age: BackupAge;
}

export function backupStatusOf(lastBackup: LastBackup | null, now: number): BackupStatus {
  return { lastBackup, age: backupAge(lastBackup?.takenAt, now) };
}

/** The last completed backup, kept by the server so every device sees it (site-backup GET). */
async function getBackupStatus(sessionToken: string): Promise<BackupStatus> {
  const { lastBackup } = await callAdminFunction<{ lastBackup: LastBackup | null }>('site-backup', {
    method: 'GET',
    sessionToken,
  });
  return backupStatusOf(lastBackup, Date.now());
}

function backupStatusQueryOptions(sessionToken: string | null) {
  return queryOptions({
    ...sessionRead(adminQueryKeys.backup(), getBackupStatus, sessionToken),
    // changes only when a backup is completed, here or on another device
    staleTime: 5 * 60_000,
  });
}

/** The panel's reminder and the backup tab read it. */
export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions(useSessionToken()));
}
