import type { ReadFailure } from '#src/lib/read-failure.ts';

/** A failed read of the videos, with any of its fields replaced. */
export function aReadFailure(fields: Partial<ReadFailure> = {}): ReadFailure {
  return { read: 'videos', kind: 'failed', table: 'videos', status: null, code: null, detail: '', ...fields };
}
