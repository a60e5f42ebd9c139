import {
  isValidSlotName,
  MAX_ALT_TEXT_LENGTH,
  MAX_CAPTION_LENGTH,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
} from '../_shared/portable/media-rules.ts';
import { sniffImage, type SniffedImage } from '../_shared/portable/image-sniff.ts';
import { stripImage } from '../_shared/image-strip.ts';
import {
  declaredVariantWidth,
  isVariantField,
  MAX_VARIANTS,
  MAX_VARIANTS_TOTAL_BYTES,
  variantProblem,
} from '../_shared/portable/image-variants.ts';
import { optionalText, readBodyLimited, storableText } from '../_shared/request.ts';
import { HttpError } from '../_shared/responses.ts';
import type { OwnedBytes } from '../_shared/portable/owned-bytes.ts';
import type { MediaTextTranslations } from '../_shared/portable/media-text-translations.ts';
import { readTranslationsField } from './media-texts.ts';

export interface UploadForm {
  slotName: string;
  altText: string;
  caption: string;
  /** The alt text and caption in the other languages, only those with a text. */
  translations: MediaTextTranslations;
  originalName: string;
  /** What is stored: the image without metadata or trailing bytes (see image-strip.ts). */
  bytes: OwnedBytes;
  image: SniffedImage;
  /** Smaller WebP copies, checked against the main image, narrowest first. */
  variants: UploadVariant[];
}

interface UploadVariant {
  width: number;
  height: number;
  bytes: OwnedBytes;
}

// room for the text fields and multipart boundaries around a full-size file and its variants
const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + MAX_VARIANTS_TOTAL_BYTES + 256 * 1024;
const TOO_LARGE_MESSAGE = 'Ficheiro demasiado grande. O máximo é 10 MB.';
const UNSUPPORTED_MESSAGE = 'Tipo de ficheiro não suportado. Envie uma imagem JPG, PNG ou WebP válida.';

/** Reads and checks the multipart form: fields, size, and the image's real type and size. */
export async function readUploadForm(req: Request): Promise<UploadForm> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new HttpError(415, 'O pedido deve ser um formulário multipart/form-data com o ficheiro.');
  }
  const body = await readBodyLimited(req, MAX_FORM_BYTES, TOO_LARGE_MESSAGE);
  // Deno 2.1 (the hosted runtime's) reads a body without the boundary as an empty form, where
  // later Deno throws: checked here, so such a body is refused alike on both
  if (!startsWithBoundary(body, contentType)) throw new HttpError(400, 'Formulário inválido.');
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'Formulário inválido.');
  }

  const file = form.get('file');
  const slotName = form.get('slotName');
  if (!(file instanceof File) || typeof slotName !== 'string' || !slotName) {
    throw new HttpError(400, 'Campos obrigatórios: Selecione um arquivo e um slot');
  }
  storableText(slotName, 'Nome de slot');
  if (!isValidSlotName(slotName)) throw new HttpError(400, 'Nome de slot inválido.');
  const altText = optionalText(form.get('altText'), MAX_ALT_TEXT_LENGTH, 'Texto alternativo');
  const caption = optionalText(form.get('caption'), MAX_CAPTION_LENGTH, 'Legenda');
  const translations = readTranslationsField(form.get('translations'));

  if (file.size === 0) throw new HttpError(400, 'O ficheiro está vazio.');
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE_MESSAGE);
  const read = readImage(new Uint8Array(await file.arrayBuffer()));
  if (!read) throw new HttpError(415, UNSUPPORTED_MESSAGE);
  const { bytes, image } = read;
  if (image.width * image.height > MAX_IMAGE_PIXELS) {
    throw new HttpError(413, 'Imagem com demasiados píxeis. O máximo é 50 megapíxeis.');
  }
  const variants = await readVariants(form, image);
  return { slotName, altText, caption, translations, originalName: file.name, bytes, image, variants };
}

/**
 * The optional `variant-<width>` files: at most three WebP copies, each checked by its bytes.
 * Any bad one refuses the whole upload (400) before anything is stored.
 */
async function readVariants(form: FormData, main: SniffedImage): Promise<UploadVariant[]> {
  const fields = [...form.keys()].filter(isVariantField);
  if (fields.length === 0) return [];
  if (fields.length > MAX_VARIANTS) {
    throw new HttpError(400, `No máximo ${MAX_VARIANTS} variantes por imagem.`);
  }
  const variants: UploadVariant[] = [];
  let totalBytes = 0;
  for (const field of new Set(fields)) {
    const width = declaredVariantWidth(field);
    const values = form.getAll(field);
    const file = values[0];
    if (width === null || values.length !== 1 || !(file instanceof File)) {
      throw new HttpError(400, `Variante inválida: ${field.slice(0, 40)}.`);
    }
    totalBytes += file.size;
    if (file.size === 0) throw new HttpError(400, `Variante de ${width} px: o ficheiro está vazio.`);
    if (totalBytes > MAX_VARIANTS_TOTAL_BYTES) throw new HttpError(413, TOO_LARGE_MESSAGE);
    const read = readImage(new Uint8Array(await file.arrayBuffer()));
    const problem = variantProblem(main, width, read?.image ?? null);
    if (problem || !read) throw new HttpError(400, problem ?? 'Variante inválida.');
    variants.push({ width, height: read.image.height, bytes: read.bytes });
  }
  return variants.sort((a, b) => a.width - b.width);
}

/**
 * The image in an uploaded file, recognised by its bytes, and the bytes to store: stripped of
 * metadata and trailing data. Null when the file is not a whole JPEG, PNG or WebP.
 */
function readImage(uploaded: OwnedBytes): { bytes: OwnedBytes; image: SniffedImage } | null {
  const image = sniffImage(uploaded);
  const bytes = image && stripImage(uploaded, image.mimeType);
  if (!image || !bytes) return null;
  // what is stored must still read as the same image: a mismatch would be a bug, never stored
  const stored = sniffImage(bytes);
  const same =
    stored?.mimeType === image.mimeType && stored.width === image.width && stored.height === image.height;
  return same ? { bytes, image } : null;
}

/** Whether the body's first line is the delimiter the content type names, as a form's must be. */
function startsWithBoundary(body: Uint8Array, contentType: string): boolean {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return false;
  const head = new TextDecoder().decode(body.subarray(0, boundary.length + 4));
  return head.startsWith(`--${boundary}\r\n`) || head.startsWith(`--${boundary}--`);
}
