// The business's own data. The facts the owner edits in /admin ("Dados do negócio": contacts,
// hours, area, social links, rating, reviews) start from the build's configuration below until
// the first save; what the owner never edits (the site's address, where it is) is SITE. Every
// configured value comes from a VITE_BUSINESS_* / VITE_SITE_URL variable at build time (read
// and checked by src/config/env.ts); the defaults are clearly fake placeholders, never a real
// person's number or address.
import { siteEnv } from '../config/env.ts';
import type { BusinessFacts } from '../../supabase/functions/_shared/portable/business-facts/shape.ts';
import {
  PLACEHOLDER_EMAIL,
  PLACEHOLDER_PHONE,
  PLACEHOLDER_SOCIAL,
} from '../../supabase/functions/_shared/portable/business-facts/placeholders.ts';
import { normalizePhone } from '../../supabase/functions/_shared/portable/phone-number.ts';

const settings = siteEnv.business;
const name = settings.name ?? 'Estofos Limpos Lisboa';
const phone = normalizePhone(settings.phone ?? PLACEHOLDER_PHONE);
const weekday = { opens: '08:00', closes: '18:00' };

/**
 * The business facts of the build's configuration: what the page shows until the owner saves
 * facts in /admin, and where that form starts from. The hours are the page's (Monday to Friday
 * 8–18, Saturday 9–14; an older structured-data "Mo-Sa 08:00-20:00" contradicted them and the
 * page's win: docs/requirements/README.md). The Google rating and count are the ones the owner
 * first gave (5,0 from 34); no reviews until the owner adds real ones.
 */
export const CONFIGURED_FACTS: BusinessFacts = {
  name,
  whatsapp: phone,
  phone,
  email: settings.email ?? PLACEHOLDER_EMAIL,
  serviceArea: 'Lisboa, Margem Sul e Área Metropolitana',
  streetAddress: settings.streetAddress ?? '',
  postalCode: settings.postalCode ?? '',
  locality: 'Lisboa',
  openingHours: {
    Mo: weekday,
    Tu: weekday,
    We: weekday,
    Th: weekday,
    Fr: weekday,
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

/** What the owner does not edit: where the site lives and where the business works, for structured data. */
export const SITE = {
  /** Canonical origin of the public site, without a trailing slash. */
  url: settings.siteUrl ?? 'https://estofos-lisboa.example.pt',
  region: 'Lisboa',
  country: 'PT',
  geo: { latitude: 38.7223, longitude: -9.1393 },
  /** The service area as places, for structured data. */
  areasServed: ['Lisboa', 'Margem Sul', 'Área Metropolitana de Lisboa'],
} as const;
