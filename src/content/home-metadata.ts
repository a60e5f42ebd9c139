// The home page's title for search results and link previews: the owner's title (page texts,
// "metadata.title") and the business name. page-metadata.ts cuts it to 60 characters
// (docs/requirements/home-page.md) should it be longer.
import type { SiteLocale } from '#portable/site-locales.ts';

export const homeTitle = (title: string, businessName: string) => `${title} | ${businessName}`;

/** Shown with the fallback share image, which has no owner-written alt text. */
export const OG_IMAGE_ALT = {
  'pt-PT': (businessName: string) => `${businessName}: limpeza e impermeabilização de estofos em Lisboa`,
  'en-GB': (businessName: string) => `${businessName}: upholstery cleaning and waterproofing in Lisbon`,
} as const satisfies Record<SiteLocale, (businessName: string) => string>;
