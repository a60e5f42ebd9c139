import { HttpError } from './responses.ts';

const VERSION_NOT_FOUND_MESSAGE = 'Versão não encontrada neste slot.';

/** A version number from the request: a positive integer; 400 otherwise, 404 beyond any stored one. */
export function requireVersionNumber(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new HttpError(400, 'Campo obrigatório: versionNumber (número inteiro positivo).');
  }
  // past Postgres' integer: no version can have it, and the database would refuse the number
  if (value > 2_147_483_647) throw new HttpError(404, VERSION_NOT_FOUND_MESSAGE);
  return value;
}

/**
 * The 404 for a slot or version the database did not find (P0002 from lock_media_slot, or the
 * function's own "version … does not exist"), or null for any other error.
 */
export function missingSlotOrVersion(
  error: { code?: string; message: string },
  slotName: string,
): HttpError | null {
  if (error.code !== 'P0002') return null;
  return new HttpError(
    404,
    /^version /.test(error.message) ? VERSION_NOT_FOUND_MESSAGE : `Slot não encontrado: ${slotName}.`,
  );
}
