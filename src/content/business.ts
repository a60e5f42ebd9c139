// The business's own data, in one typed module. Every value a real owner would change comes
// from a VITE_BUSINESS_* / VITE_SITE_URL variable at build time (read and checked by
// src/config/env.ts); the defaults are clearly fake placeholders, never a real person's number
// or address.
import { siteEnv } from '../config/env.ts';

const settings = siteEnv.business;

/** schema.org day abbreviations, as used by opening-hours strings ("Mo-Fr 08:00-18:00"). */
export type DayOfWeek = 'Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su';

export interface OpeningHours {
  readonly days: readonly DayOfWeek[];
  /** 24-hour "HH:MM". */
  readonly opens: string;
  readonly closes: string;
  /** How the footer shows the row (pt-PT). */
  readonly label: string;
}

/**
 * The one source of the opening hours: the footer lists the labels and the JSON-LD
 * derives openingHoursSpecification from the same rows (an older structured-data
 * "Mo-Sa 08:00-20:00" contradicted the page; the page's hours win: docs/requirements/README.md).
 */
export const OPENING_HOURS: readonly OpeningHours[] = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '18:00', label: 'Segunda a Sexta: 8h–18h' },
  { days: ['Sa'], opens: '09:00', closes: '14:00', label: 'Sábado: 9h–14h' },
];

/** "+351910000000" → "+351 910 000 000" (Portuguese numbers are grouped 3-3-3). */
export function formatPhoneForDisplay(e164: string): string {
  const match = /^\+351(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return match ? `+351 ${match[1]} ${match[2]} ${match[3]}` : e164;
}

/** "+351 910 000 000" / "00351910000000" → "+351910000000"; a bare 9-digit number is Portuguese. */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.length === 9) return `+351${digits}`;
  return `+${digits}`;
}

const name = settings.name ?? 'Estofos Limpos Lisboa';
const phoneE164 = normalizePhone(settings.phone ?? '+351910000000');

export const business = {
  name,
  phoneE164,
  phoneDisplay: formatPhoneForDisplay(phoneE164),
  /** The number as wa.me wants it: country code and number, digits only. */
  whatsappDigits: phoneE164.replace(/\D/g, ''),
  email: settings.email ?? 'geral@example.pt',
  mapsUrl:
    settings.mapsUrl ??
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name} Lisboa`)}`,
  social: {
    instagram: settings.instagramUrl ?? 'https://www.instagram.com/estofoslimposlisboa.exemplo',
    youtube: settings.youtubeUrl ?? 'https://www.youtube.com/@estofoslimposlisboa.exemplo',
    facebook: settings.facebookUrl ?? 'https://www.facebook.com/estofoslimposlisboa.exemplo',
  },
  address: {
    streetAddress: settings.streetAddress,
    postalCode: settings.postalCode,
    locality: 'Lisboa',
    region: 'Lisboa',
    country: 'PT',
  },
  geo: { latitude: 38.7223, longitude: -9.1393 },
  serviceArea: 'Lisboa, Margem Sul e Área Metropolitana',
  /** The same area as places, for structured data. */
  areasServed: ['Lisboa', 'Margem Sul', 'Área Metropolitana de Lisboa'],
  /** Canonical origin of the public site, without a trailing slash. */
  siteUrl: settings.siteUrl ?? 'https://estofos-lisboa.example.pt',
  openingHours: OPENING_HOURS,
} as const;

export type Business = typeof business;
