import {
  isValidSlotName,
  MAX_ALT_TEXT_LENGTH,
  MAX_CAPTION_LENGTH,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
} from '../_shared/media-rules.ts';
import { sniffImage, type SniffedImage } from '../_shared/image-sniff.ts';
import { optionalText, readBodyLimited } from '../_shared/request.ts';
import { HttpError } from '../_shared/responses.ts';

export interface UploadForm {
  slotName: string;
  altText: string;
  caption: string;
  originalName: string;
  bytes: Uint8Array<ArrayBuffer>;
  image: SniffedImage;
}

// room for the text fields and multipart boundaries around a full-size file
const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + 256 * 1024;
const TOO_LARGE_MESSAGE = 'Ficheiro demasiado grande. O máximo é 10 MB.';

/** Reads and checks the multipart form: fields, size, and the image's real type and size. */
export async function readUploadForm(req: Request): Promise<UploadForm> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new HttpError(415, 'O pedido deve ser um formulário multipart/form-data com o ficheiro.');
  }
  const body = await readBodyLimited(req, MAX_FORM_BYTES, TOO_LARGE_MESSAGE);
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
  if (!isValidSlotName(slotName)) throw new HttpError(400, 'Nome de slot inválido.');
  const altText = optionalText(form.get('altText'), MAX_ALT_TEXT_LENGTH, 'Texto alternativo');
  const caption = optionalText(form.get('caption'), MAX_CAPTION_LENGTH, 'Legenda');

  if (file.size === 0) throw new HttpError(400, 'O ficheiro está vazio.');
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = sniffImage(bytes);
  if (!image) {
    throw new HttpError(415, 'Tipo de ficheiro não suportado. Envie uma imagem JPG, PNG ou WebP válida.');
  }
  if (image.width * image.height > MAX_IMAGE_PIXELS) {
    throw new HttpError(413, 'Imagem com demasiados píxeis. O máximo é 50 megapíxeis.');
  }
  return { slotName, altText, caption, originalName: file.name, bytes, image };
}
