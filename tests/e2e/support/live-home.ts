import { expect, type Page } from '@playwright/test';
import { channelJoined } from './realtime.ts';
import { stubYouTube } from './youtube-stub.ts';

/**
 * Resolves once the home page follows live changes: its four channels joined, and it compared
 * the revision it was built from with the site's (a change it missed is then on its way). Call
 * before the page opens.
 */
export function followingChanges(page: Page): Promise<unknown> {
  return Promise.all([
    channelJoined(page, 'videos-updates'),
    channelJoined(page, 'media-slots-updates'),
    channelJoined(page, 'business-facts-updates'),
    channelJoined(page, 'page-texts-updates'),
    page.waitForResponse((response) => /\/rest\/v1\/site_revision/.test(response.url())),
  ]);
}

/** Opens `/` (YouTube stubbed) and waits until it follows live changes. */
export async function openLiveHome(page: Page): Promise<void> {
  await stubYouTube(page);
  const following = followingChanges(page);
  await page.goto('/');
  await following;
}

/**
 * Waits until the island `name` is React's: an island that only shows data is rendered afresh,
 * its markup replaced, when a change it shows arrives (or the page is older than the site), so
 * a test waits for that before it acts on the island's elements.
 */
export async function islandRendered(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-island="${name}"]`)).toHaveAttribute('data-island-hydrated', '');
}
