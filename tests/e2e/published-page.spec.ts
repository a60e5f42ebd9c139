// What the owner publishes is in the public page itself, and the site rebuilds itself after each
// change: the preview plays the static host, and the real functions call its build hook.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { fillUpload, openAdminSignedIn, toast, unpublishSlot } from '#tests/e2e/support/admin-page.ts';
import { adminApi } from '#tests/e2e/support/admin-api.ts';
import { e2eServiceClient } from '#tests/e2e/support/e2e-env.ts';
import { trackMainFrameNetwork } from '#tests/e2e/support/main-frame-network.ts';
import { publishImage, unpublishSlots } from '#tests/e2e/support/media.ts';
import {
  PREVIEW_HOOK_URL,
  publicPageCaughtUp,
  rawHome,
  rebuildPublicPage,
  runSql,
  servedRevision,
  setFunctionSecrets,
} from '#tests/e2e/support/public-page.ts';
import { channelJoined } from '#tests/e2e/support/realtime.ts';
import { skipWaitForLiveUpdates } from '#tests/e2e/support/live-home.ts';
import { scrollThrough } from '#tests/e2e/support/scroll-through.ts';
import { labelledJpeg } from '#tests/e2e/support/test-images.ts';
import { stubYouTube } from '#tests/e2e/support/youtube-stub.ts';

const onlyOnPhone = (projectName: string) =>
  test.skip(projectName !== 'phone', 'the same build and the same functions serve every device');

