// Smaller WebP copies of an upload ("variants"), sent by the admin page beside the main file
// for the site's srcset. The rules both sides agree on, and the server's check of each copy by
// its bytes. Pure and platform-free.
import type { SniffedImage } from './image-sniff.ts';
import { MAX_UPLOAD_BYTES } from './media-rules.ts';

export const MAX_VARIANTS = 3;
/** All variants of one upload together: they are smaller copies, so never more than the main file's limit. */
export const MAX_VARIANTS_TOTAL_BYTES = MAX_UPLOAD_BYTES;
/** How far a copy's aspect ratio may differ from the main file's (rounding to whole pixels). */
const ASPECT_TOLERANCE = 0.02;

/** The multipart field of the variant of this width: `variant-480`. */
export function variantFieldName(width: number): string {
  return `variant-${width}`;
}

/** The width a field name declares (`variant-480` → 480); null for a name that is not a variant field. */
export function declaredVariantWidth(fieldName: string): number | null {
  const match = /^variant-([1-9][0-9]{0,4})$/.exec(fieldName);
  return match ? Number(match[1]) : null;
}

export function isVariantField(fieldName: string): boolean {
  return fieldName.startsWith('variant');
}

export interface ImageSize {
  width: number;
  height: number;
}

/** The height a copy `width` pixels wide of `main` has, rounded as the browser's canvas rounds it. */
export function scaledHeight(main: ImageSize, width: number): number {
  return Math.max(1, Math.round((main.height * width) / main.width));
}

/**
 * Why this file is not an acceptable variant of `main`, in Portuguese for the admin, or null
 * when it is one: a WebP whose real width is the declared one, narrower than the main image,
 * with the same shape (±2 %, or one pixel of rounding on very flat images).
 */
export function variantProblem(
  main: ImageSize,
  declaredWidth: number,
  image: SniffedImage | null,
): string | null {
  const label = `Variante de ${declaredWidth} px`;
  if (!image || image.mimeType !== 'image/webp') return `${label}: deve ser uma imagem WebP válida.`;
  if (image.width !== declaredWidth) {
    return `${label}: a imagem tem ${image.width} px de largura, não ${declaredWidth}.`;
  }
  if (declaredWidth >= main.width) {
    return `${label}: deve ser mais estreita do que a imagem principal (${main.width} px).`;
  }
  const expected = (main.height * declaredWidth) / main.width;
  if (Math.abs(image.height - expected) > Math.max(1, expected * ASPECT_TOLERANCE)) {
    return `${label}: as proporções (${image.width}×${image.height}) não são as da imagem principal (${main.width}×${main.height}).`;
  }
  return null;
}

/** Where a variant is stored: beside the main object, `<main path stem>-w<width>.webp`. */
export function variantStoragePath(mainPath: string, width: number): string {
  if (!Number.isInteger(width) || width < 1) throw new Error('invalid variant width');
  const stem = mainPath.replace(/\.[a-z]{3,4}$/, '');
  if (stem === mainPath) throw new Error('main path has no extension');
  return `${stem}-w${width}.webp`;
}
