// The page `npm run bench:photos` drives: the admin's own encoder (photo-encoder.ts) on a photo,
// at the sizes an upload makes (the 2560 px file and its copies), timed in the browser.
import { planDownscale, planVariants } from '#src/features/admin/upload/downscale-plan.ts';
import encodeWebp from '@jsquash/webp/encode.js';
import type { TargetSize } from '#src/features/admin/upload/downscale-plan.ts';
import { createPhotoEncoder, WEBP_QUALITY } from '#src/features/admin/upload/photo-encoder.ts';
import type { EncodeMode, EncodeRun } from './encode-run.ts';

async function encodePhoto(url: string, mode: EncodeMode): Promise<EncodeRun> {
  const file = await (await fetch(url)).blob();
  const started = performance.now();
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const decodeMs = performance.now() - started;
  const main = planDownscale({
    width: bitmap.width,
    height: bitmap.height,
    bytes: file.size,
    mimeType: file.type,
  });
  if (!main) throw new Error('the photo needs no shrinking');
  const encoder = await createPhotoEncoder(mode === 'canvas-webp');
  const sizes: EncodeRun['sizes'] = [];
  let mainBytes: number[] = [];
  try {
    for (const target of [main, ...planVariants(main)]) {
      const start = performance.now();
      const blob =
        mode === 'canvas-jpeg'
          ? await encoder.jpeg(bitmap, target)
          : mode === 'wasm-webp-main-thread'
            ? await encodeOnMainThread(bitmap, target)
            : await encoder.webp(bitmap, target);
      const ms = performance.now() - start;
      if (!blob) throw new Error(`${mode} made no image at ${target.width} px`);
      sizes.push({ width: target.width, bytes: blob.size, ms });
      if (target === main) mainBytes = [...new Uint8Array(await blob.arrayBuffer())];
    }
  } finally {
    encoder.close();
    bitmap.close();
  }
  return { mode, decodeMs, totalMs: performance.now() - started, sizes, mainBytes };
}

/** The worker's codec and settings, run here instead, where the CPU throttling applies. */
async function encodeOnMainThread(bitmap: ImageBitmap, target: TargetSize): Promise<Blob> {
  const canvas = new OffscreenCanvas(target.width, target.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, target.width, target.height);
  const pixels = context.getImageData(0, 0, target.width, target.height);
  return new Blob([await encodeWebp(pixels, { quality: Math.round(WEBP_QUALITY * 100) })], {
    type: 'image/webp',
  });
}

Object.assign(window, { encodePhoto });
