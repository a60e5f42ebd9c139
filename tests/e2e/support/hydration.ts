import type { Locator } from '@playwright/test';

/** Whether React has attached to the element (its fiber is on the node). */
export const isHydrated = (locator: Locator) =>
  locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')));
