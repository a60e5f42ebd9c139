import { expect, type Locator, type Page } from '@playwright/test';

/** Whether React has attached to the element (its fiber is on the node). */
export const isHydrated = (locator: Locator) =>
  locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/**
 * Waits until React has hydrated the first screen (header and hero). The prerendered page is
 * visible, and its links work, before any script runs, but its buttons only respond once their
 * section is hydrated. Sections below the first screen hydrate when the visitor gets near them
 * (see hydrateSection).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page.locator('header#topo'))).toBe(true);
  await expect.poll(() => isHydrated(page.locator('h1'))).toBe(true);
}

/** Scrolls to the section with `id`, as a visitor would, and waits until React has hydrated it. */
export async function hydrateSection(page: Page, id: string): Promise<void> {
  const section = page.locator(`#${id}`);
  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(section)).toBe(true);
}
