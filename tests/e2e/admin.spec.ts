// The /admin media manager as the owner uses it: the production build, the stand-in and the
// real edge functions, at the phone and desktop sizes of playwright.config.ts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  fillUpload,
  latestVersionNumber,
  openAdminSignedIn,
  openTab,
  setVideoUrl,
  signIn,
  slotCard,
  toast,
  unpublishSlot,
} from '#tests/e2e/support/admin-page.ts';
import { e2eServiceClient } from '#tests/e2e/support/e2e-env.ts';
import { publishImage } from '#tests/e2e/support/media.ts';
import { cameraSizeJpeg, labelledJpeg, labelledPng } from '#tests/e2e/support/test-images.ts';
import { wcagAAViolations } from '#tests/e2e/support/axe.ts';
import { openLiveHome } from '#tests/e2e/support/live-home.ts';
import { stubYouTube } from '#tests/e2e/support/youtube-stub.ts';

const service = e2eServiceClient();

// Every test leaves the slots it filled empty and the hero without a video, as seeded, so the
// home page tests see their fallbacks whatever order the files run in.
const touchedSlots = new Set<string>();
test.afterEach(async () => {
  for (const slot of touchedSlots) await unpublishSlot(service, slot);
  touchedSlots.clear();
  await setVideoUrl(service, 'hero-main', null);
});

function jpegFile(name: string, buffer: Buffer) {
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Whether the functions still accept this session token (media-list answers 200 or 401). */
async function sessionAccepted(token: string): Promise<boolean> {
  const { error } = await service.functions.invoke('media-list', {
    method: 'GET',
    headers: { 'x-session-token': token },
  });
  if (!error) return true;
  const status = (error as { context?: Response }).context?.status;
  if (status === 401) return false;
  throw error;
}

async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('adminSessionToken'));
}

