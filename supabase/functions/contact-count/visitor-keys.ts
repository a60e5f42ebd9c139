// What the counts are keyed by instead of the address: SHA-256 of the day's salt with the
// address (the flood brake's key) or with the address and the user agent (a visitor, as
// Plausible and Umami count them). Both are kept for the day only and, with the salt deleted,
// can neither be recomputed nor linked to another day's.
import { sha256Hex } from '../_shared/digest.ts';

export interface VisitorKeys {
  /** The day's visitor: address + user agent. */
  visitor: string;
  /** The flood brake's key: the address alone. */
  address: string;
}

/** 128 bits of each hash are plenty to tell a day's visitors apart. */
const KEY_HEX_LENGTH = 32;

export async function visitorKeys(salt: string, address: string, userAgent: string): Promise<VisitorKeys> {
  // newline-separated, with a label, so no two different inputs give the same bytes
  const visitor = await sha256Hex(['visitor', salt, address, userAgent].join('\n'));
  const brake = await sha256Hex(['address', salt, address].join('\n'));
  return { visitor: visitor.slice(0, KEY_HEX_LENGTH), address: brake.slice(0, KEY_HEX_LENGTH) };
}

/** A fresh random salt: 32 bytes as 64 hex digits. */
export function randomSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
