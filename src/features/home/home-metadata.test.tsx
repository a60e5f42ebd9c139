import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIGURED_FACTS, SITE } from '#src/content/business.ts';
import { OG_IMAGE_ALT } from '#src/content/home-metadata.ts';
import { PageLanguageContext, type PageLanguage } from '#src/lib/page-language.ts';
import type { PublishedImage } from '#src/lib/published-image.ts';
import { siteMediaQueryOptions, type SiteMedia } from '#src/features/home/api/get-site-media.ts';
import { HomeMetadata } from './home-metadata.tsx';
import { HomeStructuredData } from './home-structured-data.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';

/** A client whose site-media query already holds `media`, so nothing is fetched; the page in `language`. */
function renderWith(media: SiteMedia, language: PageLanguage = { locale: 'pt-PT', published: ['pt-PT'] }) {
  const queryClient = createQueryClient('build');
  queryClient.setQueryData(siteMediaQueryOptions().queryKey, media);
  return render(
    <QueryClientProvider client={queryClient}>
      <PageLanguageContext value={language}>
        <HomeMetadata />
        <HomeStructuredData />
      </PageLanguageContext>
    </QueryClientProvider>,
  );
}

const alternates = () =>
  [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

const FAVICON: PublishedImage = {
  url: 'https://cdn.example/icon.png',
  alt: '',
  width: 64,
  height: 64,
  variants: [],
};

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('HomeMetadata', () => {
  it('puts title, description, canonical, robots and the share tags into <head>', () => {
    renderWith({});

    expect(document.title.length).toBeLessThanOrEqual(60);
    expect(document.title).toContain(CONFIGURED_FACTS.name);
    expect(meta('meta[name="description"]')?.length).toBeLessThanOrEqual(160);
    expect(meta('meta[name="robots"]')).toBe('index,follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE.url}/`);
    expect(meta('meta[property="og:url"]')).toBe(`${SITE.url}/`);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:locale"]')).toBe('pt_PT');
    expect(meta('meta[property="og:title"]')).toBe(document.title);
    expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('shares the fallback image while global.og_image is not published', () => {
    renderWith({});

    expect(meta('meta[property="og:image"]')).toBe(`${SITE.url}/og-image.jpg`);
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[property="og:image:height"]')).toBe('630');
  });

  it('shares the published global.og_image with its size', () => {
    const og: PublishedImage = {
      url: 'https://cdn.example/og.webp',
      alt: 'Sofá limpo',
      width: 1600,
      height: 840,
      variants: [],
    };
    renderWith({ 'global.og_image': og });

    expect(meta('meta[property="og:image"]')).toBe(og.url);
    // X takes the image from Open Graph: no copy of its own, only its alt
    expect(document.head.querySelector('meta[name="twitter:image"]')).toBeNull();
    expect(meta('meta[name="twitter:image:alt"]')).toBe('Sofá limpo');
    expect(meta('meta[property="og:image:width"]')).toBe('1600');
    expect(meta('meta[property="og:image:height"]')).toBe('840');
    expect(meta('meta[property="og:image:alt"]')).toBe('Sofá limpo');
  });

  it('shares the copy of the image closest above 1200 px wide, as an absolute URL', () => {
    const og: PublishedImage = {
      url: '/storage/v1/object/public/media/og.webp',
      alt: '',
      width: 2560,
      height: 1344,
      variants: [
        { width: 960, height: 504, url: '/storage/v1/object/public/media/og-w960.webp' },
        { width: 1600, height: 840, url: '/storage/v1/object/public/media/og-w1600.webp' },
      ],
    };
    renderWith({ 'global.og_image': og });

    expect(meta('meta[property="og:image"]')).toBe(
      `${SITE.url}/storage/v1/object/public/media/og-w1600.webp`,
    );
    expect(meta('meta[property="og:image:width"]')).toBe('1600');
    expect(meta('meta[property="og:image:alt"]')).toBe(OG_IMAGE_ALT['pt-PT'](CONFIGURED_FACTS.name));
  });

  it('points to no other language while the site is in one', () => {
    renderWith({});
    expect(alternates()).toEqual([]);
    expect(document.head.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
  });

  it("lists every language's page, itself included, and x-default, on each page, all absolute", () => {
    const both: PageLanguage['published'] = ['pt-PT', 'en-GB'];
    const expected = [
      ['pt-PT', `${SITE.url}/`],
      ['en', `${SITE.url}/en/`],
      ['x-default', `${SITE.url}/`],
    ];
    const portuguese = renderWith({}, { locale: 'pt-PT', published: both });
    expect(alternates()).toEqual(expected);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE.url}/`);
    expect(meta('meta[property="og:locale:alternate"]')).toBe('en_GB');
    portuguese.unmount();

    renderWith({}, { locale: 'en-GB', published: both });
    expect(alternates()).toEqual(expected);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE.url}/en/`,
    );
    expect(meta('meta[property="og:url"]')).toBe(`${SITE.url}/en/`);
    expect(meta('meta[property="og:locale"]')).toBe('en_GB');
    expect(meta('meta[property="og:locale:alternate"]')).toBe('pt_PT');
    expect(meta('meta[property="og:image:alt"]')).toBe(OG_IMAGE_ALT['en-GB'](CONFIGURED_FACTS.name));
  });

  it('names the published global.favicon as the tab icon', () => {
    renderWith({ 'global.favicon': { ...FAVICON } });
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(FAVICON.url);
  });

  it('renders the business, website and breadcrumb JSON-LD blocks', () => {
    const { container } = renderWith({});

    const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as { '@type': string },
    );
    expect(blocks.map((block) => block['@type'])).toEqual([
      'HomeAndConstructionBusiness',
      'WebSite',
      'BreadcrumbList',
    ]);
  });
});
