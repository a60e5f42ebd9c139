import type { Page } from '@playwright/test';

/**
 * Scrolls through the whole page a screen at a time, as a visitor would, so every lazy image
 * and every section that waits for the visitor has been reached; ends back at the top.
 */
export async function scrollThrough(page: Page, pauseMs = 50): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(pauseMs);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
