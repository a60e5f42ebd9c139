import type { Page } from '@playwright/test';

/**
 * The YouTube player and previews are the one third party the pages use; the machine running
 * the tests may have no network, so they get a local stand-in page (the frame element itself
 * is still the site's).
 */
export async function stubYouTube(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www\.)?(youtube(-nocookie)?\.com|i\.ytimg\.com)\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>YouTube</title></html>',
    }),
  );
}
