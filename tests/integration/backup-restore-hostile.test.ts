// `npm run backup:restore` given a backup crafted to harm, with every SHA-256 correct: a path
// that leaves the media bucket's folders, a row the site's functions would never write, a row
// the database refuses only on insert, an entry that claims or hides its size, a file that is not
// an image. Each is refused before anything is written, and the project keeps no row and no
// object of it, with --replace too. A backup with an image missing restores everything else and
// says which image; an image whose path holds other content is stored under a key of its own.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLocalSupabase } from '#local/server.ts';
import { objectOwner } from '#portable/backup-format.ts';
import {
  backupProjects,
  expectRestoreRefused,
  projectRows,
  runRestore,
  storedObjects,
  takeBackup,
} from '#tests/support/backup-fixture.ts';
import { type BackupParts, craftBackup, readBackupParts } from '#tests/support/craft-backup.ts';
import { makePng } from '#tests/support/test-images.ts';

type Row = Record<string, unknown>;

let original: BackupParts;
const projects = backupProjects('backup-hostile', async ({ source }) => {
  original = await readBackupParts(source);
});

/** A copy of the real backup's parts, changed by `change`. */
function changed(change: (parts: BackupParts) => void): BackupParts {
  const parts = structuredClone(original);
  change(parts);
  return parts;
}

const versions = (parts: BackupParts) => parts.snapshot.tables.media_versions as Row[];

/** The first version's main image moved to `to`, in its row and in the zip alike. */
function movedTo(to: unknown) {
  return (parts: BackupParts) => {
    const row = versions(parts)[0]!;
    const image = parts.images.find((candidate) => candidate.path === row.storage_path)!;
    if (typeof to === 'string') image.path = to;
    row.storage_path = to;
  };
}

async function write(parts: BackupParts, name: string): Promise<string> {
  const file = path.join(projects.dir, name);
  await writeFile(file, craftBackup(parts));
  return file;
}

/** Runs the restore of these parts; it must be refused, the project left exactly as it was. */
async function expectRefused(parts: BackupParts, message: RegExp, args: string[] = []) {
  await expectRestoreRefused(projects.target, [await write(parts, `${Math.random()}.zip`), ...args], message);
}

describe('a hostile or damaged backup, with correct hashes, is refused with nothing written', () => {
  it.each([
    ['a path with ?', 'slots/servico-sofas/x.png?download'],
    ['a path with #', 'slots/servico-sofas/x.png#a'],
    ['a path outside slots/', 'outro/x.png'],
  ])(
    '%s',
    async (_, hostile) => {
      await expectRefused(
        changed(movedTo(hostile)),
        /^Recusado: A cópia tem dados que este site não escreveria: media_versions, linha 1: storage_path .+ não é um caminho de imagem deste site/,
      );
    },
    60_000,
  );

  // the zip's own names are refused before its rows are read; the rows' paths are checked anyway
  it.each([
    ['a path with ..', 'slots/servico-sofas/../../../outro-bucket/x.png'],
    ['a path with a backslash', 'slots/servico-sofas/..\\x.png'],
    ['a path with a leading slash', '/slots/servico-sofas/x.png'],
  ])(
    '%s, in the zip and in the rows',
    async (_, hostile) => {
      await expectRefused(
        changed(movedTo(hostile)),
        /^Recusado: .+ tem um ficheiro com um nome que sai da sua pasta/,
      );
      await expectRefused(
        changed((parts) => (versions(parts)[0]!.storage_path = hostile)),
        /^Recusado: A cópia tem dados que este site não escreveria: media_versions, linha 1: storage_path .+ não é um caminho de imagem deste site/,
      );
    },
    60_000,
  );

  it('a path in a smaller copy with a control character', async () => {
    await expectRefused(
      changed((parts) => {
        const variant = (versions(parts)[0]!.variants as Row[])[0]!;
        const image = parts.images.find((candidate) => candidate.path === variant.path)!;
        variant.path = image.path = `${String(variant.path)}\n`;
      }),
      /media_versions, linha 1: variants\[0\]\.path .+ não é um caminho de imagem deste site/,
    );
  }, 60_000);

  it('a path that is not a string', async () => {
    await expectRefused(changed(movedTo(42)), /media_versions, linha 1: storage_path 42 não é um caminho/);
  }, 60_000);

  it('a column the table does not have', async () => {
    await expectRefused(
      changed((parts) => (versions(parts)[0]!.is_admin = true)),
      /^Recusado: A cópia tem uma linha que este projeto não aceita: media_versions: a coluna is_admin não existe/,
    );
  }, 60_000);

  it('a value of the wrong JSON type', async () => {
    await expectRefused(
      changed((parts) => (versions(parts)[1]!.version_number = '2')),
      /media_versions, linha 2: version_number deve ser número, e a cópia tem texto\. Nada foi alterado\./,
    );
  }, 60_000);

  it('a business fact its function would refuse', async () => {
    await expectRefused(
      changed((parts) => {
        const facts = (parts.snapshot.tables.owner_documents as Row[]).find(
          (row) => row.document === 'business-facts',
        )!;
        (facts.content as Row).email = 'isto não é um email';
      }),
      /owner_documents, linha \d+: business-facts \(pt-PT\) não passa a validação em email/,
    );
  }, 60_000);

  it('an alt text its function would refuse', async () => {
    await expectRefused(
      changed((parts) => (versions(parts)[0]!.alt_text = 'x'.repeat(151))),
      /media_versions, linha 1: Texto alternativo: no máximo 150 caracteres/,
    );
  }, 60_000);

  it('a row the database refuses only on insert, before any image is stored', async () => {
    await expectRefused(
      changed((parts) => (versions(parts)[2]!.file_size = 0)),
      /media_versions, linha 3: a base de dados recusa a linha \(.*file_size.*\)\. Nada foi alterado\./,
    );
  }, 60_000);

  it('an entry claiming 1 GB, before it is decompressed', async () => {
    const claims = changed((parts) => {
      parts.entries = { [`media/${parts.images[0]!.path}`]: { claimedSize: 1024 ** 3 } };
    });
    await expectRefused(claims, /media\/slots\/.+ diz ter 1024 MB, mais do que o máximo de 10 MB/);
  }, 60_000);

  it('an entry that decompresses to more than it claims (a zip bomb)', async () => {
    const bomb = changed((parts) => {
      // 64 MB of spaces inside the JSON, claimed to be 2 kB
      (parts.snapshot as unknown as Row).padding = ' '.repeat(64 * 1024 * 1024);
      parts.entries = { 'data.json': { deflate: true, claimedSize: 2048 } };
    });
    await expectRefused(bomb, /data\.json tem mais bytes do que diz ter/);
  }, 60_000);

  it('a type in the rows other than the image’s own', async () => {
    await expectRefused(
      changed((parts) => (versions(parts)[0]!.mime_type = 'text/html')),
      /^Recusado: A cópia tem dados que este site não escreveria: slots\/.+ é image\/\w+, e as linhas dizem text\/html\./,
    );
  }, 60_000);

  it('an image entry that is not an image', async () => {
    await expectRefused(
      changed((parts) => {
        parts.images[0]!.bytes = new TextEncoder().encode('<html><script>alert(1)</script></html>');
      }),
      /media\/slots\/.+ não é uma imagem JPEG, PNG ou WebP/,
    );
  }, 60_000);
});

