import type { ComponentType } from 'react';
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { businessFactsQueryKeys, pageTextsQueryKeys } from '#src/features/home/api/document-query-keys.ts';
import { mediaQueryKeys, videoQueryKeys } from '#src/features/home/api/media-and-video-query-keys.ts';

interface IslandDeclaration {
  /**
   * When the browser runs it: `near`, hydrated as it comes within two screens of the viewport,
   * from the data the page carries for it (the parts a visitor interacts with); `on-change`,
   * never hydrated: rendered afresh when a live change must be shown (the parts that only show
   * data, which the prerendered HTML has already, so the page carries no data for them).
   */
  hydrates: 'near' | 'on-change';
  /**
   * The reads it renders from: an interactive island hydrates from them, and a live change of
   * one renders the island again. The tests render each island and hold it to them, by the
   * queries it observes and by the tables it requests.
   */
  reads: readonly QueryKey[];
}

/** The registry's entries as declared, under the names they are given. */
const declareIslands = <N extends string>(islands: Record<N, IslandDeclaration>) => islands;

const MEDIA = mediaQueryKeys.published();
const PAIRS = mediaQueryKeys.portfolioInAnyLanguage();
const FACTS = businessFactsQueryKeys.current();
const CONTACTS = businessFactsQueryKeys.contacts();
const VIDEOS = videoQueryKeys.active();
// the page's own language, whichever it is
const TEXTS = pageTextsQueryKeys.currentInAnyLanguage();
const PORTFOLIO_TEXTS = pageTextsQueryKeys.portfolioInAnyLanguage();

/**
 * Every part of the home page React may run, by the name the prerendered HTML gives it: when it
 * runs and what it reads (a live change of which renders it). Its component is the default
 * export of `<name>.island.tsx` in the home feature. Everything else on the page is HTML that
 * React never touches. Props travel in the HTML as JSON, so they are plain data; islands do not
 * nest (the build refuses it).
 */
export const ISLANDS = declareIslands({
  portfolio: { hydrates: 'near', reads: [PAIRS, CONTACTS, PORTFOLIO_TEXTS] },
  'slot-image': { hydrates: 'on-change', reads: [MEDIA] },
  'home-link': { hydrates: 'on-change', reads: [FACTS, MEDIA] },
  'header-nav': { hydrates: 'on-change', reads: [TEXTS] },
  'header-contact': { hydrates: 'on-change', reads: [TEXTS, CONTACTS] },
  'hero-video': { hydrates: 'on-change', reads: [MEDIA, VIDEOS] },
  'hero-text': { hydrates: 'on-change', reads: [TEXTS, CONTACTS] },
  about: { hydrates: 'on-change', reads: [TEXTS] },
  'hero-badge': { hydrates: 'on-change', reads: [FACTS, MEDIA, TEXTS] },
  services: { hydrates: 'on-change', reads: [MEDIA, CONTACTS, TEXTS] },
  'how-it-works': { hydrates: 'on-change', reads: [MEDIA, TEXTS] },
  'waterproofing-text': { hydrates: 'on-change', reads: [TEXTS, CONTACTS] },
  'waterproofing-video': { hydrates: 'on-change', reads: [VIDEOS] },
  reasons: { hydrates: 'on-change', reads: [TEXTS, CONTACTS] },
  reviews: { hydrates: 'on-change', reads: [FACTS, MEDIA, TEXTS] },
  'faq-heading': { hydrates: 'on-change', reads: [TEXTS, CONTACTS] },
  'faq-questions': { hydrates: 'on-change', reads: [TEXTS] },
  'site-footer': { hydrates: 'on-change', reads: [FACTS, MEDIA, CONTACTS, TEXTS] },
});

export type IslandName = keyof typeof ISLANDS;

export const ISLAND_NAMES = Object.keys(ISLANDS) as IslandName[];

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}

/** Whether a live change of `changed` (a table's root key, or a read's own) changes what the island shows. */
export function islandReadsAny(name: IslandName, changed: readonly QueryKey[]): boolean {
  return ISLANDS[name].reads.some((read) => changed.some((key) => partialMatchKey(read, key)));
}

type IslandComponent = ComponentType<object>;

/** Each `…/<name>.island.tsx` of the home feature by the island's name, and its file. */
const FILES = Object.entries(
  import.meta.glob<IslandComponent>('../**/*.island.tsx', { import: 'default' }),
).map(([file, load]) => ({ name: /([^/]+)\.island\.tsx$/.exec(file)![1]!, file, load }));

/**
 * Each island's code: fetched in the browser only when the island hydrates or is rendered, each
 * module a chunk of its own.
 */
const MODULES = new Map(FILES.map(({ name, load }) => [name, load]));

const loaded = new Map<IslandName, IslandComponent>();
const names = new Map<unknown, IslandName>();

/** The island's component, fetched once. */
export async function loadIsland(name: IslandName): Promise<IslandComponent> {
  let component = loaded.get(name);
  if (!component) {
    const load = MODULES.get(name);
    if (!load) throw new Error(`Island ${name}: the home feature has no ${name}.island.tsx`);
    component = await load();
    loaded.set(name, component);
    names.set(component, name);
  }
  return component;
}

/**
 * Fetches every island's code: what the build and the router do before they render the page.
 * Throws for a `*.island.tsx` the registry does not declare, or two of the same name.
 */
export async function loadEveryIsland(): Promise<void> {
  const wrong = FILES.filter(
    ({ name }) => !isIslandName(name) || FILES.filter((other) => other.name === name).length > 1,
  );
  if (wrong.length > 0)
    throw new Error(
      `Each *.island.tsx must be one island of the registry: ${wrong.map(({ file }) => file).join(', ')}`,
    );
  await Promise.all(ISLAND_NAMES.map(loadIsland));
}

/** The name of an island by its component, once loaded; rendering one that is not is a mistake of the caller. */
export function islandNameOf<P>(component: ComponentType<P>): IslandName {
  const name = names.get(component);
  if (!name)
    throw new Error(
      `${component.displayName ?? component.name}: not the default export of a *.island.tsx loaded yet (await loadEveryIsland() first)`,
    );
  return name;
}
