import { expect, test } from '@playwright/test';
import { analyzeWcagAA } from './support/axe.ts';

test('the home page renders its sections and passes axe', async ({ page }) => {
  // No network needed: the YouTube player gets an empty local page.
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>YouTube</title></html>',
    }),
  );
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const id of [
    'sobre',
    'servicos',
    'como-funciona',
    'impermeabilizacao',
    'porque',
    'avaliacoes',
    'faq',
  ]) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
  await expect(page.getByRole('link', { name: 'Pedir Orçamento no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+/,
  );

  const axe = await analyzeWcagAA(page);
  expect(axe.violations).toEqual([]);
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/pagina-que-nao-existe');

  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(errors.some((text) => text.includes('/pagina-que-nao-existe'))).toBe(true);

  await page.getByRole('link', { name: 'Voltar à página inicial' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
