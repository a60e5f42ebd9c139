import type { DehydratedState } from '@tanstack/react-query';
import { BASE_LOCALE, isSiteLocale, type SiteLocale } from '#portable/site-locales.ts';
import type { ReadFailure } from './read-failure.ts';

/**
 * What the build wrote into `/` besides its markup: the data its interactive islands hydrate
 * from, as TanStack Query's dehydrated cache (nothing is fetched again to repaint the same
 * thing; the rest of the page is in the markup already), and the site revision it covers
 * (/admin and the SEO page compare it with the database to tell whether the page is up to date).
 */
export interface HomeState {
  /** The page's language (the languages published matter only to the build's markup). */
  locale: SiteLocale;
  /** site_revision read before the data: the page shows every change up to it; null if unread. */
  revision: number | null;
  /** When the build read the data (ISO 8601). */
  builtAt: string;
  /** The reads of the page's interactive islands (island-registry.ts), as dehydrate() writes them. */
  queries: DehydratedState;
}

/** What the build's render of one language's page gives (src/entry-server.tsx). */
export interface RenderedHome {
  /** React's output; the <title>, <meta> and <link> elements it hoists come first. */
  markup: string;
  /** What the page was rendered from, for the page to carry. */
  state: HomeState;
  /** The reads that failed, with why (the page then shows the built-in content there). */
  failures: ReadFailure[];
}

/** What the build's render of the site gives: a page per published language. */
export interface RenderedSite {
  /** One per language the site is published in, the site's own first. */
  pages: RenderedHome[];
  /** Every read that failed: the site's (revision, languages) and each page's. */
  failures: ReadFailure[];
  /** site_revision read before the data; null if unread. */
  revision: number | null;
}

/** The id of the `<script type="application/json">` that carries it. */
export const HOME_STATE_ELEMENT_ID = 'home-state';

/** The state a page carries, or undefined when it has none (not prerendered) or it is unreadable. */
export function readHomeState(doc: Pick<Document, 'getElementById'>): HomeState | undefined {
  const text = doc.getElementById(HOME_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<HomeState>;
    if (typeof state.builtAt !== 'string' || typeof state.queries !== 'object' || state.queries === null) {
      return undefined;
    }
    // a page built before the site had languages is the site's own language's, the only one
    const locale = isSiteLocale(state.locale) ? state.locale : BASE_LOCALE;
    return { ...(state as HomeState), locale };
  } catch {
    return undefined;
  }
}

/** The `<script>` element for the page: raw JSON, with `<` escaped so nothing in it can close it. */
export function homeStateScript(state: HomeState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${HOME_STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
}