describe('a backup restored over a project with --replace', () => {
  it('restores the untouched crafted backup (each refusal above is its one change)', async () => {
    const result = await runRestore(projects.target, [await write(original, 'intacta.zip')]);
    expect(result.code, result.stderr).toBe(0);
  }, 60_000);

  it('refuses a row the database refuses, keeping every image it holds as it was', async () => {
    const otherContent = changed((parts) => {
      const image = parts.images.find((candidate) => candidate.path.endsWith('.png'))!;
      image.bytes = makePng(640, 480, [10, 200, 30]);
      versions(parts)[2]!.file_size = 0;
    });
    await expectRefused(otherContent, /media_versions, linha 3: a base de dados recusa a linha/, [
      '--replace',
    ]);
  }, 60_000);

  it('stores an image whose path holds other content under a key of its own, and removes the old one', async () => {
    const before = await storedObjects(projects.target);
    const replaced = changed((parts) => {
      parts.images.find((candidate) => candidate.path.endsWith('.png'))!.bytes = makePng(
        640,
        480,
        [10, 200, 30],
      );
    });
    const image = replaced.images.find((candidate) => candidate.path.endsWith('.png'))!;
    const result = await runRestore(projects.target, [
      await write(replaced, 'outra-imagem.zip'),
      '--replace',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/1 substituída/);
    const after = await storedObjects(projects.target);
    const ownKey = [...after.keys()].find((key) => !before.has(key))!;
    expect(ownKey).toMatch(new RegExp(`^${image.path.replace(/\.png$/, '')}-r[0-9a-f]{16}\\.png$`));
    expect(new Uint8Array(after.get(ownKey)!)).toEqual(image.bytes);
    expect(after.has(image.path)).toBe(false);
    const rows = (await projectRows(projects.target)).media_versions as Row[];
    expect(rows.some((row) => row.storage_path === ownKey)).toBe(true);

    const again = await runRestore(projects.target, [
      path.join(projects.dir, 'outra-imagem.zip'),
      '--replace',
    ]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/Nada mudou/);
  }, 60_000);
});

describe('a backup taken with an image missing', () => {
  it('restores everything else and names the missing image, as /admin named it', async () => {
    const fresh = await startLocalSupabase({ port: 0, functions: false });
    try {
      const lostPath = original.images[0]!.path;
      const file = path.join(projects.dir, 'com-falta.zip');
      const written = await takeBackup(projects.source, file, (snapshot) => snapshot, {
        unreadablePaths: [lostPath],
      });
      const [lost] = written.manifest.missing!;
      expect(lost).toMatchObject({ path: lostPath, ...objectOwner(original.snapshot.tables, lostPath) });
      expect(lost!.slot).not.toBeNull();
      const result = await runRestore(fresh, [file]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(
        `a versão ${lost!.version} de ${lost!.slot} (${lostPath}): não existe no armazenamento (404)`,
      );
      const objects = await storedObjects(fresh);
      expect(objects.has(lostPath)).toBe(false);
      expect(objects.size).toBe(original.images.length - 1);
      expect(await projectRows(fresh)).toEqual(
        JSON.parse(
          JSON.stringify(await projectRows(projects.source)).replaceAll(projects.source.url, fresh.url),
        ),
      );
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
