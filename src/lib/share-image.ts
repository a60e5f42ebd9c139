import type { SiteLocale } from '#portable/site-locales.ts';
import { SITE } from '#src/content/business.ts';
import { altInPageLanguage } from './image-alt.ts';
import type { ShareImage } from './page-metadata.ts';
import type { PublishedImage } from './published-image.ts';

/** What link previews show best: 1200 px wide (Facebook's and WhatsApp's recommendation). */
const SHARE_WIDTH = 1200;

/**
 * The owner's published share image as link previews read it: an absolute URL, of the
 * narrowest copy at least 1200 px wide (or the file itself), so a preview need not download a
 * 2560 px original. Its alt text is in the page's language (`defaultAlt` is): a `<meta>` cannot
 * say that its text is in another one.
 */
export function shareImageOf(image: PublishedImage, locale: SiteLocale, defaultAlt: string): ShareImage {
  const copy = image.variants.find((variant) => variant.width >= SHARE_WIDTH) ?? image;
  return {
    url: new URL(copy.url, SITE.url).href,
    width: copy.width,
    height: copy.height,
    alt: altInPageLanguage(image, locale, defaultAlt),
  };
}