test('the owner’s journey: sign in, upload, replace, delete, restore, change the hero video, sign out', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const slot = 'servico-sofas';
  touchedSlots.add(slot);
  const base = await latestVersionNumber(service, slot);
  const altFirst = `Sofá limpo, primeira foto (${testInfo.project.name})`;
  const altSecond = `Sofá limpo, segunda foto (${testInfo.project.name})`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await stubYouTube(page);
  await page.goto('/admin');
  // the stand-in's default credentials are shown only because this build runs against it
  await expect(page.getByText('Ambiente local: Usuário admin · Senha mudar-esta-senha')).toBeVisible();
  await signIn(page, 'senha-errada');
  await expect(toast(page, 'Erro no login')).toContainText('Credenciais inválidas');
  await expect(page.getByLabel('Senha')).toBeVisible();

  await signIn(page);
  await expect(toast(page, 'Login realizado!')).toContainText('Bem-vindo ao painel administrativo');
  await expect(page.getByRole('heading', { name: 'Media Manager Fácil', level: 1 })).toBeVisible();
  // the session survives a reload
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

  // the public home page, open in a second tab the whole time
  const home = await context.newPage();
  // following live changes before the first upload, scrolled to the services, as the owner
  // watching them would be
  await openLiveHome(home);
  await home.locator('#servicos').scrollIntoViewIfNeeded();
  await expect(home.getByAltText(altFirst)).toHaveCount(0);

  // upload: version base+1, live on the home page without a reload
  await fillUpload(page, {
    file: jpegFile('sofa-1.jpg', await labelledJpeg('Sofá 1', 20)),
    sectionLabel: 'Serviços',
    slotName: slot,
    altText: altFirst,
  });
  await expect(page.getByTestId('upload-placement-note')).toContainText('Serviço: sofás e poltronas');
  await expect(page.getByTestId('upload-preview-image')).toHaveAttribute('alt', altFirst);
  await page.getByRole('button', { name: 'Enviar imagem' }).click();
  await expect(toast(page, 'Upload realizado!')).toContainText(`versão ${base + 1}`);
  await expect(home.getByAltText(altFirst)).toBeVisible();
  await expect(home.getByAltText(altFirst)).toHaveAttribute('src', new RegExp(`/slots/${slot}/`));
  // a 1200 px photo travels with 480 and 960 px WebP copies, which the home page offers in srcset
  await expect(home.getByAltText(altFirst)).toHaveAttribute(
    'srcset',
    new RegExp(`^\\S+/slots/${slot}/\\S+-w480\\.webp 480w, \\S+-w960\\.webp 960w, \\S+\\.jpg 1200w$`),
  );

  // the gallery shows it, and Ver / Link work
  await openTab(page, /^Ver Todas as Imagens \(\d+\)$/);
  const card = slotCard(page, slot);
  await expect(card.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(card.getByAltText(altFirst)).toBeVisible();
  const imageUrl = await card.getByAltText(altFirst).getAttribute('src');
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('link', { name: /^Ver/ }).click(),
  ]);
  expect(opened.url()).toBe(imageUrl);
  await opened.close();
  await card.getByRole('button', { name: /^Link/ }).click();
  await expect(toast(page, 'Copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(imageUrl);

  // replace: version base+2
  await fillUpload(page, {
    file: jpegFile('sofa-2.jpg', await labelledJpeg('Sofá 2', 200)),
    sectionLabel: 'Serviços',
    slotName: slot,
    altText: altSecond,
  });
  await expect(page.getByTestId('upload-placement-note')).toContainText(`versão ${base + 1}`);
  await expect(page.getByTestId('upload-placement-note')).toContainText('quem tiver o endereço antigo');
  await page.getByRole('button', { name: 'Enviar imagem' }).click();
  await expect(toast(page, 'Upload realizado!').filter({ hasText: `versão ${base + 2}` })).toBeVisible();
  await expect(home.getByAltText(altSecond)).toBeVisible();
  await expect(home.getByAltText(altFirst)).toHaveCount(0);

  // delete, behind the confirmation
  await openTab(page, /^Ver Todas as Imagens/);
  await card.getByRole('button', { name: /^Remover/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Tem certeza que deseja remover a imagem do slot ${slot}?`);
  await expect(dialog).toContainText('quem tiver o endereço antigo');
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(toast(page, 'Imagem removida!')).toBeVisible();
  // as the dialog and the upload's note say: a replaced or removed file is kept for the
  // history, so its old address still opens it
  expect((await page.request.get(imageUrl ?? '')).status()).toBe(200);
  await expect(card.getByText('Vazia', { exact: true })).toBeVisible();
  await expect(card.getByText('A aguardar imagem', { exact: false })).toBeVisible();
  // the visitor's open page drops it live too, without a reload (a headless tab never becomes
  // hidden, so this is not the refetch on return to the tab): anon reads every slot row, so
  // Realtime reports the slot becoming empty
  await expect(home.getByAltText(altSecond)).toHaveCount(0);
  await expect(home.locator(`img[src*="/slots/${slot}/"]`)).toHaveCount(0);

  // restore version base+1 from the history: live on the home page again
  await card.getByText(/^Histórico/).click();
  await card
    .getByRole('button', { name: `Restaurar versão ${base + 1} de Serviço: sofás e poltronas` })
    .click();
  await expect(toast(page, 'Versão restaurada')).toBeVisible();
  await expect(card.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(card.getByAltText(altFirst)).toBeVisible();
  await expect(home.getByAltText(altFirst)).toBeVisible();

  // the hero video: none at first, then a new id, previewed, saved, and used by the home page
  const newId = testInfo.project.name === 'phone' ? 'dQw4w9WgXcQ' : 'aqz-KE-bpKQ';
  await openTab(page, /^Gerenciar Vídeos \(2\)$/);
  const hero = page.locator('article[data-video-key="hero-main"]');
  const save = hero.getByRole('button', { name: 'Guardar' });
  const cancel = hero.getByRole('button', { name: 'Cancelar' });
  await expect(save).toBeDisabled();
  await expect(cancel).toBeDisabled();
  await expect(hero.getByLabel('URL ou ID do YouTube')).toHaveValue('');
  await expect(hero.getByText('Nenhum vídeo definido — o site mostra a imagem de capa.')).toBeVisible();
  await expect(hero.getByRole('button', { name: 'Remover vídeo' })).toBeDisabled();
  await expect(home.locator('iframe')).toHaveCount(0);
  await hero.getByLabel('URL ou ID do YouTube').fill('isto não é um vídeo');
  await expect(hero.getByText('Sem pré-visualização', { exact: false })).toBeVisible();
  await expect(hero.locator('iframe')).toHaveCount(0);
  await hero.getByLabel('URL ou ID do YouTube').fill(`https://youtu.be/${newId}`);
  await expect(hero.getByText('Alterações não guardadas.')).toBeVisible();
  await expect(hero.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${newId}`,
  );
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, 'Vídeo atualizado')).toBeVisible();
  await expect(hero.getByLabel('URL ou ID do YouTube')).toHaveValue(
    `https://www.youtube.com/watch?v=${newId}`,
  );
  await expect(hero.getByText('Alterações não guardadas.')).toHaveCount(0);
  await expect(save).toBeDisabled();
  await expect(home.locator(`iframe[src*="/embed/${newId}"]`)).toHaveCount(1);

  // and removed again: the home page goes back to the poster alone
  await hero.getByRole('button', { name: 'Remover vídeo' }).click();
  await expect(hero.getByLabel('URL ou ID do YouTube')).toHaveValue('');
  await expect(hero.getByText('Nenhum vídeo definido — o site mostra a imagem de capa.')).toBeVisible();
  await save.click();
  await expect(toast(page, 'o site mostra a imagem de capa')).toBeVisible();
  await expect(hero.getByText('Alterações não guardadas.')).toHaveCount(0);
  await expect(home.locator('iframe')).toHaveCount(0);
  await expect(home.locator('[data-island="hero-video"] img')).toBeVisible();

  // Sair revokes the session on the server; a reload stays signed out
  await home.close();
  const token = await sessionToken(page);
  expect(token && (await sessionAccepted(token))).toBe(true);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(toast(page, 'Logout realizado')).toBeVisible();
  await expect(page.getByLabel('Usuário')).toBeVisible();
  expect(await sessionToken(page)).toBeNull();
  expect(await sessionAccepted(token ?? '')).toBe(false);
  await page.reload();
  await expect(page.getByLabel('Usuário')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair' })).toHaveCount(0);
});

test('a session revoked on the server logs out at the next action with "Sessão Expirada"', async ({
  page,
}) => {
  touchedSlots.add('process.step_1');
  await openAdminSignedIn(page);
  await fillUpload(page, {
    file: jpegFile('passo.jpg', await labelledJpeg('Passo 1', 120)),
    sectionLabel: 'Como Funciona',
    slotName: 'process.step_1',
    altText: 'Primeiro passo',
  });

  // the server forgets every session (as after a timeout or a password change)
  const revoked = await service.from('admin_sessions').delete().gte('created_at', '1970-01-01T00:00:00Z');
  expect(revoked.error).toBeNull();

  await page.getByRole('button', { name: 'Enviar imagem' }).click();
  await expect(toast(page, 'Sessão Expirada')).toContainText('Faça login novamente para continuar');
  await expect(toast(page, 'Erro no upload')).toHaveCount(0);
  await expect(page.getByLabel('Usuário')).toBeVisible();
  expect(await sessionToken(page)).toBeNull();
  expect(await latestVersionNumber(service, 'process.step_1')).toBe(0);

  // signing in again starts from an empty form
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Media Manager Fácil', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhuma imagem escolhida', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Texto alternativo', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Secção do site')).toHaveValue('');
});

test('a camera-size photo is downscaled to WebP before it is sent, with a moving progress bar', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const slot = 'process.step_2';
  touchedSlots.add(slot);
  const photo = await cameraSizeJpeg();
  expect(photo.length).toBeGreaterThan(5_000_000);
  await openAdminSignedIn(page);
  await fillUpload(page, {
    file: jpegFile('IMG_20260101_120000.jpg', photo),
    sectionLabel: 'Como Funciona',
    slotName: slot,
  });

  // a slow uplink, like a phone's, so the bar has something to show
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1_000_000,
  });
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('progress');
      if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
  });
  const uploadRequest = page.waitForRequest(
    (request) => request.url().includes('/functions/v1/media-upload') && request.method() === 'POST',
  );

  await page.getByRole('button', { name: 'Enviar imagem' }).click();
  const request = await uploadRequest;
  await expect(toast(page, 'Upload realizado!')).toBeVisible({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const sentBytes = (await request.sizes()).requestBodySize;
  expect(sentBytes).toBeGreaterThan(0);
  expect(sentBytes).toBeLessThan(photo.length / 2);
  expect(request.postDataBuffer()?.includes('Content-Type: image/webp')).toBe(true);
  const progress = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(progress.some((value) => value > 0 && value < 100)).toBe(true);
  expect(progress.length).toBeGreaterThanOrEqual(3);

  // what the server stored is exactly what was sent: a 2560×1920 WebP
  const slotRow = await service
    .from('media_slots')
    .select('id, current_version')
    .eq('slot_name', slot)
    .single();
  if (!slotRow.data || slotRow.data.current_version === null) {
    throw new Error(`${slot} shows no version: ${slotRow.error?.message ?? 'current_version is null'}`);
  }
  const stored = await service
    .from('media_versions')
    .select('mime_type, width, height, file_size, file_name, variants')
    .eq('slot_id', slotRow.data.id)
    .eq('version_number', slotRow.data.current_version)
    .single();
  expect(stored.data).toMatchObject({
    mime_type: 'image/webp',
    width: 2560,
    height: 1920,
    file_name: 'IMG_20260101_120000.webp',
  });
  expect(stored.data?.file_size).toBeLessThan(sentBytes);
  // with its three smaller WebP copies, sent in the same request
  expect(stored.data?.variants).toEqual([
    expect.objectContaining({ width: 480, height: 360 }),
    expect.objectContaining({ width: 960, height: 720 }),
    expect.objectContaining({ width: 1600, height: 1200 }),
  ]);
});

