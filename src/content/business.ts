// The business's own data, in one typed module. Every value a real owner would change comes
// from a VITE_BUSINESS_* / VITE_SITE_URL variable at build time; the defaults are clearly fake
// placeholders, never a real person's number or address.

const env = import.meta.env;

/** The variable's trimmed value, or the placeholder when it is unset or blank. */
function setting(value: string | undefined, placeholder: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : placeholder;
}

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
 * derives openingHoursSpecification from the same rows (the spec's structured-data
 * "Mo-Sa 08:00-20:00" contradicted the page; our decision keeps the page's hours).
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

const name = setting(env.VITE_BUSINESS_NAME, 'Estofos Limpos Lisboa');
const phoneE164 = normalizePhone(setting(env.VITE_BUSINESS_PHONE, '+351910000000'));

export const business = {
  name,
  phoneE164,
  phoneDisplay: formatPhoneForDisplay(phoneE164),
  /** The number as wa.me wants it: country code and number, digits only. */
  whatsappDigits: phoneE164.replace(/\D/g, ''),
  email: setting(env.VITE_BUSINESS_EMAIL, 'geral@example.pt'),
  mapsUrl: setting(
    env.VITE_BUSINESS_MAPS_URL,
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name} Lisboa`)}`,
  ),
  social: {
    instagram: setting(
      env.VITE_BUSINESS_INSTAGRAM_URL,
      'https://www.instagram.com/estofoslimposlisboa.exemplo',
    ),
    youtube: setting(env.VITE_BUSINESS_YOUTUBE_URL, 'https://www.youtube.com/@estofoslimposlisboa.exemplo'),
    facebook: setting(env.VITE_BUSINESS_FACEBOOK_URL, 'https://www.facebook.com/estofoslimposlisboa.exemplo'),
  },
  address: {
    streetAddress: env.VITE_BUSINESS_STREET_ADDRESS?.trim() || undefined,
    postalCode: env.VITE_BUSINESS_POSTAL_CODE?.trim() || undefined,
    locality: 'Lisboa',
    region: 'Lisboa',
    country: 'PT',
  },
  geo: { latitude: 38.7223, longitude: -9.1393 },
  serviceArea: 'Lisboa, Margem Sul e Área Metropolitana',
  /** The same area as places, for structured data. */
  areasServed: ['Lisboa', 'Margem Sul', 'Área Metropolitana de Lisboa'],
  /** Canonical origin of the public site, without a trailing slash. */
  siteUrl: setting(env.VITE_SITE_URL, 'https://estofos-lisboa.example.pt').replace(/\/+$/, ''),
  openingHours: OPENING_HOURS,
} as const;

export type Business = typeof business;
