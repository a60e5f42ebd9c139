// What the site counts (docs/contact-counting.md): a visit of a language's page (`/`, `/en/`),
// and a tap on one of its WhatsApp or call links with the section the link is in, each with the
// page's language. The page's counter, the contact-count function and /admin's Contactos tab
// share these names; the database checks them too (supabase/migrations/*_contact_counting*.sql).
import { BASE_LOCALE, isSiteLocale, SITE_LOCALE_IDS, type SiteLocale } from './site-locales.ts';

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

/**
 * What one beacon says: `{"kind":"visit","locale":"en-GB"}` or
 * `{"kind":"tap","locale":…,"section":…,"channel":…}`, the language being the page's.
 */
export type ContactBeacon =
  | { kind: 'visit'; locale: SiteLocale }
  | { kind: 'tap'; locale: SiteLocale; section: ContactSection; channel: ContactChannel };

/** The largest body the function reads; a beacon is some 60 to 90 bytes. */
export const MAX_BEACON_BYTES = 256;

export function isContactSection(value: unknown): value is ContactSection {
  return (CONTACT_SECTIONS as readonly unknown[]).includes(value);
}

export function isContactChannel(value: unknown): value is ContactChannel {
  return (CONTACT_CHANNELS as readonly unknown[]).includes(value);
}

/**
 * A beacon's JSON value, checked: the beacon, or the Portuguese message of what is wrong with it.
 * Nothing but the listed fields is accepted. `locale` may be absent: pages built before the
 * counts had a language send none, and they are the base language's.
 */
export function readContactBeacon(value: unknown): ContactBeacon | { problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: 'O corpo do pedido deve ser um objeto JSON.' };
  }
  const fields = value as Record<string, unknown>;
  const allowed = fields.kind === 'tap' ? ['kind', 'locale', 'section', 'channel'] : ['kind', 'locale'];
  const unknown = Object.keys(fields).find((key) => !allowed.includes(key));
  if (fields.kind !== 'visit' && fields.kind !== 'tap') {
    return { problem: 'Tipo de contagem desconhecido (visit ou tap).' };
  }
  if (unknown !== undefined) return unknownField(unknown);
  const locale = Object.hasOwn(fields, 'locale') ? fields.locale : BASE_LOCALE;
  if (!isSiteLocale(locale)) return { problem: `Língua desconhecida (${SITE_LOCALE_IDS.join(' ou ')}).` };
  if (fields.kind === 'visit') return { kind: 'visit', locale };
  if (!isContactSection(fields.section)) return { problem: 'Secção desconhecida.' };
  if (!isContactChannel(fields.channel)) return { problem: 'Canal desconhecido (whatsapp ou call).' };
  return { kind: 'tap', locale, section: fields.section, channel: fields.channel };
}

/** Names the field when it is a plain name; anything else the sender wrote is not echoed. */
function unknownField(name: string): { problem: string } {
  return { problem: /^\w{1,40}$/.test(name) ? `Campo desconhecido: ${name}.` : 'Campo desconhecido.' };
}