test('axe finds no WCAG A/AA violation on the login form and on each tab', async ({ page }) => {
  test.setTimeout(60_000);
  await stubYouTube(page);
  await page.goto('/admin');
  await expect(page.getByLabel('Usuário')).toBeVisible();
  expect(await wcagAAViolations(page)).toEqual([]);

  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Media Manager Fácil', level: 1 })).toBeVisible();
  for (const tab of [
    /^Adicionar Imagem/,
    /^Gerenciar Vídeos \(\d+\)$/,
    /^Ver Todas as Imagens \(\d+\)$/,
    /^Dados do negócio$/,
  ]) {
    await openTab(page, tab);
    // the business facts form once loaded, so that axe sees its fields
    if (tab.source.startsWith('^Dados')) await expect(page.getByLabel('Nome do negócio')).toBeVisible();
    expect(await wcagAAViolations(page), `tab ${tab}`).toEqual([]);
  }
});

/** Presses Tab until `target` has the focus; fails when it never gets it. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Presses ArrowDown on the focused select until it holds `value`. */
async function arrowDownTo(page: Page, select: Locator, value: string, maxPresses = 30): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if ((await select.inputValue()) === value) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown never selected ${value}`);
}

test('the whole journey works by keyboard', async ({ page }) => {
  // up to 200 key presses, each one a round trip to the browser
  test.slow();
  const slot = 'servico-colchoes';
  touchedSlots.add(slot);
  await stubYouTube(page);
  await page.goto('/admin');

  // sign in
  await tabTo(page, page.getByLabel('Usuário'));
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Senha')).toBeFocused();
  await page.keyboard.type('mudar-esta-senha');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Media Manager Fácil', level: 1 })).toBeFocused();

  // choose the file (the input takes the focus; the file dialog itself is the browser's)
  const fileInput = page.getByLabel('Escolher imagem');
  await tabTo(page, fileInput);
  await fileInput.setInputFiles(jpegFile('colchao.jpg', await labelledJpeg('Colchão', 280)));
  // section, then slot, with the arrow keys of the native selects
  await tabTo(page, page.getByLabel('Secção do site'));
  await arrowDownTo(page, page.getByLabel('Secção do site'), 'services');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Slot (lugar da imagem)')).toBeFocused();
  await arrowDownTo(page, page.getByLabel('Slot (lugar da imagem)'), slot);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Texto alternativo', { exact: true })).toBeFocused();
  await page.keyboard.type('Colchão depois da limpeza');

  // submit
  await tabTo(page, page.getByRole('button', { name: 'Enviar imagem' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Upload realizado!')).toBeVisible();

  // switch tabs with the arrow keys
  await tabTo(page, page.getByRole('tab', { name: /^Adicionar Imagem/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Gerenciar Vídeos/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Ver Todas as Imagens/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // the fourth tab, and back
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Dados do negócio/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: /^Ver Todas as Imagens/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // delete, confirmed in the dialog; the focus returns to the page afterwards
  const card = slotCard(page, slot);
  await tabTo(page, card.getByRole('button', { name: /^Remover/ }), 200);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Remover' }), 5);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Imagem removida!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Vazia', { exact: true })).toBeVisible();

  // and out
  await tabTo(page, page.getByRole('button', { name: 'Sair' }), 200);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Logout realizado')).toBeVisible();
  await expect(page.getByLabel('Usuário')).toBeVisible();
});

test('load failures show the spec’s messages; a change made elsewhere reaches the list live', async ({
  page,
}) => {
  const slot = 'trust.review_1';
  touchedSlots.add(slot);
  // media-list and the video list fail on the server side
  await page.route('**/functions/v1/media-list', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"x"}' }),
  );
  await page.route('**/functions/v1/video-manager', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"x"}' })
      : route.continue(),
  );
  await openAdminSignedIn(page);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Algumas imagens podem não estar visíveis. Faça login para ver todas.' }),
  ).toBeVisible();
  await openTab(page, /^Gerenciar Vídeos/);
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao carregar vídeos' })).toBeVisible();

  // with the list working again, a slot published by someone else appears without a reload
  await page.unrouteAll();
  await page.reload();
  await openTab(page, /^Ver Todas as Imagens/);
  const card = slotCard(page, slot);
  await expect(card.getByText('Vazia', { exact: true })).toBeVisible();
  // a version whose file is stored, as a publish leaves it (a later backup reads every version)
  const storagePath = `slots/${slot}/e2e-review.png`;
  const stored = await service.storage
    .from('media')
    .upload(storagePath, await labelledPng('Cliente', 30), { contentType: 'image/png', upsert: true });
  expect(stored.error).toBeNull();
  const published = await service.rpc('publish_media_version', {
    p_slot_name: slot,
    p_file_url: service.storage.from('media').getPublicUrl(storagePath).data.publicUrl,
    p_storage_path: storagePath,
    p_file_name: 'review.png',
    p_mime_type: 'image/png',
    p_file_size: 4096,
    p_width: 200,
    p_height: 200,
    p_alt_text: 'Cliente satisfeita',
  });
  expect(published.error).toBeNull();
  await expect(card.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(card.getByText('4 KB', { exact: true })).toBeVisible();
  await expect(page.getByText('Algumas imagens podem não estar visíveis', { exact: false })).toHaveCount(0);
});

/** Resolves once the server has accepted the page's join of the realtime channel `name`. */
function realtimeChannelJoined(page: Page, name: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' || !payload.startsWith('[')) return;
        // Phoenix frames (vsn 2.0.0): [join_ref, ref, topic, event, payload]
        const frame = JSON.parse(payload) as [unknown, unknown, string, string, { status?: string }];
        if (frame[2] === `realtime:${name}` && frame[3] === 'phx_reply' && frame[4].status === 'ok')
          resolve();
      });
    });
  });
}

test('a delete in one /admin tab empties the slot in another open tab, without reload or focus change', async ({
  page,
  context,
}) => {
  const slot = 'servico-tapetes';
  touchedSlots.add(slot);
  await publishImage(service, slot, 'tapete', { label: 'Tapete', alt: 'Tapete antes de remover' });

  // tab A signs in; tab B, in the same browser, opens /admin with that session
  await openAdminSignedIn(page);
  const other = await context.newPage();
  await stubYouTube(other);
  const joined = realtimeChannelJoined(other, 'admin-media-slots');
  await other.goto('/admin');
  await expect(other.getByRole('button', { name: 'Sair' })).toBeVisible();
  for (const tab of [page, other]) {
    await openTab(tab, /^Ver Todas as Imagens/);
    await expect(slotCard(tab, slot).getByText('Ativa', { exact: true })).toBeVisible();
  }
  // B listens before A deletes; a mark on its window shows it is never reloaded
  await joined;
  await other.evaluate(() => Object.assign(window, { notReloaded: true }));

  const card = slotCard(page, slot);
  await card.getByRole('button', { name: /^Remover/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(toast(page, 'Imagem removida!')).toBeVisible();
  await expect(card.getByText('Vazia', { exact: true })).toBeVisible();

  const otherCard = slotCard(other, slot);
  await expect(otherCard.getByText('Vazia', { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(otherCard.getByText('A aguardar imagem', { exact: false })).toBeVisible();
  await expect(otherCard.getByAltText('Tapete antes de remover')).toHaveCount(0);
  expect(await other.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a video renamed through video-manager elsewhere reaches an open Vídeos tab live, without overwriting unsaved edits', async ({
  page,
}) => {
  const original = await service.from('videos').select('video_key, video_name, description, youtube_url');
  expect(original.error).toBeNull();
  const joined = realtimeChannelJoined(page, 'admin-videos');
  await openAdminSignedIn(page);
  await openTab(page, /^Gerenciar Vídeos/);
  const hero = page.locator('article[data-video-key="hero-main"]');
  const waterproofing = page.locator('article[data-video-key="waterproofing"]');
  await expect(hero.getByLabel('Nome do vídeo')).toHaveValue('Vídeo principal');
  // the owner is halfway through editing the waterproofing video on this phone
  await waterproofing.getByLabel('Descrição').fill('Descrição ainda por guardar');
  await expect(waterproofing.getByText('Alterações não guardadas.')).toBeVisible();
  await joined;

  // another tab or phone renames both, through the function the admin uses
  const token = await sessionToken(page);
  try {
    for (const [videoKey, videoName] of [
      ['hero-main', 'Vídeo principal (novo nome)'],
      ['waterproofing', 'Impermeabilização (novo nome)'],
    ] as const) {
      const youtubeUrl = original.data?.find((video) => video.video_key === videoKey)?.youtube_url ?? '';
      const { error } = await service.functions.invoke('video-manager', {
        body: { videoKey, videoName, youtubeUrl },
        headers: { 'x-session-token': token ?? '' },
      });
      expect(error).toBeNull();
    }

    await expect(hero.getByLabel('Nome do vídeo')).toHaveValue('Vídeo principal (novo nome)', {
      timeout: 5_000,
    });
    await expect(hero.getByRole('heading', { name: 'Vídeo principal (novo nome)' })).toBeVisible();
    await expect(hero.getByText('Alterações não guardadas.')).toHaveCount(0);
    // the card being edited keeps every unsaved value, shows the new saved name, and says why
    await expect(waterproofing.getByRole('heading', { name: 'Impermeabilização (novo nome)' })).toBeVisible({
      timeout: 5_000,
    });
    await expect(waterproofing.getByLabel('Descrição')).toHaveValue('Descrição ainda por guardar');
    await expect(waterproofing.getByLabel('Nome do vídeo')).toHaveValue('Impermeabilização');
    await expect(waterproofing.getByText(/alterado noutro separador ou aparelho/)).toBeVisible();
  } finally {
    for (const video of original.data ?? []) {
      await service
        .from('videos')
        .update({
          video_name: video.video_name,
          description: video.description,
          youtube_url: video.youtube_url,
        })
        .eq('video_key', video.video_key);
    }
  }
});
