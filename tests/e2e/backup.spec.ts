// The owner downloads the backup from /admin on a phone: a real progress bar while it is built,
// the zip saved by the browser, and in it every stored image of the site (checked against the
// manifest's SHA-256s, as the restore checks it) with the rows; the tab then says when it was
// taken. The rows come only through the admin session and are never cached. An image lost from
// Storage is left out, and the tab says which one and what to do; the rest still downloads.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js/index-native.js';
import { readManifest } from '#portable/backup-format.ts';
import { openVerifiedBackup } from '#scripts/backup/read-backup-zip.ts';
import { latestVersionNumber, openAdminSignedIn, openTab, toast } from '#tests/e2e/support/admin-page.ts';
import { wcagAAViolations } from '#tests/e2e/support/axe.ts';
import { e2eServiceClient } from '#tests/e2e/support/e2e-env.ts';
import { publishImage, unpublishSlots } from '#tests/e2e/support/media.ts';

const SLOT = 'pages.contact.team_photo';
const service = e2eServiceClient();

test('the owner downloads the backup on a phone, with every image and the rows', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the owner’s phone; the desktop runs the same code');
  test.setTimeout(90_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-backup-'));
  const published = await publishImage(service, SLOT, 'equipa', { label: 'Equipa' });
  const objectPath = published.url.split('/object/public/media/')[1]!;
  try {
    await openAdminSignedIn(page);
    await expect(page.getByText('Ainda não há nenhuma cópia de segurança do site.')).toBeVisible();
    await page.getByRole('button', { name: 'Fazer cópia' }).click();
    await expect(page.getByRole('tab', { name: 'Cópia de segurança' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Ainda não foi feita nenhuma cópia de segurança.')).toBeVisible();
    expect(await wcagAAViolations(page)).toEqual([]);

    // the published image is held back until the progress bar has shown it is on its way
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/storage/v1/object/public/media/${objectPath}`, async (route) => {
      await held;
      await route.continue();
    });
    const snapshot = page.waitForResponse(
      (response) =>
        response.url().includes('/functions/v1/site-backup') && response.request().method() === 'POST',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descarregar cópia de segurança' }).click();
    const progress = page.getByRole('status').filter({ hasText: /A juntar as imagens: \d+ de \d+/ });
    await expect(progress).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
    expect(await wcagAAViolations(page)).toEqual([]);
    release();

    const answer = await snapshot;
    expect(answer.headers()['cache-control']).toBe('no-store');
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^estofos-lisboa-copia-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = path.join(dir, saved.suggestedFilename());
    await saved.saveAs(file);
    await expect(toast(page, 'Cópia de segurança descarregada')).toBeVisible();
    await expect(page.getByText(/Última cópia: .+ \(hoje\), \d+ imagens/)).toBeVisible();
    await expect(page.getByText('Ainda não há nenhuma cópia de segurança do site.')).toBeHidden();

    const backup = await openVerifiedBackup(file);
    try {
      expect(backup.objects.map((object) => object.path)).toContain(objectPath);
      expect(backup.manifest.entries.map((entry) => entry.name)).toContain(`media/${objectPath}`);
      const versions = backup.snapshot.tables.media_versions as Array<{ storage_path: string }>;
      expect(versions.map((version) => version.storage_path)).toContain(objectPath);
      const image = await backup.readObject(objectPath);
      const original = await service.storage.from('media').download(objectPath);
      expect(Buffer.from(image).equals(Buffer.from(await original.data!.arrayBuffer()))).toBe(true);
      for (const table of [
        'media_slots',
        'media_versions',
        'videos',
        'owner_document_versions',
        'owner_documents',
        'published_locales',
        'contact_daily_visits',
        'contact_daily_taps',
      ]) {
        expect(backup.snapshot.tables, table).toHaveProperty(table);
      }
    } finally {
      await backup.close();
    }
  } finally {
    await unpublishSlots(service, SLOT);
    await rm(dir, { recursive: true, force: true });
  }
});

/** Every entry of a zip by name, its bytes read (and CRC checked) by zip.js. */
async function unzip(file: string): Promise<Map<string, Uint8Array>> {
  const reader = new ZipReader(new Uint8ArrayReader(new Uint8Array(await readFile(file))));
  const entries = new Map<string, Uint8Array>();
  for (const entry of await reader.getEntries()) {
    if (!entry.directory) entries.set(entry.filename, await entry.getData(new Uint8ArrayWriter()));
  }
  await reader.close();
  return entries;
}

test('a backup with an image lost from Storage still downloads, and says which one and what to do', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the owner’s phone; the desktop runs the same code');
  test.setTimeout(90_000);
  const slot = 'pages.contact.banner';
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-backup-missing-'));
  const kept = await publishImage(service, slot, 'faixa-antiga', { label: 'Faixa 1' });
  const lost = await publishImage(service, slot, 'faixa-perdida', { label: 'Faixa 2', hue: 30 });
  const keptPath = kept.url.split('/object/public/media/')[1]!;
  const lostPath = lost.url.split('/object/public/media/')[1]!;
  const lostVersion = await latestVersionNumber(service, slot);
  const stored = await service.storage.from('media').download(lostPath);
  if (stored.error) throw new Error(stored.error.message);
  const lostBytes = Buffer.from(await stored.data.arrayBuffer());
  const removed = await service.storage.from('media').remove([lostPath]);
  if (removed.error) throw new Error(removed.error.message);
  try {
    await openAdminSignedIn(page);
    await openTab(page, /^Cópia de segurança$/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descarregar cópia de segurança' }).click();
    const saved = await download;
    const file = path.join(dir, saved.suggestedFilename());
    await saved.saveAs(file);

    await expect(toast(page, 'Cópia de segurança descarregada, com 1 imagem em falta')).toBeVisible();
    const warning = page.getByRole('alert').filter({ hasText: 'Falta 1 imagem nesta cópia de segurança' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('listitem')).toHaveCount(1);
    await expect(warning.getByRole('listitem')).toContainText(
      `Faixa de contacto, versão ${lostVersion}: não existe no armazenamento (404).`,
    );
    await expect(warning.getByRole('listitem')).toContainText('É a imagem que o site mostra agora');
    await expect(warning.getByRole('listitem')).toContainText('«Adicionar Imagem»');
    await expect(page.getByText(/Última cópia: .+ \(hoje\), \d+ imagens/)).toBeVisible();
    expect(await wcagAAViolations(page)).toEqual([]);
    // not a toast: still there after a look at another tab
    await openTab(page, /^Ver Todas as Imagens/);
    await openTab(page, /^Cópia de segurança$/);
    await expect(warning).toBeVisible();

    const entries = await unzip(file);
    const manifest = readManifest(JSON.parse(new TextDecoder().decode(entries.get('manifest.json'))));
    if ('problem' in manifest) throw new Error(manifest.problem);
    expect(manifest.missing).toEqual([
      { path: lostPath, slot, version: lostVersion, reason: 'não existe no armazenamento (404)' },
    ]);
    expect(entries.has(`media/${lostPath}`)).toBe(false);
    expect([...entries.keys()]).toContain(`media/${keptPath}`);
    expect([...entries.keys()].sort()).toEqual(
      [...manifest.entries.map((entry) => entry.name), 'manifest.json'].sort(),
    );
    for (const entry of manifest.entries) {
      const bytes = entries.get(entry.name)!;
      expect(createHash('sha256').update(bytes).digest('hex'), entry.name).toBe(entry.sha256);
    }
  } finally {
    // the stand-in whole again for the tests after this one
    await service.storage.from('media').upload(lostPath, lostBytes, { contentType: 'image/jpeg' });
    await unpublishSlots(service, slot);
    await rm(dir, { recursive: true, force: true });
  }
});
