import { SITE } from '#src/content/business.ts';
import type { BusinessFacts } from '#portable/business-facts/shape.ts';
import { ENGLISH_DAY_NAMES, openingHoursRows } from '#portable/business-facts/view.ts';
import { BASE_LOCALE, SITE_LOCALES, type SiteLocale } from '#portable/site-locales.ts';
import { pageUrl } from './language-alternates.ts';
import {
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH,
} from '#portable/page-texts/page-texts-catalogue.ts';

const ELLIPSIS = '…';

/** Cuts to `max - 3` characters plus an ellipsis when longer than `max` (counted in code points). */
function cut(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max - 3).join('') + ELLIPSIS;
}

/** The title limit (docs/requirements/home-page.md): up to 60 characters as is, else 57 plus an ellipsis. */
export function cutTitle(title: string): string {
  return cut(title, PAGE_TITLE_MAX_LENGTH);
}

/** The description limit: up to 160 characters as is, else 157 plus an ellipsis. */
export function cutDescription(description: string): string {
  return cut(description, PAGE_DESCRIPTION_MAX_LENGTH);
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

/** One business, whichever language's page describes it. */
const BUSINESS_ID = `${SITE.url}/#business`;

/** The page structured data describes: its language, and every language the site is published in. */
export interface DescribedPage {
  locale: SiteLocale;
  published: readonly SiteLocale[];
}

const BASE_PAGE: DescribedPage = { locale: BASE_LOCALE, published: [BASE_LOCALE] };

export type JsonLd = Record<string, unknown>;

/**
 * The business as schema.org structured data, as the page in `page.locale` describes it: its
 * address is that page, and its contact point names every language the site is published in
 * (schema.org's `availableLanguage` belongs to a ContactPoint, not to the business itself).
 *
 *
 * Type: HomeAndConstructionBusiness, the LocalBusiness subtype for "services around homes and
 * buildings": the team cleans and waterproofs sofas, mattresses and rugs at the customer's home
 * across a service area. The nearer-sounding alternatives are not true of it: DryCleaningOrLaundry
 * is a shop that takes garments in, and ProfessionalService is deprecated by schema.org.
 *
 * No aggregateRating: the reviews are shown on the page, but Google ignores (and may penalise)
 * ratings a LocalBusiness serves about itself.
 *
 * `offers`: what the business offers, as the page lists them (the footer's list, page texts the
 * owner edits), as schema.org Offers of Services, in the area the page names.
 */
export function buildBusinessJsonLd(
  facts: BusinessFacts,
  offers: { services: readonly string[]; serviceArea: string },
  image: ShareImage = fallbackShareImage(facts.name),
  page: DescribedPage = BASE_PAGE,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': BUSINESS_ID,
    name: facts.name,
    url: pageUrl(SITE.url, page.locale),
    telephone: facts.phone,
    email: facts.email,
    // the business's own telephone and email above are this contact point's too
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      availableLanguage: page.published.map((locale) => SITE_LOCALES[locale].hreflang),
    },
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
    openingHoursSpecification: openingHoursRows(facts.openingHours, page.locale).flatMap(({ days, hours }) =>
      hours
        ? [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: days.map((day) => ENGLISH_DAY_NAMES[day]),
              opens: hours.opens,
              closes: hours.closes,
            },
          ]
        : [],
    ),
    priceRange: '€€',
    hasMap: facts.mapsUrl,
    sameAs: Object.values(facts.social).filter((url) => url !== ''),
    makesOffer: offers.services.map((name) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name, areaServed: offers.serviceArea },
    })),
  };
}

/** The site as the page in `page.locale` presents it: in that language, at that page's address. */
export function buildWebsiteJsonLd(name: string, page: DescribedPage = BASE_PAGE): JsonLd {
  const url = pageUrl(SITE.url, page.locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${url}#website`,
    url,
    name,
    inLanguage: SITE_LOCALES[page.locale].htmlLang,
    publisher: { '@id': BUSINESS_ID },
  };
}

const HOME_CRUMB: Record<SiteLocale, string> = { 'pt-PT': 'Início', 'en-GB': 'Home' };

/** A one-page site: the trail is the language's home page itself. */
export function buildBreadcrumbJsonLd(page: DescribedPage = BASE_PAGE): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        name: HOME_CRUMB[page.locale],
        item: pageUrl(SITE.url, page.locale),
      },
    ],
  };
}

/** JSON for an inline <script>: `<` escaped so no value can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
