import { createHash } from 'node:crypto';
import { Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js/index-native.js';
import type { BackupManifest, BackupSnapshot } from '#portable/backup-format.ts';
import { concatBytes } from '#portable/image-bytes.ts';
import { UnreadableObjectError, writeBackupZip, type BackupSource } from './write-backup-zip.ts';

const SNAPSHOT: BackupSnapshot = {
  schemaVersion: '20261129090000',
  takenAt: '2026-11-29T10:00:00.000Z',
  tables: {
    media_slots: [
      { id: 'slot-sofas', slot_name: 'servico-sofas', title: 'Sofás' },
      { id: 'slot-team', slot_name: 'pages.contact.team_photo', title: 'Foto da equipa' },
    ],
    media_versions: [
      {
        slot_id: 'slot-sofas',
        version_number: 1,
        storage_path: 'slots/sofas/1.png',
        variants: [{ width: 480, path: 'slots/sofas/1-480.webp', url: 'x' }],
      },
      {
        slot_id: 'slot-sofas',
        version_number: 2,
        storage_path: 'slots/sofas/2.jpg',
        variants: [{ width: 480, path: 'slots/sofas/2-480.webp', url: 'x' }],
      },
      { slot_id: 'slot-team', version_number: 3, storage_path: 'slots/team/3.jpg', variants: [] },
    ],
  },
};

const OBJECTS = [
  { path: 'slots/sofas/1-480.webp', contentType: 'image/webp' },
  { path: 'slots/sofas/1.png', contentType: 'image/png' },
  { path: 'slots/sofas/2-480.webp', contentType: 'image/webp' },
  { path: 'slots/sofas/2.jpg', contentType: 'image/jpeg' },
  { path: 'slots/team/3.jpg', contentType: 'image/jpeg' },
];

const bytesOf = (path: string) => new TextEncoder().encode(`the bytes of ${path}`);

function source(readObject: BackupSource['readObject']): BackupSource {
  return { snapshot: SNAPSHOT, project: 'https://example.supabase.co', objects: OBJECTS, readObject };
}

/** A sink that keeps the zip in memory, and says whether it was aborted. */
function memorySink() {
  const chunks: Uint8Array[] = [];
  const state = { aborted: false };
  const stream = new WritableStream<Uint8Array>({
    write: (chunk) => void chunks.push(chunk.slice()),
    abort: () => void (state.aborted = true),
  });
  const bytes = () => concatBytes(chunks);
  return { stream, state, bytes };
}

async function unzip(zip: Uint8Array): Promise<Map<string, Uint8Array>> {
  const reader = new ZipReader(new Uint8ArrayReader(zip));
  const files = new Map<string, Uint8Array>();
  for (const entry of await reader.getEntries()) {
    if (!entry.directory) files.set(entry.filename, await entry.getData(new Uint8ArrayWriter()));
  }
  await reader.close();
  return files;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('writeBackupZip', () => {
  it('leaves out an image the storage does not have, lists it with its slot and version, and copies every other one', async () => {
    const sink = memorySink();
    const written = await writeBackupZip(
      source(async (path) => {
        if (path === 'slots/sofas/2.jpg') {
          throw new UnreadableObjectError(path, 'não existe no armazenamento (404)');
        }
        return bytesOf(path);
      }),
      sink.stream,
    );

    const files = await unzip(sink.bytes());
    const copied = OBJECTS.map((object) => object.path).filter((path) => path !== 'slots/sofas/2.jpg');
    expect([...files.keys()]).toEqual([
      'data.json',
      ...copied.map((path) => `media/${path}`),
      'manifest.json',
    ]);
    for (const path of copied) {
      expect(new TextDecoder().decode(files.get(`media/${path}`)), path).toBe(`the bytes of ${path}`);
    }

    const manifest = JSON.parse(new TextDecoder().decode(files.get('manifest.json'))) as BackupManifest;
    expect(manifest.missing).toEqual([
      {
        path: 'slots/sofas/2.jpg',
        slot: 'servico-sofas',
        version: 2,
        reason: 'não existe no armazenamento (404)',
      },
    ]);
    expect(manifest.entries.map((entry) => entry.name)).toEqual([
      'data.json',
      ...copied.map((path) => `media/${path}`),
    ]);
    for (const entry of manifest.entries) {
      const data = files.get(entry.name)!;
      expect(entry.size, entry.name).toBe(data.length);
      expect(entry.sha256, entry.name).toBe(sha256(data));
    }
    expect(written.files).toBe(OBJECTS.length - 1);
    expect(written.missing).toEqual(manifest.missing);
    expect(written.manifest).toEqual(manifest);
    expect(sink.state.aborted).toBe(false);
  });

  it('names a smaller copy by the version it belongs to', async () => {
    const sink = memorySink();
    const written = await writeBackupZip(
      source(async (path) => {
        if (path === 'slots/sofas/1-480.webp') throw new UnreadableObjectError(path, 'recusada (403)');
        return bytesOf(path);
      }),
      sink.stream,
    );
    expect(written.missing).toEqual([
      { path: 'slots/sofas/1-480.webp', slot: 'servico-sofas', version: 1, reason: 'recusada (403)' },
    ]);
  });

  it('writes no missing list when every image was read', async () => {
    const sink = memorySink();
    const written = await writeBackupZip(
      source(async (path) => bytesOf(path)),
      sink.stream,
    );
    const files = await unzip(sink.bytes());
    const manifest = JSON.parse(new TextDecoder().decode(files.get('manifest.json'))) as BackupManifest;
    expect(manifest).not.toHaveProperty('missing');
    expect(written.files).toBe(OBJECTS.length);
    expect(written.missing).toEqual([]);
  });

  it('fails as a whole when an image cannot be fetched at all (the network, not the storage)', async () => {
    const sink = memorySink();
    const offline = new TypeError('Failed to fetch');
    await expect(
      writeBackupZip(
        source(async (path) => {
          if (path === 'slots/sofas/2.jpg') throw offline;
          return bytesOf(path);
        }),
        sink.stream,
      ),
    ).rejects.toBe(offline);
    expect(sink.state.aborted).toBe(true);
  });

  it('fails as a whole when aborted, even if the read then reports the image unreadable', async () => {
    const sink = memorySink();
    const controller = new AbortController();
    await expect(
      writeBackupZip(
        source(async (path) => {
          controller.abort();
          throw new UnreadableObjectError(path, 'não existe no armazenamento (404)');
        }),
        sink.stream,
        { signal: controller.signal },
      ),
    ).rejects.toBeInstanceOf(UnreadableObjectError);
    expect(sink.state.aborted).toBe(true);
  });
});
