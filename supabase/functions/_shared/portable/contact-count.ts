// What the site counts (docs/contact-counting.md): a visit of `/`, and a tap on one of its
// WhatsApp or call links with the section the link is in. The page's counter, the contact-count
// function and /admin's Contactos tab share these names; the database checks them too
// (supabase/migrations/*_contact_counting.sql).

/** The sections of `/` that have a WhatsApp or call link, in page order. */
export const CONTACT_SECTIONS = [
  'header',
  'hero',
  'services',
  'portfolio',
  'waterproofing',
  'reasons',
  'faq',
  'footer',
] as const;
export type ContactSection = (typeof CONTACT_SECTIONS)[number];

export const CONTACT_CHANNELS = ['whatsapp', 'call'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** What one beacon says: `{"kind":"visit"}` or `{"kind":"tap","section":…,"channel":…}`. */
export type ContactBeacon =
  { kind: 'visit' } | { kind: 'tap'; section: ContactSection; channel: ContactChannel };

/** The largest body the function reads; a beacon is some 60 bytes. */
export const MAX_BEACON_BYTES = 256;

export function isContactSection(value: unknown): value is ContactSection {
  return (CONTACT_SECTIONS as readonly unknown[]).includes(value);
}

export function isContactChannel(value: unknown): value is ContactChannel {
  return (CONTACT_CHANNELS as readonly unknown[]).includes(value);
}

/**
 * A beacon's JSON value, checked: the beacon, or the Portuguese message of what is wrong with it.
 * Nothing but the listed fields is accepted.
 */
export function readContactBeacon(value: unknown): ContactBeacon | { problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: 'O corpo do pedido deve ser um objeto JSON.' };
  }
  const fields = value as Record<string, unknown>;
  const allowed = fields.kind === 'tap' ? ['kind', 'section', 'channel'] : ['kind'];
  const unknown = Object.keys(fields).find((key) => !allowed.includes(key));
  if (fields.kind === 'visit') return unknown === undefined ? { kind: 'visit' } : unknownField(unknown);
  if (fields.kind !== 'tap') return { problem: 'Tipo de contagem desconhecido (visit ou tap).' };
  if (unknown !== undefined) return unknownField(unknown);
  if (!isContactSection(fields.section)) return { problem: 'Secção desconhecida.' };
  if (!isContactChannel(fields.channel)) return { problem: 'Canal desconhecido (whatsapp ou call).' };
  return { kind: 'tap', section: fields.section, channel: fields.channel };
}

/** Names the field when it is a plain name; anything else the sender wrote is not echoed. */
function unknownField(name: string): { problem: string } {
  return { problem: /^\w{1,40}$/.test(name) ? `Campo desconhecido: ${name}.` : 'Campo desconhecido.' };
}
