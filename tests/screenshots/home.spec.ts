// Full-page screenshots of the home page at the phone and desktop sizes, for a person to look
// at: test-results/screenshots/home-full-<project>.png and home-first-screen-<project>.png.
// Not part of `npm test` (nothing here can fail on a visual change): run `npm run screenshots`.
// The portfolio gets six before/after pairs drawn from the site's own illustrations (the
// "before" dulled and stained), so the shots show every section as a visitor would see it.
import { expect, test } from '@playwright/test';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { e2eServiceClient } from '#tests/e2e/support/e2e-env.ts';
import { trackMainFrameNetwork } from '#tests/e2e/support/main-frame-network.ts';
import { unpublishSlots } from '#tests/e2e/support/media.ts';
import { scrollThrough } from '#tests/e2e/support/scroll-through.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SCREENSHOT_DIR = path.join(ROOT, 'test-results', 'screenshots');
const SCENES = ['service-sofa', 'service-mattress', 'service-rug', 'service-car-seat'];
const PAIRS = 6;

const service = e2eServiceClient();

async function sampleJpeg(scene: string, side: 'before' | 'after'): Promise<Buffer> {
  const svg = await readFile(path.join(ROOT, 'assets', 'illustrations', `${scene}.svg`));
  const clean = await sharp(svg).resize(800, 600, { fit: 'cover' }).png().toBuffer();
  if (side === 'after') return sharp(clean).jpeg({ quality: 80 }).toBuffer();
  const grime = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#6b5b3e" opacity="0.32"/>
    <g fill="#4a3d27" opacity="0.45"><ellipse cx="330" cy="390" rx="62" ry="22"/>
    <ellipse cx="480" cy="420" rx="38" ry="14"/><ellipse cx="410" cy="310" rx="26" ry="36"/></g></svg>`);
  return sharp(clean)
    .composite([{ input: grime }])
    .modulate({ saturation: 0.65 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function publishSamplePairs(): Promise<void> {
  await unpublishSlots(service, 'gallery.before_after.%');
  for (let n = 1; n <= PAIRS; n++) {
    for (const side of ['before', 'after'] as const) {
      const bytes = await sampleJpeg(SCENES[(n - 1) % SCENES.length]!, side);
      const storagePath = `e2e/screenshots/${n}-${side}-${Date.now().toString(36)}.jpg`;
      const upload = await service.storage
        .from('media')
        .upload(storagePath, bytes, { contentType: 'image/jpeg' });
      expect(upload.error).toBeNull();
      const url = service.storage.from('media').getPublicUrl(storagePath).data.publicUrl;
      const published = await service.rpc('publish_media_version', {
        p_slot_name: `gallery.before_after.${n}.${side}`,
        p_file_url: url,
        p_storage_path: storagePath,
        p_file_name: `${n}-${side}.jpg`,
        p_mime_type: 'image/jpeg',
        p_file_size: bytes.length,
        p_width: 800,
        p_height: 600,
      });
      expect(published.error).toBeNull();
    }
  }
}

test.beforeAll(async () => {
  await publishSamplePairs();
});

test.afterAll(async () => {
  await unpublishSlots(service, 'gallery.before_after.%');
});

test('screenshots of the whole home page', async ({ page }, testInfo) => {
  // Reduced motion: the hero shows its poster and play button rather than a player that
  // would need the network.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const network = trackMainFrameNetwork(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Antes e Depois' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await scrollThrough(page, 80);
  await network.settled();

  await mkdir(SCREENSHOT_DIR, { recursive: true });
  for (const [name, fullPage] of [
    ['home-first-screen', false],
    ['home-full', true],
  ] as const) {
    const file = path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}.png`);
    await page.screenshot({ path: file, fullPage });
    await testInfo.attach(`${name}-${testInfo.project.name}`, { path: file, contentType: 'image/png' });
  }
});
