// The business facts the owner edits in /admin ("Dados do negócio") as visitors get them: saved
// before the visit (the build rendered the configuration) and saved while the page is open.
// The facts are one row for the whole project: every test leaves the store with none saved,
// as the other specs expect.
import { expect, test, type Page } from '@playwright/test';
import { openAdminSignedIn, openTab, toast } from '#tests/e2e/support/admin-page.ts';
import { forgetSavedFacts } from '#tests/e2e/support/business-facts.ts';
import { e2eServiceClient } from '#tests/e2e/support/e2e-env.ts';
import { islandRendered, openLiveHome } from '#tests/e2e/support/live-home.ts';
import { rebuildPublicPage } from '#tests/e2e/support/public-page.ts';
import { channelJoined } from '#tests/e2e/support/realtime.ts';
import { stubYouTube } from '#tests/e2e/support/youtube-stub.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';

const service = e2eServiceClient();

/** Facts the owner could have saved: every kind of field differs from the configuration. */
const SAVED_FACTS = completeBusinessFacts({
  name: 'Estofos da Ana',
  whatsapp: '+351933333333',
  phone: '+351213456789',
  email: 'ana@estofos.pt',
  openingHours: { ...completeBusinessFacts().openingHours, Sa: null },
  social: { instagram: '', facebook: '', youtube: '', tiktok: 'https://www.tiktok.com/@estofosdaana' },
  reviewCount: 57,
  reviews: [
    { author: 'Rita Costa', place: 'Sintra', text: 'Sofá como novo.', rating: 5, date: '2026-11-01' },
  ],
});

async function saveFacts(): Promise<void> {
  const saved = await service.rpc('save_owner_document', {
    p_document: 'business-facts',
    p_locale: 'pt-PT',
    p_content: SAVED_FACTS,
  });
  expect(saved.error).toBeNull();
}

test.beforeEach(() => forgetSavedFacts(service));
// what the owner would see after deleting them: the public page rebuilt without them
test.afterEach(async ({ request }) => {
  await forgetSavedFacts(service);
  await rebuildPublicPage(request);
});

async function openHome(page: Page): Promise<void> {
  await openLiveHome(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const callLink = (page: Page) => page.locator('#inicio').getByRole('link', { name: 'Ligar Agora' });
const heroChat = (page: Page) => page.locator('#inicio').getByRole('link', { name: /WhatsApp/ });
const footer = (page: Page) => page.locator('footer#contacto');

test('facts saved before the visit show in the sections that are text, the footer and the reviews', async ({
  page,
}) => {
  await saveFacts();

  await openHome(page);
  // the build rendered the configuration: the page's script points the text sections' links
  await expect(callLink(page)).toHaveAttribute('href', 'tel:+351213456789');
  await expect(heroChat(page)).toHaveAttribute('href', /^https:\/\/wa\.me\/351933333333\?text=/);
  // the page is older than the site: the reviews and the footer are rendered again, with the facts
  await islandRendered(page, 'reviews');
  await islandRendered(page, 'site-footer');
  await page.locator('#avaliacoes').scrollIntoViewIfNeeded();
  const reviews = page.locator('#avaliacoes');
  await expect(reviews.getByText('Sofá como novo.')).toBeVisible();
  await expect(reviews.getByText('57 avaliações no Google')).toBeVisible();
  await expect(reviews.getByRole('img', { name: '4,9 de 5 estrelas' })).toBeVisible();
  await page.locator('#contacto').scrollIntoViewIfNeeded();
  await expect(footer(page).getByRole('link', { name: '+351 213 456 789' })).toHaveAttribute(
    'href',
    'tel:+351213456789',
  );
  await expect(footer(page).getByText('Segunda a Sexta: 9h–19h')).toBeVisible();
  await expect(footer(page).getByText('Sábado e Domingo: encerrado')).toBeVisible();
  await expect(footer(page).getByRole('link', { name: 'TikTok' })).toBeVisible();
  await expect(footer(page).getByRole('link', { name: 'Instagram' })).toHaveCount(0);
});

test('a phone number and a review edited in /admin reach an open home page on a phone, without a reload', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone is where visitors tap to call');
  const joined = channelJoined(page, 'owner-documents-updates');
  await openHome(page);
  await joined;
  await expect(callLink(page)).toHaveAttribute('href', /^tel:\+351910000000$/);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const admin = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await openAdminSignedIn(admin);
  await openTab(admin, /^Dados do negócio/);
  await admin.getByLabel('Número de telefone', { exact: true }).fill('21 345 6789');
  await admin.getByRole('button', { name: 'Adicionar avaliação' }).click();
  await admin.getByLabel('Nome', { exact: true }).last().fill('João Reis');
  await admin.getByLabel('Localidade', { exact: true }).last().fill('Almada');
  await admin.getByLabel('Texto', { exact: true }).last().fill('Colchão impecável, vieram no próprio dia.');
  await admin.getByLabel('Estrelas', { exact: true }).last().selectOption('4');
  await admin.getByLabel('Data', { exact: true }).last().fill('2026-11-20');
  // the build's placeholders (WhatsApp, e-mail, profiles) are still there: the form refuses
  await admin.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(admin, 'Ainda há dados de exemplo')).toContainText(
    'Número de WhatsApp, E-mail, Instagram, Facebook e YouTube',
  );
  await admin.getByLabel('Número de WhatsApp', { exact: true }).fill('93 333 3333');
  await admin.getByLabel('E-mail', { exact: true }).fill('ana@estofos.pt');
  await admin.getByLabel('Instagram', { exact: true }).fill('https://www.instagram.com/estofosdaana');
  for (const network of ['Facebook', 'YouTube']) await admin.getByLabel(network, { exact: true }).fill('');
  await admin.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(admin, 'Dados do negócio guardados')).toBeVisible();
  await admin.close();

  await expect(callLink(page)).toHaveAttribute('href', 'tel:+351213456789');
  await islandRendered(page, 'reviews');
  await islandRendered(page, 'site-footer');
  await page.locator('#avaliacoes').scrollIntoViewIfNeeded();
  const review = page.locator('#avaliacoes li').filter({ hasText: 'Colchão impecável' });
  await expect(review).toBeVisible();
  await expect(review.getByText('João Reis')).toBeVisible();
  await expect(review.getByRole('img', { name: '4 de 5 estrelas' })).toBeVisible();
  await page.locator('#contacto').scrollIntoViewIfNeeded();
  await expect(footer(page).getByRole('link', { name: '+351 213 456 789' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test('the SEO page warns while the published page is older than the last change', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the audit is the same at both sizes');
  test.setTimeout(120_000);
  await saveFacts();
  await stubYouTube(page);
  await page.goto('/seo?key=seo-local-1');
  await page.getByRole('button', { name: 'Executar auditoria' }).click();
  await expect(page.getByText('Auditoria concluída.')).toBeVisible({ timeout: 90_000 });

  const check = page
    .getByRole('table', { name: 'Boas práticas' })
    .getByRole('row', { name: /Página pública gerada com as últimas alterações/ });
  await expect(check).toContainText('Falhou');
  await expect(check).toContainText(/^.*Gerada a .*; a última alteração é de /);
  await expect(
    page.getByText(/A página pública é anterior à última alteração feita no \/admin/),
  ).toBeVisible();
});
