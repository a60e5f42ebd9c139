import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { e2eServiceClient } from './support/e2e-env.ts';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('the home page lists exactly the published slots and passes axe', async ({ page }) => {
  const service = e2eServiceClient();
  // Two slots, so the count reads "N imagens publicadas." whatever ran before.
  for (const slot of ['global.logo', 'global.favicon']) {
    const published = await service.rpc('publish_media_version', {
      p_slot_name: slot,
      p_file_url: `http://127.0.0.1/${slot}.png`,
      p_storage_path: `slots/${slot}/e2e.png`,
      p_file_name: `${slot}.png`,
      p_mime_type: 'image/png',
      p_file_size: 1024,
      p_width: 200,
      p_height: 80,
    });
    expect(published.error).toBeNull();
  }
  const count = await service
    .from('media_slots')
    .select('slot_name', { count: 'exact', head: true })
    .eq('is_published', true);
  expect(count.error).toBeNull();

  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: 'Imagens publicadas' });
  await expect(list.getByText(`${count.count} imagens publicadas.`)).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'global.logo' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'global.favicon' })).toBeVisible();
  // RLS hides the slots that are still empty.
  await expect(list.getByText('home.hero.desktop')).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
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
  await expect(page.getByRole('heading', { name: 'Imagens publicadas' })).toBeVisible();
});
