// The server side of the prerender (scripts/prerender.ts): the home page rendered once at
// build time into static HTML, with the markup of each island rendered as a root of its own,
// exactly as src/mount-home.tsx hydrates it in the browser.
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createQueryClient } from './app/providers.tsx';
import { siteEnv } from './config/env.ts';
import { CONFIGURED_FACTS, SITE } from './content/business.ts';
import type { SavedBusinessFacts } from '../supabase/functions/_shared/portable/business-facts-shape.ts';
import { setBuildFacts } from './features/home/build-facts.ts';
import { HomePage } from './features/home/home-page.tsx';
import {
  ISLAND_SLOT_ATTRIBUTE,
  IslandCollectorContext,
  type IslandCollector,
} from './features/home/islands/island.tsx';
import { IslandRoot } from './features/home/islands/island-root.tsx';

const ISLAND_PLACEHOLDER = new RegExp(` ${ISLAND_SLOT_ATTRIBUTE}="(\\d+)"></div>`, 'g');

/**
 * The markup of `/`, with the business facts stored in the project (null: none saved yet, or
 * the project was out of reach; the build's configuration then). React 19 puts the <title>,
 * <meta> and <link> elements it hoists in front of the page's own markup; the caller moves them
 * into <head>.
 */
export function renderHome(stored: SavedBusinessFacts | null): string {
  setBuildFacts({
    facts: stored?.facts ?? CONFIGURED_FACTS,
    version: stored?.version ?? null,
    updatedAt: stored?.updatedAt ?? null,
    renderedAt: Date.now(),
  });
  const islands: ReactElement[] = [];
  const collector: IslandCollector = { add: (element) => islands.push(element) - 1 };
  const queryClient = createQueryClient();
  // The page itself is never hydrated: plain markup, without React's hydration comments.
  const page = renderToStaticMarkup(
    <IslandRoot queryClient={queryClient}>
      <IslandCollectorContext value={collector}>
        <HomePage />
      </IslandCollectorContext>
    </IslandRoot>,
  );
  const filled = page.replace(ISLAND_PLACEHOLDER, (_placeholder, index: string) => {
    const island = islands[Number(index)];
    if (!island) throw new Error(`prerender: no island number ${index}`);
    return `>${renderToString(<IslandRoot queryClient={queryClient}>{island}</IslandRoot>)}</div>`;
  });
  const left = filled.match(new RegExp(ISLAND_SLOT_ATTRIBUTE, 'g'));
  if (left) throw new Error(`prerender: ${left.length} island placeholders were not filled`);
  return filled;
}

/** Build settings the host files need, as this build baked them in (env and .env files). */
export const buildSettings = {
  siteUrl: SITE.url,
  supabaseUrl: siteEnv.supabaseUrl ?? null,
  /** The public anon key: the build reads the stored business facts with it, as visitors do. */
  supabaseAnonKey: 'publishableKey' in siteEnv.supabase ? siteEnv.supabase.publishableKey : null,
};
