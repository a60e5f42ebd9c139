// Where the backup worker writes the zip as it grows, so the phone never holds the whole file in
// memory: a file in the origin's private file system (OPFS, written through a synchronous access
// handle, which dedicated workers have on Chrome, Android and Safari 16.4+); where the browser
// refuses it (private browsing in some browsers), a Blob built of the chunks, which the
// browser may keep on disk itself. The previous backup's file is removed first.

export interface BackupSink {
  stream: WritableStream<Uint8Array>;
  /** The finished zip, once the stream is closed. */
  file(): Promise<Blob>;
}

const BACKUP_FILE = /^copia-.*\.zip$/;

async function privateFileSink(name: string): Promise<BackupSink> {
  const root = await navigator.storage.getDirectory();
  for await (const entryName of (root as unknown as { keys(): AsyncIterable<string> }).keys()) {
    if (BACKUP_FILE.test(entryName)) await root.removeEntry(entryName).catch(() => {});
  }
  const handle = await root.getFileHandle(name, { create: true });
  const access = await (
    handle as unknown as { createSyncAccessHandle(): Promise<SyncAccessHandle> }
  ).createSyncAccessHandle();
  access.truncate(0);
  let at = 0;
  return {
    stream: new WritableStream<Uint8Array>({
      write(chunk) {
        at += access.write(chunk, { at });
      },
      close() {
        access.flush();
        access.close();
      },
      abort() {
        access.close();
      },
    }),
    file: () => handle.getFile(),
  };
}

interface SyncAccessHandle {
  write(buffer: Uint8Array, options: { at: number }): number;
  truncate(size: number): void;
  flush(): void;
  close(): void;
}

function blobSink(): BackupSink {
  const parts: Blob[] = [];
  return {
    stream: new WritableStream<Uint8Array>({
      write(chunk) {
        parts.push(new Blob([chunk as Uint8Array<ArrayBuffer>]));
      },
    }),
    file: async () => new Blob(parts, { type: 'application/zip' }),
  };
}

export async function openBackupSink(name: string): Promise<BackupSink> {
  try {
    return await privateFileSink(name);
  } catch {
    return blobSink();
  }
}
