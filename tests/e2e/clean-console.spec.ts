// A clean load of `/`, `/admin` (the login form) and `/seo?key=…` logs no console error or
// warning and throws nothing: in production (the preview's build) and in development (Vite's
// server, where React's StrictMode mounts every component twice and TanStack Query cancels the
// first mount's reads: a cancelled read is not an error).
import { expect, test, type Page } from '@playwright/test';
import { recordConsoleProblems } from '#tests/e2e/support/console-problems.ts';
import { startDevServer, type DevServer } from '#tests/e2e/support/dev-server.ts';
import { followingChanges, skipWaitForLiveUpdates } from '#tests/e2e/support/live-home.ts';
import { trackMainFrameNetwork } from '#tests/e2e/support/main-frame-network.ts';
import { rebuildPublicPage } from '#tests/e2e/support/public-page.ts';
import { scrollThrough } from '#tests/e2e/support/scroll-through.ts';
import { stubYouTube } from '#tests/e2e/support/youtube-stub.ts';

const SEO_KEY = 'seo-local-1';

/** Opens a path and waits until it is shown and its own requests have gone quiet. */
async function cleanLoad(page: Page, url: string, shown: (page: Page) => Promise<void>): Promise<string[]> {
  await stubYouTube(page);
  const problems = recordConsoleProblems(page);
  const network = trackMainFrameNetwork(page);
  await page.goto(url);
  await shown(page);
  await network.settled();
  return problems;
}

const loginShown = async (page: Page) => {
  await expect(page.getByLabel('Usuário')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
};
const seoShown = async (page: Page) => {
  await expect(page.getByRole('button', { name: 'Executar auditoria' })).toBeVisible();
};

test.describe('the production build', () => {
  test('/ loads, follows live changes and renders its islands with a clean console', async ({
    page,
    request,
  }) => {
    // up to date, so nothing is re-rendered by a change other tests made
    await rebuildPublicPage(request);
    await skipWaitForLiveUpdates(page);
    const following = followingChanges(page);
    const problems = await cleanLoad(page, '/', async () => {
      await following;
      await scrollThrough(page);
    });
    expect(problems).toEqual([]);
  });

  test('/admin shows its login form with a clean console', async ({ page }) => {
    expect(await cleanLoad(page, '/admin', loginShown)).toEqual([]);
  });

  test('/seo with a key shows its audit with a clean console', async ({ page }) => {
    expect(await cleanLoad(page, `/seo?key=${SEO_KEY}`, seoShown)).toEqual([]);
  });
});

test.describe('the development server (StrictMode)', () => {
  // one device is enough: the double mount does not depend on the screen
  test.skip(({ isMobile }) => isMobile, 'desktop only');
  let dev: DevServer;
  test.beforeAll(async () => {
    dev = await startDevServer();
  });
  test.afterAll(async () => {
    await dev?.close();
  });

  test('/ renders the page from the data with a clean console', async ({ page }) => {
    const read = page.waitForResponse((response) => /\/rest\/v1\/owner_documents/.test(response.url()));
    const problems = await cleanLoad(page, `${dev.url}/`, async () => {
      // the first page a fresh Vite server serves waits for it to transform every module it asks for
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
      await read;
    });
    expect(problems).toEqual([]);
  });

  test('/admin shows its login form with a clean console', async ({ page }) => {
    expect(await cleanLoad(page, `${dev.url}/admin`, loginShown)).toEqual([]);
  });

  test('/seo with a key shows its audit with a clean console', async ({ page }) => {
    expect(await cleanLoad(page, `${dev.url}/seo?key=${SEO_KEY}`, seoShown)).toEqual([]);
  });
});
