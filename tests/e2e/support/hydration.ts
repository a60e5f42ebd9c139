import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the whole home page. The prerendered page is visible (and its
 * links work) before any script runs, but its buttons only respond once their section is
 * hydrated; the sections hydrate in order, the footer last.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('footer#contacto')
        .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
}
