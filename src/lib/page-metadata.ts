import { SITE } from '../content/business.ts';
import type {
  BusinessFacts,
  WeekDay,
} from '../../supabase/functions/_shared/portable/business-facts/shape.ts';
import { openingHoursRows } from '../../supabase/functions/_shared/portable/business-facts/view.ts';

export const TITLE_MAX_LENGTH = 60;
export const DESCRIPTION_MAX_LENGTH = 160;
const ELLIPSIS = '…';

/** Cuts to `max - 3` characters plus an ellipsis when longer than `max` (counted in code points). */
function cut(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max - 3).join('') + ELLIPSIS;
}

/** The title limit (docs/requirements/home-page.md): up to 60 characters as is, else 57 plus an ellipsis. */
export function cutTitle(title: string): string {
  return cut(title, TITLE_MAX_LENGTH);
}

/** The description limit: up to 160 characters as is, else 157 plus an ellipsis. */
export function cutDescription(description: string): string {
  return cut(description, DESCRIPTION_MAX_LENGTH);
}

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** public/og-image.jpg, used when the owner has not published `global.og_image`. */
export function fallbackShareImage(alt: string): ShareImage {
  return { url: `${SITE.url}/og-image.jpg`, width: 1200, height: 630, alt };
}

/** The page's canonical address: the site root with its slash. */
export const HOME_URL = `${SITE.url}/`;
const BUSINESS_ID = `${SITE.url}/#business`;
const WEBSITE_ID = `${SITE.url}/#website`;

const DAY_NAMES: Record<WeekDay, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** What the business offers, as schema.org Offers of Services. */
const SERVICES = [
  'Limpeza de sofás e poltronas',
  'Limpeza de colchões',
  'Limpeza de tapetes e carpetes',
  'Limpeza de bancos de automóvel',
  'Impermeabilização de estofos',
];

export type JsonLd = Record<string, unknown>;

/**
 * The business as schema.org structured data.
 *
 * Type: HomeAndConstructionBusiness, the LocalBusiness subtype for "services around homes and
 * buildings": the team cleans and waterproofs sofas, mattresses and rugs at the customer's home
 * across a service area. The nearer-sounding alternatives are not true of it: DryCleaningOrLaundry
 * is a shop that takes garments in, and ProfessionalService is deprecated by schema.org.
 *
 * No aggregateRating: the reviews are shown on the page, but Google ignores (and may penalise)
 * ratings a LocalBusiness serves about itself.
 */
export function buildBusinessJsonLd(
  facts: BusinessFacts,
  image: ShareImage = fallbackShareImage(facts.name),
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': BUSINESS_ID,
    name: facts.name,
    url: HOME_URL,
    telephone: facts.phone,
    email: facts.email,
    image: image.url,
    address: {
      '@type': 'PostalAddress',
      ...(facts.streetAddress ? { streetAddress: facts.streetAddress } : {}),
      ...(facts.postalCode ? { postalCode: facts.postalCode } : {}),
      addressLocality: facts.locality,
      addressRegion: SITE.region,
      addressCountry: SITE.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: SITE.geo.latitude, longitude: SITE.geo.longitude },
    areaServed: SITE.areasServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
    openingHoursSpecification: openingHoursRows(facts.openingHours).flatMap(({ days, hours }) =>
      hours
        ? [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: days.map((day) => DAY_NAMES[day]),
              opens: hours.opens,
              closes: hours.closes,
            },
          ]
        : [],
    ),
    priceRange: '€€',
    hasMap: facts.mapsUrl,
    sameAs: Object.values(facts.social).filter((url) => url !== ''),
    makesOffer: SERVICES.map((name) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name, areaServed: facts.serviceArea },
    })),
  };
}

export function buildWebsiteJsonLd(name: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    url: HOME_URL,
    name,
    inLanguage: 'pt-PT',
    publisher: { '@id': BUSINESS_ID },
  };
}

/** A one-page site: the trail is the home page itself. */
export function buildBreadcrumbJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Início', item: HOME_URL }],
  };
}

/** JSON for an inline <script>: `<` escaped so no value can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
