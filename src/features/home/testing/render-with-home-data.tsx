import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { PublishedImage } from '#src/lib/published-image.ts';
import { businessFactsQueryOptions } from '#src/features/home/api/get-business-facts.ts';
import {
  contactNumbersQueryOptions,
  type ContactNumbers,
} from '#src/features/home/api/get-contact-numbers.ts';
import { pageTextsQueryOptions } from '#src/features/home/api/get-page-texts.ts';
import type { SavedBusinessFacts } from '#portable/business-facts/shape.ts';
import type { SavedPageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import { BASE_LOCALE, type SiteLocale } from '#portable/site-locales.ts';
import { PageLanguageContext } from '#src/lib/page-language.ts';
import {
  portfolioPairsQueryOptions,
  type PortfolioItem,
} from '#src/features/home/api/get-portfolio-pairs.ts';
import { portfolioPartOf, portfolioTextsQueryOptions } from '#src/features/home/api/get-portfolio-texts.ts';
import { siteMediaQueryOptions, type SiteMedia } from '#src/features/home/api/get-site-media.ts';
import { activeVideosQueryOptions, type ActiveVideo } from '#src/features/home/api/get-videos.ts';
import { createQueryClient } from '#src/lib/query-client.ts';

interface HomeData {
  media?: SiteMedia;
  portfolio?: PortfolioItem[];
  /** The active videos; none by default, as on a fresh install. */
  videos?: ActiveVideo[];
  /** The business facts saved in /admin; none by default (the page shows the configuration). */
  facts?: SavedBusinessFacts | null;
  /** The page texts saved in /admin; none by default (the page shows its built-in texts). */
  texts?: SavedPageTexts | null;
  /** The page's language; the site's own by default. */
  locale?: SiteLocale;
  /** The languages the site is published in; the page's alone by default. */
  published?: SiteLocale[];
}

/** The saved facts in the cache, as both the page's reads of them hold them (all, and the numbers). */
export function setBusinessFacts(queryClient: QueryClient, saved: SavedBusinessFacts | null): void {
  queryClient.setQueryData(businessFactsQueryOptions().queryKey, saved);
  const numbers: ContactNumbers | null = saved && {
    whatsapp: saved.facts.whatsapp,
    phone: saved.facts.phone,
  };
  queryClient.setQueryData(contactNumbersQueryOptions().queryKey, numbers);
}

/** The saved texts in the cache, as both the page's reads of them hold them (all, and the portfolio's). */
export function setPageTexts(
  queryClient: QueryClient,
  saved: SavedPageTexts | null,
  locale: SiteLocale = BASE_LOCALE,
): void {
  queryClient.setQueryData(pageTextsQueryOptions(locale).queryKey, saved);
  queryClient.setQueryData(portfolioTextsQueryOptions(locale).queryKey, portfolioPartOf(saved));
}

/**
 * Renders with a query cache that already holds the home page's reads, so components show
 * exactly the given data and nothing is fetched (component tests; the e2e run uses the stand-in).
 */
export function renderWithHomeData(
  ui: ReactElement,
  {
    media = {},
    portfolio = [],
    videos = [],
    facts = null,
    texts = null,
    locale = BASE_LOCALE,
    published = [locale],
  }: HomeData = {},
) {
  const queryClient = createQueryClient('build');
  queryClient.setQueryData(siteMediaQueryOptions().queryKey, media);
  queryClient.setQueryData(portfolioPairsQueryOptions('pt-PT').queryKey, portfolio);
  queryClient.setQueryData(activeVideosQueryOptions().queryKey, videos);
  setBusinessFacts(queryClient, facts);
  setPageTexts(queryClient, texts, locale);
  return render(
    <QueryClientProvider client={queryClient}>
      <PageLanguageContext value={{ locale, published }}>{ui}</PageLanguageContext>
    </QueryClientProvider>,
  );
}

export function testImage(slotName: string, url = `https://cdn.example/${slotName}.jpg`): PublishedImage {
  return { url, alt: '', width: 800, height: 600, variants: [] };
}

/** `count` complete before/after pairs numbered from 1. */
export function portfolioItems(count: number): PortfolioItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `before_after.${index + 1}`,
    beforeImage: testImage(`gallery.before_after.${index + 1}.before`),
    afterImage: testImage(`gallery.before_after.${index + 1}.after`),
  }));
}

export function testVideo(videoKey: string, youtubeUrl: string | null): ActiveVideo {
  return { video_key: videoKey, youtube_url: youtubeUrl };
}
