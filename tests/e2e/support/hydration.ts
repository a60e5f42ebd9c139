import { expect, type Locator, type Page } from '@playwright/test';

/** Set by the page on an island once React has hydrated it (src/features/home/islands). */
const HYDRATED = 'data-island-hydrated';

/** Whether React has attached to the element (its fiber is on the node). */
export const isHydrated = (locator: Locator) =>
  locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')));

/** How many of the islands inside `scope`, or that `scope` is, are not hydrated yet. */
const unhydratedIslands = (scope: Locator) =>
  scope.evaluateAll(
    (elements, hydrated) =>
      elements
        .flatMap((element) => [element, ...element.querySelectorAll('[data-island]')])
        .filter((element) => element.hasAttribute('data-island') && !element.hasAttribute(hydrated)).length,
    HYDRATED,
  );

/**
 * Waits until the islands of the first screen (the hero's video and badges, the logo) are
 * hydrated. The rest of the page is HTML that works without React; islands further down
 * hydrate when the visitor gets near them (see hydrateSection).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => unhydratedIslands(page.locator('#inicio, header#topo'))).toBe(0);
}

/**
 * Scrolls to the section with `id`, as a visitor would, and waits until its islands are
 * hydrated: those inside it, or the island it is (the reviews, the footer).
 */
export async function hydrateSection(page: Page, id: string): Promise<void> {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await expect.poll(() => unhydratedIslands(page.locator(`#${id}, [data-island]:has(> #${id})`))).toBe(0);
}
