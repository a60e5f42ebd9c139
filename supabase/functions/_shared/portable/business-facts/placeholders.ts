// What the page shows until the owner saves business facts in /admin: the build's configured
// values, and for the rest stand-in values that are clearly fake, so that none of them is ever
// saved as a fact. The validator refuses them (validate.ts), so the admin form and the function
// both do. Pure and platform-free.
import type { BusinessFacts, FactErrors } from './shape.ts';
import { normalizePhone } from '../phone-number.ts';

/** The number every WhatsApp and call button shows until the real one is set. */
export const PLACEHOLDER_PHONE = '+351910000000';
export const PLACEHOLDER_EMAIL = 'geral@example.pt';
export const PLACEHOLDER_SOCIAL = {
  instagram: 'https://www.instagram.com/estofoslimposlisboa.exemplo',
  facebook: 'https://www.facebook.com/estofoslimposlisboa.exemplo',
  youtube: 'https://www.youtube.com/@estofoslimposlisboa.exemplo',
} as const;

/** What a build may configure of the facts (src/config/env.ts reads it from VITE_BUSINESS_*). */
export interface ConfiguredBusiness {
  name?: string;
  phone?: string;
  email?: string;
  mapsUrl?: string;
  instagramUrl?: string;
  youtubeUrl?: string;
  facebookUrl?: string;
  streetAddress?: string;
  postalCode?: string;
}

const WEEKDAY_HOURS = { opens: '08:00', closes: '18:00' };

/**
 * The facts a build shows until the owner saves some in /admin, and where that form starts
 * from: what the build configures, a placeholder for the rest. The hours are the page's
 * (Monday to Friday 8–18, Saturday 9–14; an older structured-data "Mo-Sa 08:00-20:00"
 * contradicted them and the page's win: docs/requirements/README.md). The Google rating and
 * count are the ones the owner first gave (5,0 from 34); no reviews until the owner adds real ones.
 */
export function configuredFacts(settings: ConfiguredBusiness): BusinessFacts {
  const name = settings.name ?? 'Estofos Limpos Lisboa';
  const phone = normalizePhone(settings.phone ?? PLACEHOLDER_PHONE);
  return {
    name,
    whatsapp: phone,
    phone,
    email: settings.email ?? PLACEHOLDER_EMAIL,
    streetAddress: settings.streetAddress ?? '',
    postalCode: settings.postalCode ?? '',
    locality: 'Lisboa',
    openingHours: {
      Mo: WEEKDAY_HOURS,
      Tu: WEEKDAY_HOURS,
      We: WEEKDAY_HOURS,
      Th: WEEKDAY_HOURS,
      Fr: WEEKDAY_HOURS,
      Sa: { opens: '09:00', closes: '14:00' },
      Su: null,
    },
    social: {
      instagram: settings.instagramUrl ?? PLACEHOLDER_SOCIAL.instagram,
      facebook: settings.facebookUrl ?? PLACEHOLDER_SOCIAL.facebook,
      youtube: settings.youtubeUrl ?? PLACEHOLDER_SOCIAL.youtube,
      tiktok: '',
    },
    mapsUrl:
      settings.mapsUrl ??
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name} Lisboa`)}`,
    rating: 5,
    reviewCount: 34,
    reviews: [],
  };
}

/** Domains reserved for examples (RFC 2606, and the Portuguese ".exemplo" the defaults use). */
const EXAMPLE_DOMAIN = /(^|\.)(example|exemplo)(\.[a-z]{2,3})?$|\.(example|exemplo|test|invalid)$/i;

const LABELS: Record<string, string> = {
  whatsapp: 'Número de WhatsApp',
  phone: 'Número de telefone',
  email: 'E-mail',
  'social.instagram': 'Instagram',
  'social.facebook': 'Facebook',
  'social.youtube': 'YouTube',
  'social.tiktok': 'TikTok',
};

function isPlaceholderPhone(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && normalizePhone(value) === PLACEHOLDER_PHONE;
}

function isPlaceholderEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const domain = value.trim().split('@')[1];
  return domain !== undefined && EXAMPLE_DOMAIN.test(domain);
}

/** A link to an example profile: its host or its path is an example name (".exemplo"). */
function isPlaceholderLink(value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value.trim());
    return EXAMPLE_DOMAIN.test(url.hostname) || /\.(exemplo|example)(\/|$)/i.test(url.pathname);
  } catch {
    return false;
  }
}

/**
 * The fields of `input` (facts as sent: anything JSON holds) that still hold a stand-in value,
 * field path → pt-PT message naming the field.
 */
export function placeholderErrors(input: unknown): FactErrors {
  const errors: FactErrors = {};
  if (typeof input !== 'object' || input === null) return errors;
  const facts = input as Record<string, unknown>;
  const social = (typeof facts.social === 'object' && facts.social !== null ? facts.social : {}) as Record<
    string,
    unknown
  >;
  const found: [string, boolean][] = [
    ['whatsapp', isPlaceholderPhone(facts.whatsapp)],
    ['phone', isPlaceholderPhone(facts.phone)],
    ['email', isPlaceholderEmail(facts.email)],
    ...['instagram', 'facebook', 'youtube', 'tiktok'].map((network): [string, boolean] => [
      `social.${network}`,
      isPlaceholderLink(social[network]),
    ]),
  ];
  for (const [path, placeholder] of found) {
    if (placeholder) errors[path] = `${LABELS[path]}: ainda tem o valor de exemplo. Escreva o do negócio.`;
  }
  return errors;
}

/** "Número de WhatsApp, E-mail e Instagram": the fields of placeholderErrors, for one message. */
export function placeholderFieldNames(errors: FactErrors): string {
  const names = Object.keys(errors)
    .map((path) => LABELS[path])
    .filter((name): name is string => name !== undefined);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}
