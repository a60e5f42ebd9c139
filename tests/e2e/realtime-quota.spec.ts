// A crowd on the e2e stand-in, with its Realtime quota lowered to 2 connections: the pages that
// get no connection stay complete and usable, retry sparingly, and fall back to refetching on
// focus; a hidden tab gives its connection back; the admin says when live updates are paused.
// The pages' own clocks are Playwright's, so a minute of retries takes seconds.
import { expect, test, type Page } from '@playwright/test';
import { openAdminSignedIn } from '#tests/e2e/support/admin-page.ts';
import { e2eRealtimeQuota, e2eServiceClient } from '#tests/e2e/support/e2e-env.ts';
import { publishImage, unpublishSlots } from '#tests/e2e/support/media.ts';
import { channelJoined } from '#tests/e2e/support/realtime.ts';
import { skipWaitForLiveUpdates } from '#tests/e2e/support/live-home.ts';
import { stubYouTube } from '#tests/e2e/support/youtube-stub.ts';

const service = e2eServiceClient();

test.afterEach(async () => {
  await e2eRealtimeQuota({ maxConnections: null, maxJoinsPerSecond: null });
});

/** Realtime sockets the page opens, refused or not. */
function countSockets(page: Page): () => number {
  let sockets = 0;
  page.on('websocket', (socket) => {
    if (socket.url().includes('/realtime/v1/websocket')) sockets++;
  });
  return () => sockets;
}

/** Opens the home page, which follows live changes at once (its clock is then Playwright's). */
async function openHome(page: Page): Promise<void> {
  await stubYouTube(page);
  await skipWaitForLiveUpdates(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Lets the page's clock run `ms` in steps, giving its sockets real time to open or be refused. */
async function runClock(page: Page, ms: number, step = 1_000): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    await page.clock.runFor(step);
    await page.waitForTimeout(50);
  }
}

/** Makes the page believe its tab was hidden or shown, as a browser switching tabs would. */
async function setVisible(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((shown) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (shown ? 'visible' : 'hidden'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !shown });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, visible);
}

test('beyond the quota a page stays complete, retries sparingly and refreshes on focus', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one crowd is enough; the phone is the common visitor');
  test.setTimeout(120_000);
  await e2eRealtimeQuota({ maxConnections: 2 });
  const held: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const visitor = await browser.newPage();
    const joined = channelJoined(visitor, 'videos-updates');
    await openHome(visitor);
    await joined;
    held.push(visitor);
  }
  expect((await e2eRealtimeQuota()).connections).toBe(2);

  await unpublishSlots(service, 'servico-sofas');
  const sockets = countSockets(page);
  await openHome(page);
  await runClock(page, 5_000); // idle: the page tries to connect, and is refused
  await expect.poll(() => sockets()).toBeGreaterThan(0);
  const refusedBefore = (await e2eRealtimeQuota()).refused.connections;
  const firstAttempts = sockets();

  // a minute later: a handful of attempts at most, all refused, the page unchanged
  await runClock(page, 60_000);
  expect(sockets() - firstAttempts + 1).toBeLessThanOrEqual(5);
  expect((await e2eRealtimeQuota()).refused.connections).toBeGreaterThan(refusedBefore);
  expect((await e2eRealtimeQuota()).connections).toBe(2);
  // complete and usable: the menu opens, the FAQ answers, the chat and call links are there
  await page.getByLabel('Abrir menu').click();
  await expect(page.getByRole('link', { name: 'Serviços', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Serviços', exact: true }).click();
  await expect(page.locator('#inicio').getByRole('link', { name: 'Ligar Agora' })).toHaveAttribute(
    'href',
    /^tel:/,
  );

  // published while the page had no live updates: it shows once the visitor comes back to it
  await page.locator('#servicos').scrollIntoViewIfNeeded();
  const sofa = page.locator('#servicos .service-card img').first();
  const fallback = await sofa.getAttribute('src');
  try {
    const published = await publishImage(service, 'servico-sofas', 'crowd-sofa', { label: 'Sofá' });
    // the visitor was away for a while (what the page shows is over a minute old), and comes back
    await setVisible(page, false);
    await runClock(page, 61_000, 5_000);
    await setVisible(page, true);
    await expect.poll(() => sofa.evaluate((img) => (img as HTMLImageElement).currentSrc)).toBe(published.url);
    expect(fallback).not.toBe(published.url);
  } finally {
    await unpublishSlots(service, 'servico-sofas');
    await Promise.all(held.map((visitor) => visitor.close()));
  }
});

test('a tab hidden for a while gives its connection back, and takes it again with one refetch when seen', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the same at both sizes');
  const joined = channelJoined(page, 'owner-documents-updates');
  await openHome(page);
  await runClock(page, 5_000);
  await joined;
  const open = (await e2eRealtimeQuota()).connections;
  expect(open).toBeGreaterThan(0);

  await setVisible(page, false);
  await runClock(page, 30_000); // a quick look elsewhere keeps it
  expect((await e2eRealtimeQuota()).connections).toBe(open);
  await runClock(page, 31_000);
  await expect.poll(async () => (await e2eRealtimeQuota()).connections).toBe(open - 1);

  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/'))
      reads.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  const rejoined = channelJoined(page, 'owner-documents-updates');
  await setVisible(page, true);
  await runClock(page, 2_000);
  await rejoined;
  await expect.poll(async () => (await e2eRealtimeQuota()).connections).toBe(open);
  await runClock(page, 2_000);
  // the read is requested once the rejoin is seen, in real time: wait for it
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  expect(new Set(reads).size, `each read once: ${reads.join(', ')}`).toBe(reads.length);
});

test('the admin says when live updates are paused, and keeps working', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the owner’s desk; the phone is the same panel');
  await e2eRealtimeQuota({ maxConnections: 1 });
  const holder = await page.context().browser()!.newPage();
  const joined = channelJoined(holder, 'videos-updates');
  await openHome(holder);
  await joined;

  await openAdminSignedIn(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'Atualizações em tempo real em pausa' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: /Ver Todas as Imagens/ })).toBeVisible();
  await holder.close();
});
