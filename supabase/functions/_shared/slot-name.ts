import { isValidSlotName } from './portable/media-rules.ts';
import { storableText } from './request.ts';
import { HttpError } from './responses.ts';

/** A slot name from the request, checked before it reaches the database; 400 otherwise. */
export function requireSlotName(value: unknown): string {
  if (value === undefined || value === null || value === '') {
    throw new HttpError(400, 'Campo obrigatório: slotName.');
  }
  if (typeof value === 'string') storableText(value, 'Nome de slot');
  if (!isValidSlotName(value)) throw new HttpError(400, 'Nome de slot inválido.');
  return value;
}
