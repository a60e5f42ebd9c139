import { HttpError } from './responses.ts';
import { optionalTextProblem, storableTextProblem } from './portable/text-rules.ts';
import type { OwnedBytes } from './portable/owned-bytes.ts';

const MAX_JSON_BYTES = 64 * 1024;

/** The request body as a JSON object; 400 for anything else, 413 beyond 64 KB. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  const value = await readJson(req, MAX_JSON_BYTES);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'O corpo do pedido deve ser um objeto JSON.');
  }
  return value as Record<string, unknown>;
}

/** The request body as any JSON value; 400 when it is not JSON, 413 beyond `limit` bytes. */
export async function readJson(req: Request, limit: number): Promise<unknown> {
  const bytes = await readBodyLimited(req, limit, 'Pedido demasiado grande.');
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new HttpError(400, 'O corpo do pedido deve ser JSON válido.');
  }
}

/** Reads the body without ever holding more than `limit` bytes of it. */
export async function readBodyLimited(
  req: Request,
  limit: number,
  tooLargeMessage: string,
): Promise<OwnedBytes> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, tooLargeMessage);
  if (!req.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, tooLargeMessage);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/**
 * Text from the request that may be stored or compared: 400 naming the field (`label`) when it
 * holds what Postgres cannot store or a control character (see portable/text-rules.ts). Every text
 * field of every function passes through here.
 */
export function storableText(value: string, label: string): string {
  const problem = storableTextProblem(value, label);
  if (problem) throw new HttpError(400, problem);
  return value;
}

/** An optional text field, trimmed, of at most `max` characters ('' when absent); 400 otherwise. */
export function optionalText(value: unknown, max: number, label: string): string {
  const problem = optionalTextProblem(value, max, label);
  if (problem) throw new HttpError(400, problem);
  return typeof value === 'string' ? value.trim() : '';
}
