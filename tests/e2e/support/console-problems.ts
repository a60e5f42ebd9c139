import type { Page } from '@playwright/test';

/**
 * Everything a page (and its frames) reports as going wrong: console errors and warnings, and
 * uncaught exceptions. Call before `page.goto`; the list fills as the page runs.
 */
export function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  return problems;
}
