import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the stand-in keeps object contents; the metadata lives in storage.objects. */
export interface ObjectBytes {
  read(bucket: string, key: string): Promise<Buffer | null>;
  write(bucket: string, key: string, bytes: Buffer): Promise<void>;
  remove(bucket: string, key: string): Promise<void>;
}

/** Files under `<dataDir>/storage/<bucket>/<key>`, or a Map when nothing is persisted. */
export function createObjectBytes(dataDir: string | undefined): ObjectBytes {
  return dataDir ? diskObjectBytes(path.join(dataDir, 'storage')) : memoryObjectBytes();
}

function memoryObjectBytes(): ObjectBytes {
  const objects = new Map<string, Buffer>();
  const id = (bucket: string, key: string) => `${bucket}/${key}`;
  return {
    read: async (bucket, key) => objects.get(id(bucket, key)) ?? null,
    write: async (bucket, key, bytes) => void objects.set(id(bucket, key), bytes),
    remove: async (bucket, key) => void objects.delete(id(bucket, key)),
  };
}

function diskObjectBytes(root: string): ObjectBytes {
  // Keys are validated by parseObjectLocation; this check is a second line against escaping the bucket.
  function fileOf(bucket: string, key: string): { bucketDir: string; file: string } {
    const bucketDir = path.join(root, bucket);
    const file = path.join(bucketDir, key);
    if (!file.startsWith(bucketDir + path.sep)) throw new Error(`Object path escapes its bucket: ${key}`);
    return { bucketDir, file };
  }

  return {
    async read(bucket, key) {
      try {
        return await readFile(fileOf(bucket, key).file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async write(bucket, key, bytes) {
      const { file } = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      // write then rename, so a download never sees half a file
      const partial = path.join(path.dirname(file), `.partial-${randomUUID()}`);
      try {
        await writeFile(partial, bytes);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async remove(bucket, key) {
      const { bucketDir, file } = fileOf(bucket, key);
      await rm(file, { force: true });
      await removeEmptyFolders(path.dirname(file), bucketDir);
    },
  };
}

async function removeEmptyFolders(folder: string, stopAt: string): Promise<void> {
  for (let dir = folder; dir.startsWith(stopAt + path.sep); dir = path.dirname(dir)) {
    try {
      await rmdir(dir);
    } catch {
      return; // not empty (or already gone): the folders above are not empty either
    }
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
