// An iPhone's photo chosen in "Adicionar Imagem" is shrunk and gets its srcset copies, like
// Chrome's: Safari's canvas cannot encode WebP (asked for image/webp it returns a PNG), which an
// init script reproduces here, so the admin falls back to its WebAssembly encoder. At phone size,
// against the production build (its Content-Security-Policy included) and the real functions.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fillUpload, openAdminSignedIn, toast, unpublishSlot } from '#tests/e2e/support/admin-page.ts';
import { e2eServiceClient } from '#tests/e2e/support/e2e-env.ts';
import { cameraSizeJpeg } from '#tests/e2e/support/test-images.ts';

const service = e2eServiceClient();
const SLOT = 'process.step_3';

test.skip(({ isMobile }) => !isMobile, 'the owner uploads from a phone');
test.afterEach(async () => {
  await unpublishSlot(service, SLOT);
});

let photo: Buffer;
test.beforeAll(async () => {
  photo = await cameraSizeJpeg(4032, 3024);
});

/** Safari's canvas: a request for WebP is answered with a PNG, with no error. */
async function encodeWebpLikeSafari(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const swap = (type?: string) => (type?.toLowerCase() === 'image/webp' ? 'image/png' : type);
    const toBlob = HTMLCanvasElement.prototype.toBlob;
    HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
      toBlob.call(this, callback, swap(type), quality);
    };
    const toDataURL = HTMLCanvasElement.prototype.toDataURL;
    HTMLCanvasElement.prototype.toDataURL = function (type, quality) {
      return toDataURL.call(this, swap(type), quality);
    };
    const convertToBlob = OffscreenCanvas.prototype.convertToBlob;
    OffscreenCanvas.prototype.convertToBlob = function (options) {
      return convertToBlob.call(this, options && { ...options, type: swap(options.type) });
    };
  });
}

/** Every text the progress bar gives while the photo is prepared and sent. */
async function recordProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const text = document.querySelector('progress')?.getAttribute('aria-valuetext');
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

async function uploadPhoto(page: Page): Promise<{ wasmRequested: boolean; progress: string[] }> {
  let wasmRequested = false;
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasmRequested = true;
  });
  await openAdminSignedIn(page);
  await fillUpload(page, {
    file: { name: 'IMG_0042.JPG', mimeType: 'image/jpeg', buffer: photo },
    sectionLabel: 'Como Funciona',
    slotName: SLOT,
  });
  const progress = await recordProgress(page);
  await page.getByRole('button', { name: 'Enviar imagem' }).click();
  await expect(toast(page, 'Upload realizado!')).toBeVisible({ timeout: 90_000 });
  return { wasmRequested, progress: await progress() };
}

/** What the server stored for the slot's current version, checked against the files themselves. */
async function expectShrunkWithCopies(): Promise<void> {
  const slot = await service.from('media_slots').select('id, current_version').eq('slot_name', SLOT).single();
  expect(slot.data?.current_version).not.toBeNull();
  const stored = await service
    .from('media_versions')
    .select('mime_type, width, height, file_size, file_url, variants')
    .eq('slot_id', slot.data?.id ?? '')
    .eq('version_number', slot.data?.current_version ?? -1)
    .single();
  const version = stored.data;
  if (!version) throw new Error(stored.error?.message ?? 'no version stored');
  expect(version.width).toBeLessThanOrEqual(2560);
  expect(version.file_size).toBeLessThan(photo.length / 2);
  const file = Buffer.from(await (await fetch(version.file_url)).arrayBuffer());
  expect(file.length).toBe(version.file_size);
  expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: version.width });

  const variants = version.variants as { width: number; height: number; url: string }[];
  expect(variants.length).toBeGreaterThanOrEqual(2);
  for (const variant of variants) {
    const bytes = Buffer.from(await (await fetch(variant.url)).arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: 'webp',
      width: variant.width,
      height: variant.height,
    });
    expect(variant.width).toBeLessThan(version.width);
  }
}

function expectEncodingShown(progress: string[]): void {
  const preparing = progress
    .map((text) => /^A preparar a imagem… (\d+)%$/.exec(text)?.[1])
    .filter((percent) => percent !== undefined)
    .map(Number);
  expect(preparing.some((percent) => percent > 0 && percent < 100)).toBe(true);
  expect(progress.some((text) => text.startsWith('A enviar…'))).toBe(true);
}

test('Safari’s canvas (no WebP): a 4032×3024 photo is shrunk by the WebAssembly encoder, with copies', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await encodeWebpLikeSafari(page);
  const { wasmRequested, progress } = await uploadPhoto(page);
  expect(wasmRequested).toBe(true);
  expectEncodingShown(progress);
  await expectShrunkWithCopies();
});

test('Chromium’s own WebP encoder: the same photo is shrunk with copies, and no WebAssembly is loaded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { wasmRequested, progress } = await uploadPhoto(page);
  expect(wasmRequested).toBe(false);
  expectEncodingShown(progress);
  await expectShrunkWithCopies();
});

test('Safari with the WebAssembly encoder out of reach: the photo is still shrunk, as JPEG, without copies', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await encodeWebpLikeSafari(page);
  await page.route('**/*.wasm', (route) => route.abort('failed'));
  await uploadPhoto(page);
  const slot = await service.from('media_slots').select('id, current_version').eq('slot_name', SLOT).single();
  const stored = await service
    .from('media_versions')
    .select('mime_type, width, file_size, variants')
    .eq('slot_id', slot.data?.id ?? '')
    .eq('version_number', slot.data?.current_version ?? -1)
    .single();
  expect(stored.data).toMatchObject({ mime_type: 'image/jpeg', width: 2560, variants: [] });
  expect(stored.data?.file_size).toBeLessThan(photo.length / 2);
});
