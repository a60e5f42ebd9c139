import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// The project's own axe-core (the one the /seo audit runs), not the older copy that
// @axe-core/playwright bundles, so both judge the page by the same rules.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's WCAG 2.1 A/AA results for the page as it is now. */
export function analyzeWcagAA(page: Page) {
  return new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_AA).analyze();
}
