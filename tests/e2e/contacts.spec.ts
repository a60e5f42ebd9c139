// What the site brings, counted without cookies (docs/contact-counting.md): a visitor on a phone
// taps WhatsApp and call buttons, the owner sees the taps by section in /admin "Contactos", and
// the visitor's browser keeps nothing. The links open whatever happens to the count.
//
// The e2e Chromium is headless and says so in its user agent (HeadlessChrome), which the
// counter leaves out on purpose; the visitor here is given a phone browser's user agent, so they
// count as a person would. Every other spec's visits are headless and count nothing, so the
// numbers here are this file's alone (it starts them from zero).
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_SECTIONS } from '#portable/contact-count.ts';
import { openAdminSignedIn } from '#tests/e2e/support/admin-page.ts';
import { wcagAAViolations } from '#tests/e2e/support/axe.ts';
import { e2eServiceClient } from '#tests/e2e/support/e2e-env.ts';
import { stubYouTube } from '#tests/e2e/support/youtube-stub.ts';

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const service = e2eServiceClient();

test.use({ userAgent: PHONE_BROWSER });
test.skip(({ isMobile }) => !isMobile, 'the visitor is on a phone');

const isBeacon = (url: string) => url.endsWith('/functions/v1/contact-count');

/** Opens `/` and resolves once the counter has started (it sends the visit first). */
async function openHomeCounting(page: Page): Promise<void> {
  await stubYouTube(page);
  // wa.me is the visitor's WhatsApp: a page of its own here, so the tab it opens has somewhere to go
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
    );
  const visit = page.waitForRequest(
    (request) => isBeacon(request.url()) && request.postData() === '{"kind":"visit","locale":"pt-PT"}',
  );
  await page.goto('/');
  await visit;
}

/** Taps a WhatsApp link and returns the address of the tab it opened. */
async function tapWhatsApp(page: Page, link: ReturnType<Page['locator']>): Promise<string> {
  const opened = page.waitForEvent('popup');
  await link.tap();
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  const url = tab.url();
  await tab.close();
  return url;
}

/** Taps a call link and returns the tel: address the browser was asked to open. */
async function tapCall(page: Page, link: ReturnType<Page['locator']>): Promise<string> {
  // the test browser has no dialer: the tel: request is as far as the call goes
  const dialled = page.waitForRequest((request) => request.url().startsWith('tel:'));
  await link.tap();
  return (await dialled).url();
}

async function todaysTaps(): Promise<Array<{ section: string; channel: string; taps: number }>> {
  const { data, error } = await service.from('contact_daily_taps').select('section, channel, taps');
  expect(error).toBeNull();
  return data ?? [];
}

