import { expect, type Page } from '@playwright/test';
import { channelJoined } from './realtime.ts';
import { stubYouTube } from './youtube-stub.ts';
import { HOME_STATE_ELEMENT_ID, type HomeState } from '#src/lib/home-state-contract.ts';
import { LIVE_UPDATES_AFTER_MS } from '#src/features/home/api/live-updates-start.ts';

/**
 * Call before a language's page opens. The page follows live changes once it has been open
 * LIVE_UPDATES_AFTER_MS; here the page's clock is Playwright's, started that far ahead, so it
 * follows them at once (time then runs as usual).
 */
export async function skipWaitForLiveUpdates(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.fastForward(LIVE_UPDATES_AFTER_MS);
}

/**
 * Resolves once the home page follows live changes: its three channels joined, and it compared
 * the revision it was built from with the site's (a change it missed is then on its way). Call
 * before the page opens. Resolves to the site's revision as the page read it.
 */
export async function followingChanges(page: Page): Promise<number | null> {
  const [response] = await Promise.all([
    page.waitForResponse((response) => /\/rest\/v1\/site_revision/.test(response.url())),
    channelJoined(page, 'videos-updates'),
    channelJoined(page, 'media-slots-updates'),
    channelJoined(page, 'owner-documents-updates'),
  ]);
  const body: unknown = await response.json();
  const row = (Array.isArray(body) ? body[0] : body) as { revision?: unknown } | undefined;
  return typeof row?.revision === 'number' ? row.revision : null;
}

/**
 * Opens a language's home page (`/` unless told) with YouTube stubbed, and waits until it follows
 * live changes (at once: skipWaitForLiveUpdates) and shows the site as the page read it: a page
 * older than the site renders every island afresh, so that a test never acts on markup about to
 * be replaced (a locator would hold the old element).
 */
export async function openLiveHome(page: Page, path = '/'): Promise<void> {
  await stubYouTube(page);
  await goToCaughtUpHome(page, path);
}

/** openLiveHome for a page whose YouTube is stubbed already. */
export async function goToCaughtUpHome(page: Page, path = '/'): Promise<void> {
  await skipWaitForLiveUpdates(page);
  const following = followingChanges(page);
  await page.goto(path);
  const site = await following;
  const shown = await page.evaluate(
    (id) => (JSON.parse(document.getElementById(id)?.textContent ?? 'null') as HomeState | null)?.revision,
    HOME_STATE_ELEMENT_ID,
  );
  if (site !== null && typeof shown === 'number' && site > shown) {
    await expect(page.locator('[data-island]:not([data-island-hydrated])')).toHaveCount(0);
  }
}

/**
 * Waits until the island `name` is React's: an island that only shows data is rendered afresh,
 * its markup replaced, when a change it shows arrives (or the page is older than the site), so
 * a test waits for that before it acts on the island's elements.
 */
export async function islandRendered(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-island="${name}"]`)).toHaveAttribute('data-island-hydrated', '');
}