/** The markup of one section of the raw HTML. */
const sectionOf = (html: string, id: string) =>
  new RegExp(`<section id="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';

/** Resolves once the page has read the site revision (its live connection joined and checked). */
const revisionChecked = (page: Page) =>
  page.waitForResponse((response) => /\/rest\/v1\/site_revision/.test(response.url()));

test('published before the visit: the HTML carries the photo, the pair, the share image and the video, and loses them once removed', async ({
  request,
  browser,
}, testInfo) => {
  onlyOnPhone(testInfo.project.name);
  // no pair but the one this test publishes
  await unpublishSlots(e2eServiceClient(), 'gallery.%');
  const admin = await adminApi();
  const sofa = await admin.upload('servico-sofas', await labelledJpeg('Sofá', 30), 'Sofá limpo pela equipa');
  const share = await admin.upload('global.og_image', await labelledJpeg('Partilha', 200, 1200, 630));
  const before = await admin.upload('gallery.before_after.1.before', await labelledJpeg('Antes', 20));
  const after = await admin.upload('gallery.before_after.1.after', await labelledJpeg('Depois', 140));
  await admin.setVideo('hero-main', 'https://youtu.be/aqz-KE-bpKQ');

  const html = await publicPageCaughtUp(request);
  expect(sectionOf(html, 'servicos')).toContain(`src="${sofa.url}"`);
  expect(html).toContain(`<meta property="og:image" content="${share.url}"`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  const business = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((block) => block['@type'] === 'HomeAndConstructionBusiness');
  expect(business?.image).toBe(share.url);
  const portfolio = sectionOf(html, 'portfolio');
  expect(portfolio).toContain('Antes e Depois');
  expect(portfolio).toContain(before.url);
  expect(html).toContain('video-id="aqz-KE-bpKQ"');

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/');
  await expect(page.locator('#servicos img').first()).toHaveAttribute('src', sofa.url);
  await expect(page.getByRole('heading', { name: 'Antes e Depois' })).toBeVisible();
  await expect(page.locator('#portfolio img').first()).toHaveAttribute('src', before.url);
  await noScript.close();

  await admin.remove('servico-sofas');
  await admin.remove('gallery.before_after.1.after');
  await admin.remove('global.og_image');
  await admin.setVideo('hero-main', '');
  const removed = await publicPageCaughtUp(request);
  expect(removed).not.toContain(sofa.url);
  expect(removed).not.toContain(after.url);
  expect(removed).not.toContain('id="portfolio"');
  expect(removed).not.toContain(share.url);
  expect(removed).not.toContain('video-id=');
  await unpublishSlot(e2eServiceClient(), 'gallery.before_after.1.before');
  await rebuildPublicPage(request);
});

test('no swap: with nothing published meanwhile, nothing is read again at load and no prerendered image changes', async ({
  page,
  request,
}) => {
  const service = e2eServiceClient();
  await publishImage(service, 'servico-tapetes', 'tapete', { label: 'Tapete', hue: 90 });
  await publishImage(service, 'home.hero.mobile', 'poster', { label: 'Capa', hue: 10 });
  await rebuildPublicPage(request);
  await stubYouTube(page);
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { imageChanges: string[] }).imageChanges = changes;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          changes.push(`${(record.target as Element).tagName} ${record.attributeName}`);
        }
        for (const node of record.addedNodes) {
          if (node instanceof Element && (node.matches('img, source') || node.querySelector('img, source'))) {
            changes.push(`added ${node.tagName}`);
          }
        }
      }
    });
    // once the parser has built the page (its own insertions are not changes), before any script
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['src', 'srcset'],
      });
    });
  });
  const network = trackMainFrameNetwork(page);
  await skipWaitForLiveUpdates(page);
  const checked = revisionChecked(page);

  await page.goto('/');
  await checked;
  await scrollThrough(page);
  await network.settled();

  expect(await page.evaluate(() => (window as unknown as { imageChanges: string[] }).imageChanges)).toEqual(
    [],
  );
  const reads = network.urls.filter((url) => /\/rest\/v1\/(media_slots|videos|owner_documents)/.test(url));
  expect(reads).toEqual([]);
  await unpublishSlot(service, 'servico-tapetes');
  await unpublishSlot(service, 'home.hero.mobile');
  await rebuildPublicPage(request);
});

test('a change published during the visit reaches the open page, above and below the first screen', async ({
  page,
  request,
}) => {
  const service = e2eServiceClient();
  await unpublishSlots(service, 'global.logo');
  await unpublishSlots(service, 'servico-tapetes');
  await rebuildPublicPage(request);
  await stubYouTube(page);
  await skipWaitForLiveUpdates(page);
  const joined = channelJoined(page, 'media-slots-updates');
  await page.goto('/');
  await joined;
  const logo = page.locator('header#topo img').first();
  const rug = page.locator('#servicos img').nth(2);
  await expect(rug).toHaveAttribute('src', /\/images\/fallback\/service-rug/);

  const newLogo = await publishImage(service, 'global.logo', 'logo', { label: 'Logo', hue: 300 });
  const newRug = await publishImage(service, 'servico-tapetes', 'tapete-ao-vivo', {
    label: 'Tapete',
    hue: 60,
  });
  await expect(logo).toHaveAttribute('src', newLogo.url);
  await expect(rug).toHaveAttribute('src', newRug.url);

  await unpublishSlot(service, 'global.logo');
  await unpublishSlot(service, 'servico-tapetes');
  await expect(page.locator('header#topo img')).toHaveCount(0);
  await expect(rug).toHaveAttribute('src', /\/images\/fallback\/service-rug/);
});

test('a phone-size load without scrolling requests no React DOM', async ({ page, request }, testInfo) => {
  onlyOnPhone(testInfo.project.name);
  // nothing published meanwhile: a change would (rightly) bring React to render it
  await rebuildPublicPage(request);
  await stubYouTube(page);
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (
      response.request().resourceType() === 'script' &&
      response.url().startsWith(new URL(page.url() || 'http://x').origin)
    ) {
      scripts.push(`${response.url()}\n${await response.text().catch(() => '')}`);
    }
  });
  const network = trackMainFrameNetwork(page);
  await skipWaitForLiveUpdates(page);
  const checked = revisionChecked(page);
  await page.goto('/');
  await checked;
  await network.settled();

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.split('\n')[0]).not.toMatch(/react-dom/);
    // React DOM's own marker on the nodes it renders, in whatever chunk it might travel
    expect(script).not.toContain('__reactContainer$');
  }
});

test.describe('the owner at /admin', () => {
  test.beforeEach(async ({ request }, testInfo) => {
    onlyOnPhone(testInfo.project.name);
    // each waits on the build hook (its interval, a re-render, /admin's next look) beyond 30 s
    test.slow();
    // other tests write straight into the database, which asks for no build
    await rebuildPublicPage(request);
  });
  test.afterEach(async () => setFunctionSecrets({ SITE_BUILD_HOOK_URL: PREVIEW_HOOK_URL }));

  async function uploadFromAdmin(page: Page, label: string): Promise<void> {
    await fillUpload(page, {
      file: { name: `${label}.jpg`, mimeType: 'image/jpeg', buffer: await labelledJpeg(label, 170) },
      sectionLabel: 'Serviços',
      slotName: 'servico-automoveis',
    });
    await page.getByRole('button', { name: 'Enviar imagem' }).click();
    await expect(toast(page, 'Upload realizado!')).toBeVisible();
  }
  const status = (page: Page) => page.getByTestId('public-page-status');

  test('publishes from /admin and reads, truthfully, when the public page has the change', async ({
    page,
    request,
  }) => {
    await openAdminSignedIn(page);
    await expect(status(page)).toHaveAttribute('data-state', 'current');
    await uploadFromAdmin(page, 'Carro');
    // "A atualizar…" while the preview re-renders, then up to date, with the photo in the HTML
    await expect(status(page)).toContainText('Página pública atualizada', { timeout: 30_000 });
    const { data } = await e2eServiceClient()
      .from('media_slots')
      .select('media_versions(file_url, version_number), current_version')
      .eq('slot_name', 'servico-automoveis')
      .single();
    const current = data?.media_versions.find((version) => version.version_number === data.current_version);
    expect(sectionOf(await rawHome(request), 'servicos')).toContain(current!.file_url);
    await unpublishSlot(e2eServiceClient(), 'servico-automoveis');
    await rebuildPublicPage(request);
  });

  test('a hook that refuses: the upload succeeds and /admin says the request failed, with a way to try again', async ({
    page,
    request,
  }) => {
    const closed = await closedPort();
    await setFunctionSecrets({ SITE_BUILD_HOOK_URL: `http://127.0.0.1:${closed}/build` });
    await openAdminSignedIn(page);
    await uploadFromAdmin(page, 'Recusado');
    await expect(status(page)).toHaveAttribute('data-state', 'outdated', { timeout: 30_000 });
    await expect(status(page)).toContainText('Não foi possível contactar o alojamento');

    await setFunctionSecrets({ SITE_BUILD_HOOK_URL: PREVIEW_HOOK_URL });
    await page.getByRole('button', { name: 'Tentar de novo' }).click();
    await expect(toast(page, 'Pedido enviado')).toBeVisible();
    await expect(status(page)).toContainText('Página pública atualizada', { timeout: 45_000 });
    await unpublishSlot(e2eServiceClient(), 'servico-automoveis');
    await rebuildPublicPage(request);
  });

  test('a hook that hangs: the upload answers while the host still holds the request', async ({
    page,
    request,
  }) => {
    const hanging = await hangingHook();
    try {
      await setFunctionSecrets({ SITE_BUILD_HOOK_URL: hanging.url });
      await openAdminSignedIn(page);
      await uploadFromAdmin(page, 'Pendurado');
      await hanging.called;
      expect(hanging.answered()).toBe(false);
      await expect(status(page)).not.toHaveAttribute('data-state', 'current');
      // after the functions' 10 s wait, the request is recorded as failed
      await expect(status(page)).toContainText('não respondeu', { timeout: 40_000 });
    } finally {
      await hanging.close();
    }
    await unpublishSlot(e2eServiceClient(), 'servico-automoveis');
    await rebuildPublicPage(request);
  });

  test('a re-render that cannot read the data keeps the previous page, and /admin says what it could not read', async ({
    page,
    request,
  }) => {
    const previous = servedRevision(await rawHome(request));
    // a migration that forgot its grant, as hosted Supabase no longer grants one by default
    await runSql('revoke select on public.videos from anon');
    try {
      await openAdminSignedIn(page);
      await uploadFromAdmin(page, 'Sem leitura');
      await expect(status(page)).toContainText('falhou e continua publicada a página anterior', {
        timeout: 30_000,
      });
      await expect(status(page)).toContainText(
        'Não foi possível ler os vídeos: não há permissão de leitura na tabela videos (42501)',
      );
      expect(servedRevision(await rawHome(request))).toBe(previous);
    } finally {
      await runSql('grant select on public.videos to anon');
    }
    // mended: the owner asks again and the page catches up
    await page.getByRole('button', { name: 'Tentar de novo' }).click();
    await expect(status(page)).toContainText('Página pública atualizada', { timeout: 45_000 });
    await unpublishSlot(e2eServiceClient(), 'servico-automoveis');
    await rebuildPublicPage(request);
  });

  test('no hook configured: /admin says the public page cannot update itself', async ({ page, request }) => {
    await setFunctionSecrets({ SITE_BUILD_HOOK_URL: null });
    await openAdminSignedIn(page);
    await uploadFromAdmin(page, 'Sem hook');
    await expect(status(page)).toHaveAttribute('data-state', 'outdated', { timeout: 30_000 });
    await expect(status(page)).toContainText('não tem um build hook configurado');
    await expect(page.getByRole('button', { name: 'Tentar de novo' })).toHaveCount(0);
    await unpublishSlot(e2eServiceClient(), 'servico-automoveis');
    await setFunctionSecrets({ SITE_BUILD_HOOK_URL: PREVIEW_HOOK_URL });
    await rebuildPublicPage(request);
  });
});

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A build hook that takes requests and never answers them (until closed). */
async function hangingHook() {
  const held: ServerResponse[] = [];
  let markCalled!: () => void;
  const called = new Promise<void>((resolve) => (markCalled = resolve));
  const server: Server = createServer((_req, res) => {
    held.push(res);
    markCalled();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/build`,
    called,
    answered: () => held.some((res) => res.writableEnded),
    close: async () => {
      held.forEach((res) => res.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
