import { sniffImage } from '#portable/image-sniff.ts';
import {
  keepSmaller,
  keepVariant,
  planDownscale,
  planVariants,
  sameShape,
  webpFileName,
  type TargetSize,
} from './downscale-plan.ts';
import { EncodeProgress } from './encode-progress.ts';
import { createPhotoEncoder, type PhotoEncoder } from './photo-encoder.ts';

/** A smaller WebP copy of the upload, for the site's srcset. */
interface VariantFile {
  width: number;
  file: File;
}

export interface PreparedUpload {
  /** The file to upload (shrunk and re-encoded when that made it smaller). */
  file: File;
  /** Smaller copies, narrowest first; none when the browser cannot make them. */
  variants: VariantFile[];
}

export interface PrepareOptions {
  /** Share of the encoding done so far, 0..1, after each encoded size. */
  onProgress?: (fraction: number) => void;
}

/**
 * The files to upload: the photo shrunk to the longest side allowed and encoded as WebP when
 * that makes it smaller, otherwise the original; plus smaller WebP copies of it. WebP comes from
 * the canvas, or from WebAssembly where the canvas cannot make it (photo-encoder.ts); a photo
 * too large for the site that still cannot become WebP is shrunk as JPEG. Never fails: anything
 * the browser cannot decode or encode is sent as chosen (without copies) and the server judges it.
 */
export async function prepareUpload(file: File, options: PrepareOptions = {}): Promise<PreparedUpload> {
  if (typeof createImageBitmap !== 'function') return { file, variants: [] };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { file, variants: [] };
  }
  let encoder: PhotoEncoder | null = null;
  try {
    const target = planDownscale({
      width: bitmap.width,
      height: bitmap.height,
      bytes: file.size,
      mimeType: file.type,
    });
    const progress = new EncodeProgress(
      [...(target ? [target] : []), ...planVariants(target ?? bitmap)],
      (fraction) => options.onProgress?.(fraction),
    );
    encoder = await createPhotoEncoder();
    const main = target ? await shrink(file, bitmap, target, encoder) : file;
    if (target) progress.add(target);
    return { file: main, variants: await makeVariants(main, bitmap, encoder, progress) };
  } catch {
    return { file, variants: [] };
  } finally {
    encoder?.close();
    bitmap.close();
  }
}

async function shrink(
  file: File,
  bitmap: ImageBitmap,
  target: TargetSize,
  encoder: PhotoEncoder,
): Promise<File> {
  const webp = await encoder.webp(bitmap, target).catch(() => null);
  if (webp) return keepSmaller(file, asFile(webp, webpFileName(file.name), file));
  // No WebP at all (the WebAssembly encoder could not load): a photo larger than the site needs
  // is still shrunk, as JPEG. A PNG keeps its own format (it may be transparent).
  const tooLarge = Math.max(bitmap.width, bitmap.height) > Math.max(target.width, target.height);
  if (!tooLarge || file.type !== 'image/jpeg') return file;
  const jpeg = await encoder.jpeg(bitmap, target).catch(() => null);
  return keepSmaller(file, jpeg && asFile(jpeg, file.name, file));
}

/**
 * Copies planned from the main file's size as the server will read it from its bytes, drawn
 * from the decoded photo. Any failure just means fewer copies: the upload itself goes ahead.
 */
async function makeVariants(
  main: File,
  bitmap: ImageBitmap,
  encoder: PhotoEncoder,
  progress: EncodeProgress,
): Promise<VariantFile[]> {
  try {
    const served = sniffImage(new Uint8Array(await main.arrayBuffer()));
    if (!served || !sameShape(served, bitmap)) return [];
    const stem = webpFileName(main.name).replace(/\.webp$/, '');
    const variants: VariantFile[] = [];
    let keptBytes = 0;
    for (const target of planVariants(served)) {
      const blob = await encoder.webp(bitmap, target).catch(() => null);
      progress.add(target);
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

function asFile(blob: Blob, name: string, original: File): File {
  return new File([blob], name, { type: blob.type, lastModified: original.lastModified });
}
