import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { backupFileName } from '#portable/backup-format.ts';
import { requireSupabase } from '#src/config/env.ts';
import { functionHeaders, functionUrl } from '#src/lib/function-endpoint.ts';
import type { BackupWorkerReply, BackupWorkerRequest } from '#src/features/admin/backup/backup-messages.ts';
import type { MissingImage } from '#src/features/admin/backup/missing-images.ts';
import { saveFile } from '#src/features/admin/backup/save-file.ts';
import { useSessionToken } from '#src/features/admin/session/use-session-token.ts';
import { AdminApiError } from './admin-api-error.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { callAdminFunction, readFunctionAnswer } from './call-admin-function.ts';
import { backupStatusOf, type LastBackup } from './get-backup-status.ts';

export interface BackupProgress {
  /** Images written, of total; null until the rows have been read. */
  done: number;
  total: number | null;
  bytes: number;
}

type Finished = Extract<BackupWorkerReply, { type: 'done' }>;

interface DownloadedBackup {
  /** The backup as the server recorded it. */
  lastBackup: LastBackup | null;
  /** The images left out of the file (the storage lacked or refused them); empty when none. */
  missing: MissingImage[];
}

/** Builds the zip in a worker (backup-worker.ts), reporting progress; rejects with an AdminApiError. */
function buildBackup(
  sessionToken: string,
  onProgress: (progress: BackupProgress) => void,
): Promise<Finished> {
  const worker = new Worker(new URL('../backup/backup-worker.ts', import.meta.url), { type: 'module' });
  const request: BackupWorkerRequest = {
    functionUrl: functionUrl('site-backup'),
    headers: functionHeaders(sessionToken),
    // the public media bucket, whose files the worker reads one at a time
    mediaBaseUrl: `${requireSupabase().url}/storage/v1/object/public/media/`,
    fileName: `copia-${Date.now()}.zip`,
  };
  return new Promise<Finished>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<BackupWorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress')
        return onProgress({ done: reply.done, total: reply.total, bytes: reply.bytes });
      worker.terminate();
      if (reply.type === 'done') return resolve(reply);
      if (reply.status > 0) {
        // the function's refusal, a 401 ending the session as every admin call does
        try {
          readFunctionAnswer(reply.status, { success: false, error: reply.message }, { sessionToken });
        } catch (error) {
          return reject(error as Error);
        }
      }
      reject(new AdminApiError(Math.max(reply.status, 0), reply.message));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new AdminApiError(-1, event.message || 'A cópia não pôde ser preparada neste navegador.'));
    });
    worker.postMessage(request);
  });
}

/**
 * "Descarregar cópia de segurança": builds the zip, hands it to the browser's downloads, and
 * records the backup on the server (so every device shows when it was taken), also when some
 * images had to be left out: the file still holds everything else.
 */
export function useDownloadBackup() {
  const sessionToken = useSessionToken();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<BackupProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (): Promise<DownloadedBackup> => {
      setProgress({ done: 0, total: null, bytes: 0 });
      const built = await buildBackup(sessionToken ?? '', setProgress);
      saveFile(built.file, backupFileName(new Date(built.takenAt)));
      const { lastBackup } = await callAdminFunction<{ lastBackup: LastBackup | null }>('site-backup', {
        method: 'POST',
        sessionToken,
        json: {
          action: 'completed',
          schemaVersion: built.schemaVersion,
          files: built.files,
          bytes: built.bytes,
        },
      });
      return { lastBackup, missing: built.missing };
    },
    onSuccess: ({ lastBackup }) =>
      queryClient.setQueryData(adminQueryKeys.backup(), backupStatusOf(lastBackup, Date.now())),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