async function openContactsTab(page: Page): Promise<void> {
  await openAdminSignedIn(page);
  // keyboard: from the tab before it, the arrow key moves to Contactos (Radix tabs)
  await page.getByRole('tab', { name: 'Textos' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Contactos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Contactos', level: 2 })).toBeVisible();
}

/** The WhatsApp and call cells of a section's row in the table by section. */
async function sectionRow(page: Page, section: string): Promise<string[]> {
  const table = page.getByRole('table', { name: /por secção do site: Hoje/ });
  return table
    .getByRole('row', { name: new RegExp(`^${section}`) })
    .getByRole('cell')
    .allTextContents();
}

test.beforeAll(async () => {
  // this file's numbers start from nothing
  for (const table of ['contact_daily_taps', 'contact_daily_visits'] as const) {
    expect((await service.from(table).delete().gte('day', '1900-01-01')).error).toBeNull();
  }
});

test('before any tap, the Contactos tab says so, and is axe clean', async ({ page }) => {
  await openContactsTab(page);
  await expect(page.getByText('Ainda sem contactos registados')).toBeVisible();
  expect(await wcagAAViolations(page)).toEqual([]);
});

test('taps on two service cards and the hero call show in /admin by section, and the visitor keeps nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await openHomeCounting(page);

  const cards = page.locator('#servicos .service-card').getByRole('link', { name: 'Solicitar Orçamento' });
  expect(await tapWhatsApp(page, cards.nth(0))).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(await tapWhatsApp(page, cards.nth(1))).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(await tapCall(page, page.locator('#inicio').getByRole('link', { name: 'Ligar Agora' }))).toMatch(
    /^tel:\+\d+$/,
  );

  // the counts reach the database (a beacon is sent on the way out and answered later)
  await expect
    .poll(async () =>
      (await todaysTaps()).map(({ section, channel, taps }) => `${section}/${channel}: ${taps}`).sort(),
    )
    .toEqual(['hero/call: 1', 'services/whatsapp: 2']);

  // nothing on the visitor's device: no cookie for any site, no local or session storage
  expect(await page.context().cookies()).toEqual([]);
  expect(
    await page.evaluate(() => ({
      cookie: document.cookie,
      local: localStorage.length,
      session: sessionStorage.length,
    })),
  ).toEqual({ cookie: '', local: 0, session: 0 });

  // the owner, on a phone too
  const ownerPhone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const owner = await ownerPhone.newPage();
  await openContactsTab(owner);
  await owner.getByLabel('Período').selectOption({ label: 'Hoje' });
  expect(await sectionRow(owner, 'Serviços')).toEqual(['2', '0']);
  expect(await sectionRow(owner, 'Topo da página')).toEqual(['0', '1']);
  expect(await sectionRow(owner, 'FAQ')).toEqual(['0', '0']);
  expect(await sectionRow(owner, 'Total')).toEqual(['2', '1']);
  const summary = owner.getByRole('table', { name: /Resumo/ });
  await expect(summary.getByRole('row', { name: /^Visitantes 1 1 1$/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /^Toques no WhatsApp 2 2 2$/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /^Chamadas 1 1 1$/ })).toBeVisible();
  await expect(owner.getByRole('img', { name: /Últimos 30 dias: 2 WhatsApp, 1 chamada/ })).toBeVisible();

  // the chart fits the phone's width, and its numbers are there in text
  const chartBox = await owner.getByRole('img', { name: /Últimos 30 dias/ }).boundingBox();
  expect(chartBox && chartBox.x + chartBox.width).toBeLessThanOrEqual(390);
  await owner.getByText('Ver os números de cada dia').click();
  expect(await wcagAAViolations(owner)).toEqual([]);
  await ownerPhone.close();
});

test('the links open when the count cannot be sent', async ({ page }) => {
  // the function is down: every beacon fails at the network
  const failed: string[] = [];
  await page.route('**/functions/v1/contact-count', (route) => {
    failed.push(route.request().postData() ?? '');
    return route.abort('connectionrefused');
  });
  const before = await todaysTaps();
  await openHomeCounting(page);

  const hero = page.locator('#inicio');
  expect(await tapWhatsApp(page, hero.getByRole('link', { name: 'Pedir Orçamento no WhatsApp' }))).toMatch(
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  expect(await tapCall(page, hero.getByRole('link', { name: 'Ligar Agora' }))).toMatch(/^tel:\+\d+$/);
  // the taps were tried, failed, and nothing else happened on the page
  await expect.poll(() => failed.filter((body) => body.includes('"tap"'))).toHaveLength(2);
  await expect(page).toHaveURL(/\/$/);
  expect(await todaysTaps()).toEqual(before);
});

test('without JavaScript the links are there and nothing is counted', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_BROWSER });
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (isBeacon(request.url())) beacons.push(request.url());
  });
  await page.goto('/');
  const links = page.locator('a[data-contact]');
  expect(await links.count()).toBeGreaterThan(CONTACT_SECTIONS.length);
  await expect(page.locator('#inicio').getByRole('link', { name: 'Ligar Agora' })).toHaveAttribute(
    'href',
    /^tel:\+\d+$/,
  );
  await expect(
    page.locator('#inicio').getByRole('link', { name: 'Pedir Orçamento no WhatsApp' }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  expect(beacons).toEqual([]);
  await context.close();
});
