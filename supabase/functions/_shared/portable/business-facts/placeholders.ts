// The stand-in values a site is built with until the owner configures or saves the real ones
// (src/content/business.ts): clearly fake, so that none of them is ever saved as a fact. The
// validator refuses them (business-facts.ts), so the admin form and the function both do.
// Pure and platform-free.
import type { FactErrors } from './validate.ts';
import { normalizePhone } from '../phone-number.ts';

/** The number every WhatsApp and call button shows until the real one is set. */
export const PLACEHOLDER_PHONE = '+351910000000';
export const PLACEHOLDER_EMAIL = 'geral@example.pt';
export const PLACEHOLDER_SOCIAL = {
  instagram: 'https://www.instagram.com/estofoslimposlisboa.exemplo',
  facebook: 'https://www.facebook.com/estofoslimposlisboa.exemplo',
  youtube: 'https://www.youtube.com/@estofoslimposlisboa.exemplo',
} as const;

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
