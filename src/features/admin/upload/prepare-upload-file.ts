import { keepSmaller, planDownscale, webpFileName, type TargetSize } from './downscale-plan.ts';

const WEBP_QUALITY = 0.85;

/**
 * The file to upload: the photo shrunk to the longest side allowed and encoded as WebP when
 * that makes it smaller, otherwise the original. Never fails: anything the browser cannot
 * decode or encode is sent as chosen and the server judges it.
 */
export async function prepareUploadFile(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const target = planDownscale({
      width: bitmap.width,
      height: bitmap.height,
      bytes: file.size,
      mimeType: file.type,
    });
    if (!target) return file;
    const blob = await encodeWebp(bitmap, target);
    const encoded = blob
      ? new File([blob], webpFileName(file.name), { type: blob.type, lastModified: file.lastModified })
      : null;
    return keepSmaller(file, encoded);
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

async function encodeWebp(bitmap: ImageBitmap, target: TargetSize): Promise<Blob | null> {
  // OffscreenCanvas encodes without touching the page; the DOM canvas is the fallback.
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(target.width, target.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context, bitmap, target);
    return canvas.convertToBlob({ type: 'image/webp', quality: WEBP_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, bitmap, target);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', WEBP_QUALITY));
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  target: TargetSize,
): void {
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, target.width, target.height);
}
