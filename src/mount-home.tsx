// React for the prerendered home page: loaded by src/start-home.ts only when an interactive
// island comes near or a live change must be rendered, never at load.
import { hydrate, partialMatchKey, type QueryKey } from '@tanstack/react-query';
import type { SavedPageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import { BASE_LOCALE, type SiteLocale } from '#portable/site-locales.ts';
import { pageTextsQueryKeys } from '#src/features/home/api/document-query-keys.ts';
import { pageTextsQueryOptions } from '#src/features/home/api/get-page-texts.ts';
import { portfolioPartOf, portfolioTextsQueryOptions } from '#src/features/home/api/get-portfolio-texts.ts';
import { bindContactLinks } from '#src/features/home/contact-links-binder.ts';
import { prefetchHomeQueries } from '#src/features/home/api/home-queries.ts';
import { INTERACTIVE_ISLAND_ATTRIBUTE } from '#src/features/home/islands/island-attributes.ts';
import {
  hydrateIsland,
  islandHydrated,
  mountInTurn,
  renderIsland,
} from '#src/features/home/islands/hydrate-islands.tsx';
import {
  ISLANDS,
  islandReadsAny,
  isIslandName,
  type IslandName,
} from '#src/features/home/islands/island-registry.ts';
import type { HomeState } from '#src/lib/home-state-contract.ts';
import type { PageLanguage } from '#src/lib/page-language.ts';
import { createQueryClient } from '#src/lib/query-client.ts';

export interface HomeRuntime {
  /** Hydrates one interactive island (once, however often asked); false when its code did not load. */
  hydrate(island: HTMLElement): Promise<boolean>;
  /**
   * Renders a change: the interactive islands hydrated first, with the data the page carries,
   * then the reads refetched, then each other island that shows them rendered afresh.
   */
  applyChange(queryKeys: QueryKey[]): Promise<void>;
  /**
   * /admin's preview: renders unsaved texts (as sent, resolved as saved ones are), the
   * interactive islands hydrated first, the others that show texts rendered afresh.
   */
  showTexts(texts: unknown): Promise<void>;
}

export interface HomeRuntimeOptions {
  root?: ParentNode;
  /**
   * The language the islands show (/admin's preview of another language's texts): the page's
   * own when absent. Islands then never hydrate, since their markup is in the page's language;
   * each is rendered afresh instead.
   */
  showLocale?: SiteLocale;
}

/**
 * The page's one query cache, started from the data the build wrote into the page for its
 * interactive islands: they hydrate to exactly the markup they were rendered as, and nothing is
 * fetched to repaint it. The other islands are the build's markup until a live change concerns
 * them: their reads are fetched then (the page carries none) and each is rendered afresh. The
 * data changes only through applyChange, after every interactive island is React's, so none
 * ever hydrates against data its markup does not show.
 */
export function startHomeRuntime(
  state: HomeState | undefined,
  stylesheet: Promise<void>,
  { root = document, showLocale }: HomeRuntimeOptions = {},
): HomeRuntime {
  const queryClient = createQueryClient('home');
  if (state) hydrate(queryClient, state.queries);
  bindContactLinks(queryClient, root);
  // a page built before it carried its language is the site's own; the islands need only the
  // language: what links to other languages is the build's markup
  const built: PageLanguage = {
    locale: state?.locale ?? BASE_LOCALE,
    published: [state?.locale ?? BASE_LOCALE],
  };
  const language: PageLanguage = { ...built, locale: showLocale ?? built.locale };
  const page = { queryClient, language };

  const mounted = new Map<HTMLElement, Promise<boolean>>();
  // an island may render markup the HTML lacked: the whole stylesheet must apply first
  const mountOnce = (mount: typeof hydrateIsland) => (island: HTMLElement) => {
    let mounting = mounted.get(island);
    if (!mounting) {
      mounting = stylesheet.then(() => mount(island, page));
      mounted.set(island, mounting);
    }
    return mounting;
  };
  const hydrateOnce = mountOnce(language.locale === built.locale ? hydrateIsland : renderIsland);
  const renderOnce = mountOnce(renderIsland);
  let changes = Promise.resolve();

  const pageIslands = () => {
    const all = [...root.querySelectorAll<HTMLElement>('[data-island]')].flatMap((element) => {
      const name = element.dataset.island;
      return isIslandName(name) ? [{ element, name }] : [];
    });
    const interactive = all.filter(({ element }) => element.hasAttribute(INTERACTIVE_ISLAND_ATTRIBUTE));
    return { all, interactive };
  };

  /**
   * Renders afresh each island not mounted yet that reads any of `changed`, after fetching every
   * read it renders from (the page carries none of them) but `given`, which the caller has set.
   */
  const renderIslandsReading = async (
    islands: { element: HTMLElement; name: IslandName }[],
    changed: readonly QueryKey[],
    given: readonly QueryKey[] = [],
  ) => {
    const shown = islands.filter(
      (island) => !mounted.has(island.element) && islandReadsAny(island.name, changed),
    );
    const reads = shown
      .flatMap(({ name }) => ISLANDS[name].reads)
      .filter((read) => !given.some((key) => partialMatchKey(read, key)));
    const failed = await prefetchHomeQueries(queryClient, language.locale, reads);
    // a read that failed leaves the build's markup in place (the read logs why)
    if (Object.keys(failed).length > 0) return;
    await mountInTurn(
      shown.map(({ element }) => element),
      renderOnce,
    );
  };

  const applyChange = async (queryKeys: QueryKey[]) => {
    const { all, interactive } = pageIslands();
    await mountInTurn(
      interactive.map(({ element }) => element),
      hydrateOnce,
    );
    await Promise.all(
      queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
    );
    await renderIslandsReading(
      all.filter((island) => !interactive.includes(island)),
      queryKeys,
    );
  };

  const showTexts = async (texts: unknown) => {
    const { all, interactive } = pageIslands();
    const elements = interactive.map(({ element }) => element);
    await mountInTurn(elements, hydrateOnce);
    // new data must not meet an island React has not finished hydrating from the old
    await Promise.all(elements.map(async (island) => (await hydrateOnce(island)) && islandHydrated(island)));
    const { locale } = language;
    // version 0: no saved version; the texts are resolved against the built-in ones as saved ones are
    const draft: SavedPageTexts = {
      locale,
      version: 0,
      updatedAt: new Date().toISOString(),
      texts: texts as SavedPageTexts['texts'],
    };
    queryClient.setQueryData(pageTextsQueryOptions(locale).queryKey, draft);
    queryClient.setQueryData(portfolioTextsQueryOptions(locale).queryKey, portfolioPartOf(draft));
    const textsRead = pageTextsQueryKeys.currentInAnyLanguage();
    await renderIslandsReading(
      all.filter((island) => !interactive.includes(island)),
      [textsRead],
      [textsRead],
    );
  };

  return {
    hydrate: hydrateOnce,
    applyChange(queryKeys) {
      changes = changes.then(() => applyChange(queryKeys));
      return changes;
    },
    showTexts(texts) {
      changes = changes.then(() => showTexts(texts));
      return changes;
    },
  };
}
