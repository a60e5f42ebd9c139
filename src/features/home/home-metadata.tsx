import { homeTitle, ogImageAlt } from '../../content/home-metadata.ts';
import {
  cutDescription,
  cutTitle,
  fallbackShareImage,
  HOME_URL,
  type ShareImage,
} from '../../lib/page-metadata.ts';
import { shareImageOf } from '../../lib/share-image.ts';
import { useBusinessFacts } from './api/get-business-facts.ts';
import { usePageTexts } from './api/get-page-texts.ts';
import { usePublishedImage } from './api/get-site-media.ts';

/** The image link previews show: the owner's share image, or the built-in one. */
export function useHomeShareImage(businessName: string): ShareImage {
  const published = usePublishedImage('global.og_image');
  return published
    ? shareImageOf(published, ogImageAlt(businessName))
    : fallbackShareImage(ogImageAlt(businessName));
}

/**
 * The home page's head, rendered by the build from what is published: React 19 hoists <title>,
 * <meta> and <link> into <head>. Link previews (WhatsApp, Facebook) read the owner's share
 * image from here. The structured data is home-structured-data.tsx.
 */
export function HomeMetadata() {
  const facts = useBusinessFacts();
  const texts = usePageTexts();
  const icon = usePublishedImage('global.favicon');
  const shareImage = useHomeShareImage(facts.name);
  const title = cutTitle(homeTitle(texts.metadata.title, facts.name));
  const description = cutDescription(texts.metadata.description);

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="index,follow" />
      <link rel="canonical" href={HOME_URL} />
      {icon && <link rel="icon" href={icon.url} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pt_PT" />
      <meta property="og:site_name" content={facts.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={HOME_URL} />
      <meta property="og:image" content={shareImage.url} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={shareImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={shareImage.url} />
      <meta name="twitter:image:alt" content={shareImage.alt} />
    </>
  );
}
