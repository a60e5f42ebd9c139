// The page's texts the owner edits in /admin ("Textos") as visitors get them: live on an open
// page, in the served `/` once the build hook has rebuilt it, refused when a required text is
// emptied, and put back everywhere by restoring a version. Every test leaves the page on its
// built-in texts, as the other specs expect.
import { expect, test, type Page } from '@playwright/test';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { openAdminSignedIn, openTab, toast } from '#tests/e2e/support/admin-page.ts';
import { wcagAAViolations } from '#tests/e2e/support/axe.ts';
import { e2eServiceClient } from '#tests/e2e/support/e2e-env.ts';
import { openLiveHome } from '#tests/e2e/support/live-home.ts';
import { showBuiltInPageTexts } from '#tests/e2e/support/page-texts.ts';
import { currentRevision, publicPageCaughtUp, rebuildPublicPage } from '#tests/e2e/support/public-page.ts';

const service = e2eServiceClient();

const OLD_ANSWER = BUILT_IN_PAGE_TEXTS['pt-PT'].faq.items[1]!.answer;
const NEW_ANSWER = 'Depende do tamanho e do tecido: envie-nos fotos pelo WhatsApp e dizemos-lhe o preço.';
const OLD_QUESTION = BUILT_IN_PAGE_TEXTS['pt-PT'].faq.items[0]!.question;
const OLD_BULLET = BUILT_IN_PAGE_TEXTS['pt-PT'].services.services[0]!.features[2]!;
const NEW_BULLET = 'Tecido, pele e veludo';

let builtInVersion = 0;
test.beforeEach(async () => {
  builtInVersion = await showBuiltInPageTexts(service, BUILT_IN_PAGE_TEXTS['pt-PT']);
});
test.afterEach(async ({ request }) => {
  await showBuiltInPageTexts(service, BUILT_IN_PAGE_TEXTS['pt-PT']);
  await rebuildPublicPage(request);
});

const faqAnswer = (page: Page, index: number) =>
  page.locator('#faq details').nth(index).locator('.faq-answer');
const faqQuestion = (page: Page, index: number) => page.locator('#faq details').nth(index).locator('summary');
const sofaBullet = (page: Page) =>
  page.locator('#servicos .service-card').first().locator('.check-list li').nth(2);

/** Opens one section of the Textos form by its name, as the owner taps it. */
async function openSection(admin: Page, name: string) {
  const section = admin.locator('form details').filter({ has: admin.getByText(name, { exact: true }) });
  await section.locator('summary').click();
  await expect(section).toHaveAttribute('open', '');
  return section;
}

/** One item of a list in the form, by its heading ("Pergunta 2"). */
const formItem = (section: ReturnType<Page['locator']>, heading: string) =>
  section
    .locator('li')
    .filter({ has: section.page().getByText(heading, { exact: true }) })
    .first();

test('the owner changes an FAQ answer and a service bullet: an open page shows both, then the served page; an emptied question is refused; restoring brings the old texts back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await openLiveHome(page);
  await expect(faqAnswer(page, 1)).toHaveText(OLD_ANSWER);
  await expect(sofaBullet(page)).toHaveText(OLD_BULLET);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const admin = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await openAdminSignedIn(admin);
  await openTab(admin, /^Textos$/);
  const faq = await openSection(admin, 'Perguntas Frequentes');

  const answer = formItem(faq, 'Pergunta 2').getByLabel('Resposta', { exact: true });
  await expect(answer).toHaveValue(OLD_ANSWER);
  await answer.fill(NEW_ANSWER);
  const services = await openSection(admin, 'Serviços');
  const bullet = formItem(formItem(services, 'Serviço 1'), 'Ponto 3').getByLabel('Ponto', { exact: true });
  await bullet.fill(NEW_BULLET);
  await admin.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(admin, 'Textos guardados')).toBeVisible();

  // the open page, without a reload
  await expect(faqAnswer(page, 1)).toHaveText(NEW_ANSWER);
  await expect(sofaBullet(page)).toHaveText(NEW_BULLET);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // the served page, rebuilt by the build hook the save fired
  const served = await publicPageCaughtUp(request);
  expect(served).toContain(NEW_ANSWER);
  expect(served).toContain(`<li>${NEW_BULLET}</li>`);
  expect(served).not.toContain(OLD_ANSWER);

  // an emptied question: refused, named, nothing sent
  const revision = await currentRevision();
  const question = formItem(faq, 'Pergunta 1').getByLabel('Pergunta', { exact: true });
  await question.fill('');
  await admin.getByRole('button', { name: 'Guardar', exact: true }).click();
  const refusal = 'Perguntas Frequentes › Pergunta 1 › Pergunta: não pode ficar em branco.';
  await expect(faq.getByText(refusal, { exact: true })).toBeVisible();
  await expect(toast(admin, 'Há textos por corrigir')).toContainText(refusal);
  await expect(question).toHaveAttribute('aria-invalid', 'true');
  await expect(question).toBeFocused();
  expect(await currentRevision()).toBe(revision);
  await expect(faqQuestion(page, 0)).toHaveText(OLD_QUESTION);
  await admin.getByRole('button', { name: 'Cancelar', exact: true }).click();

  // restoring the version before the change puts the old texts back everywhere
  await admin
    .getByRole('tabpanel', { name: 'Textos' })
    .getByText(/^Versões anteriores/)
    .click();
  await admin.getByRole('button', { name: new RegExp(`^Restaurar a versão ${builtInVersion},`) }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Restaurar', exact: true }).click();
  await expect(toast(admin, 'Versão restaurada')).toBeVisible();
  await expect(answer).toHaveValue(OLD_ANSWER);
  await admin.close();

  await expect(faqAnswer(page, 1)).toHaveText(OLD_ANSWER);
  await expect(sofaBullet(page)).toHaveText(OLD_BULLET);
  const restored = await publicPageCaughtUp(request);
  expect(restored).toContain(OLD_ANSWER);
  expect(restored).not.toContain(NEW_ANSWER);
  expect(restored).not.toContain(NEW_BULLET);
});

test('the Textos tab passes axe, and its preview shows the unsaved texts in the page itself, as they are typed', async ({
  page,
}) => {
  await openAdminSignedIn(page);
  await openTab(page, /^Textos$/);
  await openSection(page, 'Serviços');
  expect(await wcagAAViolations(page), 'the Textos tab').toEqual([]);

  await page.getByText('Pré-visualizar num telemóvel', { exact: true }).click();
  const preview = page.frameLocator('iframe[title="Pré-visualização da página inicial num telemóvel"]');
  await expect(preview.locator('#faq details').first().locator('summary')).toHaveText(OLD_QUESTION);

  const faq = await openSection(page, 'Perguntas Frequentes');
  await formItem(faq, 'Pergunta 1').getByLabel('Pergunta', { exact: true }).fill('Trabalham ao sábado?');
  await expect(preview.locator('#faq details').first().locator('summary')).toHaveText('Trabalham ao sábado?');
  // nothing was saved: the public page's texts are the built-in ones
  const { data } = await service
    .from('owner_documents')
    .select('content')
    .eq('document', 'page-texts')
    .eq('locale', 'pt-PT')
    .single();
  expect(JSON.stringify(data?.content)).not.toContain('Trabalham ao sábado?');
});
