// `npm run backup:restore` refuses, changing nothing, a damaged file, a cut-off file and a
// project that already holds other data of the site (until --replace), and a key that is not a
// secret one.
import { copyFile, readFile, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocalSupabase } from '#local/server.ts';
import {
  backupProjects,
  expectRestoreRefused,
  projectRows,
  runRestore,
  secretClient,
  storedObjects,
  takeBackup,
} from '#tests/support/backup-fixture.ts';

let good: string;
const projects = backupProjects('backup-refusals', async ({ source, dir }) => {
  good = path.join(dir, 'copia.zip');
  await takeBackup(source, good);
});

/** Runs the restore and checks that it was refused and that the target is exactly as before. */
function expectRefusedUnchanged(args: string[], message: string | RegExp, env = {}, code = 1) {
  return expectRestoreRefused(projects.target, args, message, env, code);
}

describe('backup:restore refuses', () => {
  it('a file with a damaged image', async () => {
    const file = path.join(projects.dir, 'danificada.zip');
    const bytes = await readFile(good);
    // the images are stored uncompressed: one of them is in the file as it is stored
    const [, image] = [...(await storedObjects(projects.source))].find(([name]) => name.endsWith('.png'))!;
    const at = bytes.indexOf(image.subarray(200, 264));
    expect(at).toBeGreaterThan(0);
    bytes[at + 10] = bytes[at + 10]! ^ 0xff;
    await writeFile(file, bytes);
    await expectRefusedUnchanged(
      [file],
      /^Recusado: O ficheiro está incompleto ou danificado: media\/slots\/.+ não se lê/,
    );
  }, 60_000);

  it('a file cut off before its end', async () => {
    const file = path.join(projects.dir, 'cortada.zip');
    await copyFile(good, file);
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(good));
    await truncate(file, Math.floor(size * 0.6));
    await expectRefusedUnchanged(
      [file],
      /^Recusado: O ficheiro está incompleto ou danificado \(não é um zip completo/,
    );
  }, 60_000);

  it('a file that is not a backup of this site', async () => {
    const file = path.join(projects.dir, 'outra.zip');
    await writeFile(file, 'not a zip at all');
    await expectRefusedUnchanged([file], /^Recusado: O ficheiro está incompleto ou danificado/);
  }, 60_000);

  it('a public key, and a missing setting, before reading anything', async () => {
    await expectRefusedUnchanged(
      [good],
      /chave pública \(publishable ou anon\)/,
      { SUPABASE_SECRET_KEY: projects.target.publishableKey },
      2,
    );
    await expectRefusedUnchanged(
      [good],
      /Defina SUPABASE_URL e SUPABASE_SECRET_KEY/,
      { SUPABASE_SECRET_KEY: '' },
      2,
    );
  }, 60_000);

  it('a project that holds other data of the site, until --replace replaces it with the backup', async () => {
    const saved = await secretClient(projects.target).rpc('save_owner_document', {
      p_document: 'business-facts',
      p_locale: 'pt-PT',
      p_content: { name: 'Outro negócio' },
    });
    expect(saved.error).toBeNull();
    await expectRefusedUnchanged(
      [good],
      /^Recusado: O projeto já tem dados do site que não estão nesta cópia \(owner_document_versions: 1 linha\(s\); owner_documents: 1 linha\(s\)\)\. Nada foi alterado\./,
    );

    const replaced = await runRestore(projects.target, [good, '--replace']);
    expect(replaced.code, replaced.stderr).toBe(0);
    const normalised = (rows: unknown, local: LocalSupabase) =>
      JSON.parse(JSON.stringify(rows).replaceAll(local.url, 'https://project.example')) as unknown;
    expect(normalised(await projectRows(projects.target), projects.target)).toEqual(
      normalised(await projectRows(projects.source), projects.source),
    );
  }, 60_000);
});
