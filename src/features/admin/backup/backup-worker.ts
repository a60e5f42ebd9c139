// /admin's backup, built off the main thread (docs/decisions/backup-assembled-in-the-browser.md):
// the rows from site-backup (the admin session), then each image from the public bucket, one at
// a time, into a zip written to disk as it grows (backup-sink.ts). Replies with progress, then
// the finished file.
/// <reference lib="webworker" />
import type { BackupSnapshot } from '@portable/backup-format.ts';
import { writeBackupZip } from '@/lib/write-backup-zip.ts';
import type { BackupWorkerReply, BackupWorkerRequest } from './backup-messages.ts';
import { openBackupSink } from './backup-sink.ts';

declare const self: DedicatedWorkerGlobalScope;

interface SnapshotAnswer {
  success: true;
  snapshot: BackupSnapshot;
  objects: Array<{ path: string; contentType: string }>;
  project: string;
}

class ImageReadError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(status === 0 ? '' : `A imagem ${path} não foi lida (${status}).`);
  }
}

const reply = (message: BackupWorkerReply) => self.postMessage(message);

async function readSnapshot(request: BackupWorkerRequest): Promise<SnapshotAnswer | BackupWorkerReply> {
  let response: Response;
  try {
    response = await fetch(request.functionUrl, {
      method: 'POST',
      headers: { ...request.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'snapshot' }),
      cache: 'no-store',
    });
  } catch {
    return { type: 'failed', status: 0, message: '' };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && body?.success === true) return body as unknown as SnapshotAnswer;
  return {
    type: 'failed',
    status: response.status,
    message: typeof body?.error === 'string' ? body.error : '',
  };
}

async function readImage(base: string, path: string): Promise<Uint8Array> {
  let response: Response;
  try {
    // the bytes as stored: no cached copy, no transformation
    response = await fetch(`${base}${path.split('/').map(encodeURIComponent).join('/')}`, {
      cache: 'no-store',
    });
  } catch {
    throw new ImageReadError(0, path);
  }
  if (!response.ok) throw new ImageReadError(response.status, path);
  return new Uint8Array(await response.arrayBuffer());
}

self.addEventListener('message', (event: MessageEvent<BackupWorkerRequest>) => {
  void build(event.data);
});

async function build(request: BackupWorkerRequest): Promise<void> {
  const answer = await readSnapshot(request);
  if ('type' in answer) return reply(answer);
  try {
    const sink = await openBackupSink(request.fileName);
    const written = await writeBackupZip(
      {
        snapshot: answer.snapshot,
        project: answer.project,
        objects: answer.objects,
        readObject: (path) => readImage(request.mediaBaseUrl, path),
      },
      sink.stream,
      { onProgress: (progress) => reply({ type: 'progress', ...progress }) },
    );
    reply({
      type: 'done',
      file: await sink.file(),
      files: written.files,
      bytes: written.bytes,
      schemaVersion: answer.snapshot.schemaVersion ?? '0',
      takenAt: answer.snapshot.takenAt,
    });
  } catch (error) {
    const status = error instanceof ImageReadError ? error.status : -1;
    reply({ type: 'failed', status, message: error instanceof Error ? error.message : String(error) });
  }
}
