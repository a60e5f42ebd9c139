// The page in English at /en/, as the owner publishes it and as visitors and crawlers get it:
// nothing of it exists, and nothing points to it, until the owner turns on "Publicar a página em
// inglês" in /admin (refused while English texts are missing); then /en/ is served in English,
// both pages and the sitemap point to each other as Google documents it, the language link works
// without scripts and stores nothing; an English text edited in /admin reaches an open /en/ page
// and the served one; turning it off takes /en/ and every pointer away again. Every test leaves
// the site in Portuguese only, as the other specs expect.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { openAdminSignedIn, openTab, toast } from '#tests/e2e/support/admin-page.ts';
import { wcagAAViolations } from '#tests/e2e/support/axe.ts';
import { E2E_SITE_PORT, e2eServiceClient } from '#tests/e2e/support/e2e-env.ts';
import { openLiveHome } from '#tests/e2e/support/live-home.ts';
import { showBuiltInPageTexts } from '#tests/e2e/support/page-texts.ts';
import { publicPageCaughtUp, rebuildPublicPage } from '#tests/e2e/support/public-page.ts';
import { JSDOM } from 'jsdom';

const service = e2eServiceClient();
const ENGLISH = BUILT_IN_PAGE_TEXTS['en-GB'];
/** The site's address, as the e2e build sets it (VITE_SITE_URL). */
const SITE = `http://127.0.0.1:${E2E_SITE_PORT}`;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

async function withdrawEnglish(): Promise<void> {
  expect((await service.from('published_locales').delete().eq('locale', 'en-GB')).error).toBeNull();
}

/** No English texts saved, as on a fresh project (only a backup's restore deletes texts otherwise). */
async function forgetEnglishTexts(): Promise<void> {
  const of = (table: 'owner_documents' | 'owner_document_versions') =>
    service.from(table).delete().eq('document', 'page-texts').eq('locale', 'en-GB');
  expect((await of('owner_documents')).error).toBeNull();
  expect((await of('owner_document_versions')).error).toBeNull();
}

async function publishEnglish(): Promise<void> {
  await showBuiltInPageTexts(service, ENGLISH, 'en-GB');
  expect((await service.from('published_locales').insert({ locale: 'en-GB' })).error).toBeNull();
}

test.afterEach(async ({ request }) => {
  await withdrawEnglish();
  await forgetEnglishTexts();
  await showBuiltInPageTexts(service, BUILT_IN_PAGE_TEXTS['pt-PT']);
  await rebuildPublicPage(request);
});

/** Every pointer a page may carry to another language's page. */
function pointers(html: string): string[] {
  return [
    ...html.matchAll(/<link rel="alternate"[^>]*>|<a [^>]*hrefLang="[^"]*"[^>]*>|og:locale:alternate/gi),
  ].map(([found]) => found);
}

async function status(request: APIRequestContext, path: string): Promise<number> {
  return (await request.get(path, { maxRedirects: 0 })).status();
}

/** The switch of the Textos tab in English, as the owner sees it. */
async function englishTexts(admin: Page) {
  await openAdminSignedIn(admin);
  await openTab(admin, /^Textos$/);
  await admin.getByRole('radio', { name: 'English' }).check();
  const toggle = admin.getByRole('switch', { name: 'Publicar a página em inglês' });
  await expect(toggle).toBeVisible();
  return toggle;
}

test('the owner publishes the English page once its texts are written, and withdraws it: /en/ and every pointer come and go', async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'the owner’s flow; the page itself is checked at both sizes below',
  );
  test.setTimeout(120_000);
  await forgetEnglishTexts();
  await rebuildPublicPage(request);

  // not published: 404, and nothing points to it
  expect(await status(request, '/en/')).toBe(404);
  const portugueseOnly = await publicPageCaughtUp(request);
  expect(pointers(portugueseOnly)).toEqual([]);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/en/');

  // no English texts saved yet: the switch refuses, naming why
  const toggle = await englishTexts(page);
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'escreva e guarde primeiro os seus textos' }),
  ).toBeVisible();
  await expect(toggle).toHaveAccessibleDescription(/escreva e guarde primeiro os seus textos/);
  await expect(toggle).not.toBeChecked();

  // the built-in English copy is where the form starts: saved as the owner's, then published
  await page.getByText('Resultados do Google e partilhas', { exact: true }).click();
  const title = page.getByLabel(/^Título da página/);
  await expect(title).toHaveValue(ENGLISH.metadata.title);
  await title.fill('Sofa and Mattress Cleaning in Lisbon');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(page, 'Textos guardados')).toBeVisible();
  await toggle.click();
  await expect(toast(page, 'Página em inglês publicada')).toBeVisible();
  await expect(toggle).toBeChecked();

  // served in English, the two pages pointing to each other, the sitemap listing both
  const english = await publicPageCaughtUp(request, '/en/');
  expect(english).toMatch(/<html lang="en">/);
  expect(english).toContain('<title>Sofa and Mattress Cleaning in Lisbon |');
  const portuguese = await publicPageCaughtUp(request, '/');
  for (const html of [english, portuguese]) {
    // HTML's attribute names know no case: React writes hrefLang
    expect(html.toLowerCase()).toContain(`hreflang="pt-pt" href="${SITE}/"`);
    expect(html.toLowerCase()).toContain(`hreflang="en" href="${SITE}/en/"`);
    expect(html.toLowerCase()).toContain(`hreflang="x-default" href="${SITE}/"`);
  }
  expect(english).toContain(`<link rel="canonical" href="${SITE}/en/"`);
  expect(portuguese).toContain(`<link rel="canonical" href="${SITE}/"`);
  // the sitemap: well-formed XML, each page listing both pages and x-default, itself included
  const sitemap = new JSDOM(await (await request.get('/sitemap.xml')).text(), {
    contentType: 'application/xml',
  }).window.document;
  expect(sitemap.getElementsByTagName('parsererror')).toHaveLength(0);
  const urls = [...sitemap.getElementsByTagNameNS(SITEMAP_NS, 'url')];
  expect(urls.map((url) => url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent)).toEqual([
    `${SITE}/`,
    `${SITE}/en/`,
  ]);
  for (const url of urls) {
    const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
    expect(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      ['pt-PT', `${SITE}/`],
      ['en', `${SITE}/en/`],
      ['x-default', `${SITE}/`],
    ]);
  }
  // /en without its slash goes to the page, as the hosts do
  const bare = await request.get('/en', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe('/en/');

  // withdrawn: gone again, with every pointer
  await toggle.click();
  await expect(toast(page, 'Página em inglês retirada')).toBeVisible();
  await expect.poll(() => status(request, '/en/'), { timeout: 30_000 }).toBe(404);
  expect(pointers(await publicPageCaughtUp(request))).toEqual([]);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/en/');
});

