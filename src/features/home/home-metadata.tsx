import { OG_IMAGE_ALT, homeTitle } from '#src/content/home-metadata.ts';
import { languageAlternates, pageUrl } from '#src/lib/language-alternates.ts';
import { usePageLanguage } from '#src/lib/page-language.ts';
import { cutDescription, cutTitle, fallbackShareImage, type ShareImage } from '#src/lib/page-metadata.ts';
import { shareImageOf } from '#src/lib/share-image.ts';
import { SITE_LOCALES } from '#portable/site-locales.ts';
import { SITE } from '#src/content/business.ts';
import { useBusinessFacts } from '#src/features/home/api/get-business-facts.ts';
import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { usePublishedImage } from '#src/features/home/api/get-site-media.ts';

/** The image link previews show: the owner's share image, or the built-in one. */
export function useHomeShareImage(businessName: string): ShareImage {
  const published = usePublishedImage('global.og_image');
  const { locale } = usePageLanguage();
  const alt = OG_IMAGE_ALT[locale](businessName);
  return published ? shareImageOf(published, locale, alt) : fallbackShareImage(alt);
}

/**
 * The home page's head, in its language, rendered by the build from what is published: React 19
 * hoists <title>, <meta> and <link> into <head>. Link previews (WhatsApp, Facebook) read the
 * owner's share image from here. The page's address is its canonical; when the site is published
 * in more than one language, every language's page is listed, itself included, with an
 * x-default, and the Open Graph locales say which one this is. The structured data is
 * home-structured-data.tsx.
 */
export function HomeMetadata() {
  const facts = useBusinessFacts();
  const texts = usePageTexts();
  const { locale, published } = usePageLanguage();
  const icon = usePublishedImage('global.favicon');
  const shareImage = useHomeShareImage(facts.name);
  const title = cutTitle(homeTitle(texts.metadata.title, facts.name));
  const description = cutDescription(texts.metadata.description);
  const url = pageUrl(SITE.url, locale);

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="index,follow" />
      <link rel="canonical" href={url} />
      {languageAlternates(SITE.url, published).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {icon && <link rel="icon" href={icon.url} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={SITE_LOCALES[locale].ogLocale} />
      {published
        .filter((other) => other !== locale)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={SITE_LOCALES[other].ogLocale} />
        ))}
      <meta property="og:site_name" content={facts.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={shareImage.url} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={shareImage.alt} />
      {/* X reads the title, description and image from the Open Graph tags when its own are
          absent (developer.x.com/cards/markup); the card's type and the image's alt are its own */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={shareImage.alt} />
    </>
  );
}
