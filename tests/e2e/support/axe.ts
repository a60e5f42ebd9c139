import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// The project's own axe-core (the one the /seo audit runs), not the older copy that
// @axe-core/playwright bundles, so both judge the page by the same rules.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's WCAG 2.1 A/AA violations on the page at rest, one line per failing node (rule, impact,
 * element, why), so that a failure reads whole even in the last lines of a CI log.
 *
 * At rest: axe blends a fading element's opacity into its colours, so a toast caught leaving
 * (sonner fades it out 4 s after it came) reads as low contrast although no one reads it then.
 * The analysis runs as for a reader who asked for reduced motion: sonner, like the site, then
 * shows and hides at once, with no frame in between.
 */
export async function wcagAAViolations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_AA).analyze();
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) =>
        [
          `${violation.id} (${violation.impact ?? 'no impact'})`,
          node.target.join(' '),
          node.html.slice(0, 200),
          (node.failureSummary ?? violation.help).replace(/\s+/g, ' '),
        ].join(' | '),
      ),
    );
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}
