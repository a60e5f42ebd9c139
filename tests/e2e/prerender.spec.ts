import { expect, test, type Page } from '@playwright/test';
import { isHydrated } from '#tests/e2e/support/hydration.ts';
import { followingChanges, skipWaitForLiveUpdates } from '#tests/e2e/support/live-home.ts';
import { rebuildPublicPage } from '#tests/e2e/support/public-page.ts';
import { trackMainFrameNetwork } from '#tests/e2e/support/main-frame-network.ts';

// The home page is prerendered into the static index.html at build time (scripts/prerender.ts)
// and hydrated by src/main.tsx; /admin and /seo get the empty shell (200.html), every other
// path the 404 page (404.html) with status 404.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page has its text, metadata and structured data', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(page.getByRole('link', { name: 'Pedir Orçamento no WhatsApp' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ligar Agora' }).first()).toBeVisible();
    for (const id of ['sobre', 'servicos', 'porque', 'faq'])
      await expect(page.locator(`#${id}`)).toHaveCount(1);

    const title = await page.title();
    expect(title).toMatch(/Limpeza de Estofos/);
    expect(Array.from(title).length).toBeLessThanOrEqual(60);
    await expect(page.locator('title')).toHaveCount(1);

    const head = page.locator('head');
    const description = await head.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(50);
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(await head.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /^https?:\/\/.+\.(jpe?g|png|webp)$/,
    );
    expect(await head.locator('meta[name="robots"]').getAttribute('content')).toBe('index,follow');

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['WebSite', 'BreadcrumbList']));
    const business = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((block) => block.telephone !== undefined);
    expect(business?.address).toBeDefined();
    expect(business?.openingHoursSpecification).toBeDefined();
  });

  test('the phone menu opens and closes from the HTML alone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the desktop shows the links');
    await page.goto('/');
    const menu = page.locator('header details');
    const toggle = menu.locator('summary');
    await expect(toggle).toHaveAttribute('aria-label', 'Abrir menu');
    await expect(menu.getByRole('link', { name: 'Serviços', exact: true })).toBeHidden();
    await toggle.click();
    await expect(menu).toHaveAttribute('open');
    await expect(menu.getByRole('link', { name: 'Serviços', exact: true })).toBeVisible();
    await toggle.click();
    await expect(menu).not.toHaveAttribute('open');
  });

  test('the FAQ keeps one answer open and closes the open one, from the HTML alone', async ({ page }) => {
    await page.goto('/');
    const questions = page.locator('#faq details');
    const open = () => questions.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
    await questions.nth(0).locator('summary').click();
    await questions.nth(3).locator('summary').click();
    expect(await open()).toEqual([false, false, false, true, false]);
    await questions.nth(3).locator('summary').click();
    expect(await open()).toEqual([false, false, false, false, false]);
  });
});

test('a plain GET of / is the prerendered page with the security headers', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<div id="root" data-prerendered-path="\/"><[a-z]/);
  expect(html).toContain('application/ld+json');
  expect(html).not.toContain('noindex');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('/ preloads every chunk its entry script imports, and only those: no waterfall, no React DOM', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"[^>]*><\/script>/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"[^>]*>/g)].map(
    (m) => m[1]!,
  );

  // what the browser would otherwise find one round trip after another: the entry's static
  // imports, theirs, and so on (the built chunks import each other as "./name.js")
  const imported = new Set<string>();
  const pending = [entry!];
  while (pending.length > 0) {
    const code = await (await request.get(pending.pop()!)).text();
    for (const [, file] of code.matchAll(/(?:^|;)import(?:\{[^}]*\}from)?"\.\/([^"]+)"/g)) {
      const href = `/assets/${file}`;
      if (!imported.has(href)) pending.push(href);
      imported.add(href);
    }
  }

  expect(imported.size).toBeGreaterThan(0);
  expect([...preloaded].sort()).toEqual([...imported].sort());
  for (const href of preloaded) expect(href).not.toMatch(/react/);
});

/** Console errors, uncaught errors and React's hydration complaints of a page. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  return problems;
}

test('nothing hydrates at load: the page keeps every prerendered node, follows changes, and logs nothing', async ({
  page,
  request,
}) => {
  // the page served is up to date (other tests write straight into the database)
  await rebuildPublicPage(request);
  // Tag the server-rendered nodes before any script runs: a hydration reuses a node, a client
  // re-render (after a mismatch) would replace it.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const node of document.querySelectorAll<HTMLElement>('h1, [data-island="hero-video"] img'))
        node.dataset.fromServer = 'yes';
    });
  });
  const problems = collectProblems(page);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });

  const network = trackMainFrameNetwork(page);
  await skipWaitForLiveUpdates(page);
  const following = followingChanges(page);
  await page.goto('/');
  await following;
  await network.settled();
  // The page shows what is published already: no island needs React until one that the
  // visitor interacts with comes near, or a live change must be rendered.
  const poster = page.locator('[data-island="hero-video"] img');
  await expect(poster).toHaveAttribute('data-from-server', 'yes');
  expect(await isHydrated(poster)).toBe(false);
  await page.locator('#contacto').scrollIntoViewIfNeeded();
  await network.settled();
  await expect(page.locator('[data-island-hydrated]')).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1 });
  expect(await isHydrated(heading)).toBe(false);
  await expect(heading).toHaveAttribute('data-from-server', 'yes');
  expect(await isHydrated(page.locator('#faq details').first())).toBe(false);
  // Manrope is added by script once the page is on screen (src/load-web-font.ts).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes('Manrope Variable') && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  await network.settled();

  expect(problems).toEqual([]);
  // The rules the page uses are inline; the whole stylesheet is fetched once, after the paint.
  expect(stylesheets).toHaveLength(1);
});

test.describe('other paths get the shell, or the 404 page with status 404', () => {
  test('/admin is the empty, unindexed shell and shows the login', async ({ page, request }) => {
    const response = await request.get('/admin');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('application/ld+json');
    // it has no first screen to wait for: Chromium would warn that it never found one
    expect(html).not.toContain('rel="expect"');

    const problems = collectProblems(page);
    await page.goto('/admin');
    await expect(page.getByLabel('Usuário')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('/seo is served with no referrer and shows its gate', async ({ page, request }) => {
    const response = await request.get('/seo?key=errada');
    expect(response.status()).toBe(200);
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    expect(await response.text()).toContain('<div id="root"></div>');

    await page.goto('/seo?key=errada');
    await expect(page.getByText('Acesso Negado')).toBeVisible();
  });

  test('only /, /admin and /seo answer 200', async ({ request }) => {
    for (const path of ['/', '/admin', '/seo']) expect((await request.get(path)).status(), path).toBe(200);
  });

  test('an unknown path answers 404 with the 404 page, its title and noindex, nofollow', async ({
    page,
    request,
  }) => {
    const home = await (await request.get('/')).text();
    const businessName = /<meta property="og:site_name" content="([^"]*)"/.exec(home)?.[1] ?? '';
    expect(businessName).not.toBe('');
    const title = `<title>Página não encontrada · Page not found | ${businessName}</title>`;

    for (const path of ['/pagina-que-nao-existe', '/nao-existe/de-todo', '/admin/x', '/seo.txt']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain(title);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('rel="expect"');
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }

    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const response = await page.goto('/pagina-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(await page.title()).toMatch(/^Página não encontrada · Page not found \| \S/);
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(logged.some((text) => text.includes('/pagina-que-nao-existe'))).toBe(true);
    await page.getByRole('link', { name: 'Voltar à página inicial' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