test('/en/ is the page in English, axe-clean, with a language link that works without scripts and keeps nothing', async ({
  page,
  browser,
  request,
}) => {
  await publishEnglish();
  await rebuildPublicPage(request);

  await openLiveHome(page, '/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ENGLISH.hero.titleStart);
  await expect(page.locator('#faq')).toContainText(ENGLISH.faq.items[0]!.question);
  expect(await wcagAAViolations(page), '/en/').toEqual([]);

  // a visitor reading English sees no Portuguese of the page's own (the reviews stay as written)
  const words = await page.locator('body').evaluate((body) => {
    const clone = body.cloneNode(true) as HTMLElement;
    clone
      .querySelectorAll('[lang="pt-PT"], script, style, #home-state')
      .forEach((element) => element.remove());
    return clone.textContent ?? '';
  });
  for (const portuguese of [
    'Pedir Orçamento',
    'Perguntas Frequentes',
    'Saltar para o conteúdo',
    'encerrado',
  ]) {
    expect(words, portuguese).not.toContain(portuguese);
  }

  // the language link, with the scripts off: a plain link, in the bar or the phone menu
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize() ?? undefined,
  });
  const noScripts = await plain.newPage();
  await noScripts.goto('/en/');
  if (isPhone(page)) await noScripts.locator('header details summary').click();
  const link = noScripts.getByRole('link', { name: 'Português', exact: true }).filter({ visible: true });
  await expect(link).toHaveAttribute('hreflang', 'pt-PT');
  await expect(link).toHaveAttribute('lang', 'pt-PT');
  await link.click();
  await expect(noScripts).toHaveURL(/\/$/);
  await expect(noScripts.locator('html')).toHaveAttribute('lang', 'pt-PT');
  expect(await plain.cookies()).toEqual([]);
  await plain.close();
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([
    0,
    0,
    '',
  ]);

  // the 404 page speaks both languages and leads to each language's home page
  await page.goto('/en/nao-existe');
  await expect(page.getByText('The page you are looking for does not exist or has moved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en/');
  await expect(page.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/');

  // never a redirect by the browser's language
  const asEnglishReader = await request.get('/', {
    headers: { 'accept-language': 'en-GB,en;q=0.9' },
    maxRedirects: 0,
  });
  expect(asEnglishReader.status()).toBe(200);
  expect(await asEnglishReader.text()).toMatch(/<html lang="pt-PT">/);
});

test('an English FAQ answer edited in /admin reaches an open /en/ page live, then the served /en/', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one size: the live path is the same at both');
  test.setTimeout(120_000);
  await publishEnglish();
  await rebuildPublicPage(request);
  const answer = page.locator('#faq details').nth(1).locator('.faq-answer');
  await openLiveHome(page, '/en/');
  await expect(answer).toHaveText(ENGLISH.faq.items[1]!.answer);

  const admin = await browser.newPage();
  await englishTexts(admin);
  const faq = admin
    .locator('form details')
    .filter({ has: admin.getByText('Perguntas Frequentes', { exact: true }) });
  await faq.locator('summary').click();
  const field = faq
    .locator('li')
    .filter({ has: admin.getByText('Pergunta 2', { exact: true }) })
    .first()
    .getByLabel('Resposta', { exact: true });
  const newAnswer = 'It depends on the size and the fabric: send us photos on WhatsApp for a quote.';
  await field.fill(newAnswer);
  await admin.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(admin, 'Textos guardados')).toBeVisible();
  await admin.close();

  await expect(answer).toHaveText(newAnswer);
  expect(await publicPageCaughtUp(request, '/en/')).toContain(newAnswer);
  // the Portuguese page keeps its own words
  expect(await publicPageCaughtUp(request, '/')).not.toContain(newAnswer);
});

/** Whether the page is the phone's, whose language link is in the menu. */
function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1024) < 1024;
}
