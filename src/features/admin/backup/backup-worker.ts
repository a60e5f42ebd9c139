// /admin's backup, built off the main thread (docs/decisions/backup-assembled-in-the-browser.md):
// the rows from site-backup (the admin session), then each image from the public bucket, one at
// a time, into a zip written to disk as it grows (backup-sink.ts). Replies with progress, then
// the finished file and the images the bucket lacked or refused, which it leaves out.
/// <reference lib="webworker" />
import type { BackupSnapshot } from '#portable/backup-format.ts';
import { UnreadableObjectError, writeBackupZip } from '#src/lib/write-backup-zip.ts';
import { isProjectUnreachableStatus } from '#src/features/admin/shared/project-unreachable.ts';
import type { BackupWorkerReply, BackupWorkerRequest } from './backup-messages.ts';
import { openBackupSink } from './backup-sink.ts';
import { describeMissing } from './missing-images.ts';

declare const self: DedicatedWorkerGlobalScope;

interface SnapshotAnswer {
  success: true;
  snapshot: BackupSnapshot;
  objects: Array<{ path: string; contentType: string }>;
  project: string;
}

/** The project did not answer for an image (offline, paused): the whole backup fails. */
class ImageReadError extends Error {
  constructor(readonly status: number) {
    super('');
  }
}

/** A 5xx, 408 or 429 may be a moment's trouble: the image is asked for once more after this long. */
const RETRY_AFTER_MS = 1_000;
const mayPass = (status: number) => status >= 500 || status === 408 || status === 429;

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
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      // the bytes as stored: no cached copy, no transformation
      response = await fetch(`${base}${path.split('/').map(encodeURIComponent).join('/')}`, {
        cache: 'no-store',
      });
    } catch {
      throw new ImageReadError(0);
    }
    if (response.ok) return new Uint8Array(await response.arrayBuffer());
    if (isProjectUnreachableStatus(response.status)) throw new ImageReadError(response.status);
    if (mayPass(response.status) && attempt === 1) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      continue;
    }
    throw new UnreadableObjectError(path, await unreadableReason(response));
  }
}

/**
 * Why the bucket did not give an image, for the owner. Hosted Storage answers a missing object
 * with HTTP 400 and `statusCode: "404"` in its body, so the body's code comes first.
 */
async function unreadableReason(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { statusCode?: unknown } | null;
  const code = typeof body?.statusCode === 'string' ? body.statusCode : String(response.status);
  if (code === '404') return 'não existe no armazenamento (404)';
  if (response.status >= 500) return `o armazenamento falhou duas vezes ao lê-la (${response.status})`;
  return `o armazenamento recusou-a (${code})`;
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
      missing: describeMissing(answer.snapshot.tables, written.missing),
      bytes: written.bytes,
      schemaVersion: answer.snapshot.schemaVersion ?? '0',
      takenAt: answer.snapshot.takenAt,
    });
  } catch (error) {
    const status = error instanceof ImageReadError ? error.status : -1;
    reply({ type: 'failed', status, message: error instanceof Error ? error.message : String(error) });
  }
}
