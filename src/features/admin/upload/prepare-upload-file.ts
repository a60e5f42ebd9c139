import { sniffImage } from '../../../../supabase/functions/_shared/portable/image-sniff.ts';
import {
  keepSmaller,
  keepVariant,
  planDownscale,
  planVariants,
  sameShape,
  webpFileName,
  type TargetSize,
} from './downscale-plan.ts';

const WEBP_QUALITY = 0.85;

/** A smaller WebP copy of the upload, for the site's srcset. */
export interface VariantFile {
  width: number;
  file: File;
}

export interface PreparedUpload {
  /** The file to upload (shrunk and re-encoded when that made it smaller). */
  file: File;
  /** Smaller copies, narrowest first; none when the browser cannot make them. */
  variants: VariantFile[];
}

/**
 * The files to upload: the photo shrunk to the longest side allowed and encoded as WebP when
 * that makes it smaller, otherwise the original; plus smaller WebP copies of it. Never fails:
 * anything the browser cannot decode or encode is sent as chosen (without copies) and the
 * server judges it.
 */
export async function prepareUpload(file: File): Promise<PreparedUpload> {
  if (typeof createImageBitmap !== 'function') return { file, variants: [] };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { file, variants: [] };
  }
  try {
    const main = await shrink(file, bitmap);
    return { file: main, variants: await makeVariants(main, bitmap) };
  } finally {
    bitmap.close();
  }
}

async function shrink(file: File, bitmap: ImageBitmap): Promise<File> {
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
  }
}

/**
 * Copies planned from the main file's size as the server will read it from its bytes, drawn
 * from the decoded photo. Any failure just means fewer copies: the upload itself goes ahead.
 */
async function makeVariants(main: File, bitmap: ImageBitmap): Promise<VariantFile[]> {
  try {
    const served = sniffImage(new Uint8Array(await main.arrayBuffer()));
    if (!served || !sameShape(served, bitmap)) return [];
    const stem = webpFileName(main.name).replace(/\.webp$/, '');
    const variants: VariantFile[] = [];
    let keptBytes = 0;
    for (const target of planVariants(served)) {
      const blob = await encodeWebp(bitmap, target);
      if (!blob || !keepVariant(main, blob, keptBytes)) continue;
      keptBytes += blob.size;
      variants.push({
        width: target.width,
        file: new File([blob], `${stem}-w${target.width}.webp`, { type: blob.type }),
      });
    }
    return variants;
  } catch {
    return [];
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
