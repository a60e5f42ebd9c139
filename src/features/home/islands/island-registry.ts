import type { ComponentProps, ComponentType } from 'react';
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { businessFactsQueryKeys, pageTextsQueryKeys } from '../api/document-query-keys.ts';
import { mediaQueryKeys, videoQueryKeys } from '../api/media-and-video-query-keys.ts';

type IslandDeclaration<C extends ComponentType<never>> = {
  /**
   * When the browser runs it: `near`, hydrated as it comes within two screens of the viewport,
   * from the data the page carries for it (the parts a visitor interacts with); `on-change`,
   * never hydrated: rendered afresh when a live change must be shown (the parts that only show
   * data, which the prerendered HTML has already, so the page carries no data for them).
   */
  hydrates: 'near' | 'on-change';
  /**
   * The island's code: fetched in the browser only when the island hydrates or is rendered, each
   * island in a chunk of its own; the build and the router load every island before they render
   * the page.
   */
  load: () => Promise<C>;
  /**
   * The reads it renders from: an interactive island hydrates from them, and a live change of
   * one renders the island again. The tests render each island and hold it to them, by the
   * queries it observes and by the tables it requests.
   */
  reads: readonly QueryKey[];
};

const island = <C extends ComponentType<never>>(declaration: IslandDeclaration<C>) => declaration;

const MEDIA = mediaQueryKeys.published();
const PAIRS = mediaQueryKeys.portfolioInAnyLanguage();
const FACTS = businessFactsQueryKeys.current();
const CONTACTS = businessFactsQueryKeys.contacts();
const VIDEOS = videoQueryKeys.active();
// the page's own language, whichever it is
const TEXTS = pageTextsQueryKeys.currentInAnyLanguage();
const PORTFOLIO_TEXTS = pageTextsQueryKeys.portfolioInAnyLanguage();

/**
 * Every part of the home page React may run, by the name the prerendered HTML gives it, each
 * declared once: its component, when it runs, and what it reads (a live change of which renders it).
 * Everything else on the page is HTML that React never touches. Props travel in the HTML as
 * JSON, so they are plain data; islands do not nest (the build refuses it).
 */
export const ISLANDS = {
  portfolio: island({
    load: () => import('../sections/portfolio-section.tsx').then((module) => module.PortfolioSection),
    hydrates: 'near',
    reads: [PAIRS, CONTACTS, PORTFOLIO_TEXTS],
  }),
  'slot-image': island({
    load: () => import('../components/slot-image.tsx').then((module) => module.SlotImage),
    hydrates: 'on-change',
    reads: [MEDIA],
  }),
  'home-link': island({
    load: () => import('../components/home-link.tsx').then((module) => module.HomeLink),
    hydrates: 'on-change',
    reads: [FACTS, MEDIA],
  }),
  'header-nav': island({
    load: () => import('../sections/header-nav-links.tsx').then((module) => module.HeaderNavLinks),
    hydrates: 'on-change',
    reads: [TEXTS],
  }),
  'header-contact': island({
    load: () => import('../sections/header-contact-link.tsx').then((module) => module.HeaderContactLink),
    hydrates: 'on-change',
    reads: [TEXTS, CONTACTS],
  }),
  'hero-video': island({
    load: () => import('../components/hero-video.tsx').then((module) => module.HeroVideo),
    hydrates: 'on-change',
    reads: [MEDIA, VIDEOS],
  }),
  'hero-text': island({
    load: () => import('../sections/hero-text.tsx').then((module) => module.HeroText),
    hydrates: 'on-change',
    reads: [TEXTS, CONTACTS],
  }),
  about: island({
    load: () => import('../sections/about-section.tsx').then((module) => module.AboutSection),
    hydrates: 'on-change',
    reads: [TEXTS],
  }),
  'hero-badge': island({
    load: () => import('../components/hero-badge.tsx').then((module) => module.HeroBadge),
    hydrates: 'on-change',
    reads: [FACTS, MEDIA, TEXTS],
  }),
  services: island({
    load: () => import('../sections/services-section.tsx').then((module) => module.ServicesSection),
    hydrates: 'on-change',
    reads: [MEDIA, CONTACTS, TEXTS],
  }),
  'how-it-works': island({
    load: () => import('../sections/how-it-works-section.tsx').then((module) => module.HowItWorksSection),
    hydrates: 'on-change',
    reads: [MEDIA, TEXTS],
  }),
  'waterproofing-text': island({
    load: () => import('../sections/waterproofing-text.tsx').then((module) => module.WaterproofingText),
    hydrates: 'on-change',
    reads: [TEXTS, CONTACTS],
  }),
  'waterproofing-video': island({
    load: () => import('../components/waterproofing-video.tsx').then((module) => module.WaterproofingVideo),
    hydrates: 'on-change',
    reads: [VIDEOS],
  }),
  reasons: island({
    load: () => import('../sections/reasons-section.tsx').then((module) => module.ReasonsSection),
    hydrates: 'on-change',
    reads: [TEXTS, CONTACTS],
  }),
  reviews: island({
    load: () => import('../sections/reviews-section.tsx').then((module) => module.ReviewsSection),
    hydrates: 'on-change',
    reads: [FACTS, MEDIA, TEXTS],
  }),
  'faq-heading': island({
    load: () => import('../sections/faq-heading.tsx').then((module) => module.FaqHeading),
    hydrates: 'on-change',
    reads: [TEXTS, CONTACTS],
  }),
  'faq-questions': island({
    load: () => import('../sections/faq-questions.tsx').then((module) => module.FaqQuestions),
    hydrates: 'on-change',
    reads: [TEXTS],
  }),
  'site-footer': island({
    load: () => import('../sections/site-footer.tsx').then((module) => module.SiteFooter),
    hydrates: 'on-change',
    reads: [FACTS, MEDIA, CONTACTS, TEXTS],
  }),
};

export type IslandName = keyof typeof ISLANDS;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]['load']>>;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

export const ISLAND_NAMES = Object.keys(ISLANDS) as IslandName[];

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}

/** Whether a live change of `changed` (a table's root key, or a read's own) changes what the island shows. */
export function islandReadsAny(name: IslandName, changed: readonly QueryKey[]): boolean {
  return ISLANDS[name].reads.some((read) => changed.some((key) => partialMatchKey(read, key)));
}

const loaded = new Map<IslandName, ComponentType<object>>();

/** The island's component, fetched once. */
export async function loadIsland(name: IslandName): Promise<ComponentType<object>> {
  let component = loaded.get(name);
  if (!component) {
    component = (await ISLANDS[name].load()) as ComponentType<object>;
    loaded.set(name, component);
  }
  return component;
}

/** Fetches every island's code: what the build and the router do before they render the page. */
export async function loadEveryIsland(): Promise<void> {
  await Promise.all(ISLAND_NAMES.map(loadIsland));
}

/** The component of an island already loaded; rendering one that is not is a mistake of the caller. */
export function loadedIsland(name: IslandName): ComponentType<object> {
  const component = loaded.get(name);
  if (!component)
    throw new Error(`Island ${name}: its code is not loaded yet (await loadEveryIsland() first)`);
  return component;
}
