// The prerendered home page's scripts: loaded by src/main.tsx after the first paint.
import { createQueryClient } from './app/providers.tsx';
import { portfolioPairsQueryOptions } from './features/home/api/get-portfolio-pairs.ts';
import { siteMediaQueryOptions } from './features/home/api/get-site-media.ts';
import { activeVideosQueryOptions } from './features/home/api/get-videos.ts';
import { startLiveUpdates } from './features/home/api/use-live-updates.ts';
import { bindContactLinks } from './features/home/contact-links-binder.ts';
import { hydrateIslands } from './features/home/islands/hydrate-islands.tsx';
import { whenIdle } from './lib/when-idle.ts';

/**
 * Starts the page's reads at once, so the published images and pairs are there when each
 * island hydrates; keeps the sections' WhatsApp and call links on the stored numbers; hydrates
 * the islands as they come near, once the full stylesheet applies (an island may render markup
 * the prerendered HTML lacked); keeps the data live once idle.
 */
export function startHome(stylesheet: Promise<void>): void {
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(siteMediaQueryOptions());
  void queryClient.prefetchQuery(portfolioPairsQueryOptions());
  void queryClient.prefetchQuery(activeVideosQueryOptions());
  bindContactLinks(queryClient);
  void stylesheet.then(() => hydrateIslands(queryClient));
  whenIdle(() => startLiveUpdates(queryClient));
}
