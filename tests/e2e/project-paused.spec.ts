// A free-plan project paused (or out of reach) in the middle of a visit. Supabase answers a
// paused project's requests with HTTP 540 (docs/backup-and-restore.md, "Pausing"): the test
// double answers every REST and function call so, and closes every Realtime socket. The public
// page stays whole and quiet (one line in the console, a bounded number of attempts however long
// the phone shows it); /admin says plainly that the project cannot be reached and what to do, at
// sign-in and in every tab, without a spinner that never ends.
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { openAdminSignedIn, signIn } from '#tests/e2e/support/admin-page.ts';
import { wcagAAViolations } from '#tests/e2e/support/axe.ts';
import { E2E_SUPABASE_PORT } from '#tests/e2e/support/e2e-env.ts';
import { skipWaitForLiveUpdates } from '#tests/e2e/support/live-home.ts';
import { stubYouTube } from '#tests/e2e/support/youtube-stub.ts';

const PROJECT = `http://127.0.0.1:${E2E_SUPABASE_PORT}`;
const UNREACHABLE = 'Não foi possível contactar o servidor do site';

interface PausableProject {
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Realtime sockets the page opened, and those opened since the pause. */
  sockets(): { total: number; sincePause: number };
  /** Resolves once a channel has been joined through the (unpaused) project. */
  joined: Promise<void>;
}

/** Routes the page's calls to the project through a switch that pauses it. */
async function pausableProject(page: Page): Promise<PausableProject> {
  let paused = false;
  let total = 0;
  let atPause = 0;
  const open = new Set<WebSocketRoute>();
  let joined!: () => void;
  const joinedPromise = new Promise<void>((resolve) => (joined = resolve));
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    total++;
    if (paused) return void socket.close();
    const server = socket.connectToServer();
    open.add(socket);
    server.onMessage((message) => {
      if (String(message).includes('"phx_reply"') && String(message).includes('"ok"')) joined();
      socket.send(message);
    });
  });
  const answerPaused = async (route: import('@playwright/test').Route) => {
    if (!paused) return route.fallback();
    await route.fulfill({
      status: 540,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'text/plain' },
      body: 'Project paused',
    });
  };
  await page.route(`${PROJECT}/rest/v1/**`, answerPaused);
  await page.route(`${PROJECT}/functions/v1/**`, answerPaused);
  return {
    async pause() {
      paused = true;
      atPause = total;
      for (const socket of open) await socket.close();
      open.clear();
    },
    async resume() {
      paused = false;
    },
    sockets: () => ({ total, sincePause: total - atPause }),
    joined: joinedPromise,
  };
}

/** Lets the page's clock run `ms` in steps, giving its sockets real time to open and be closed. */
async function runClock(page: Page, ms: number, step: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    await page.clock.runFor(step);
    await page.waitForTimeout(20);
  }
}

/** The page's own console lines: the browser's reports of failed requests are not the page's. */
function ownConsoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Failed to load resource|WebSocket connection to|net::ERR_/.test(text)) return;
    lines.push(`${message.type()}: ${text}`);
  });
  return lines;
}

test('the public page stays whole and quiet while the project is paused, and stops trying', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the visitor’s phone');
  test.setTimeout(120_000);
  await skipWaitForLiveUpdates(page);
  const project = await pausableProject(page);
  const lines = ownConsoleLines(page);
  await stubYouTube(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await runClock(page, 5_000, 1_000); // idle: the live layer connects
  await project.joined;
  expect(lines).toEqual([]);

  await project.pause();
  // a whole day with the page on screen
  await runClock(page, 24 * 60 * 60_000, 5 * 60_000);
  expect(project.sockets().sincePause).toBeGreaterThan(0);
  expect(project.sockets().sincePause).toBeLessThanOrEqual(6);
  expect(lines).toEqual(['warning: Atualizações em tempo real em pausa: o projeto não respondeu.']);

  // still whole: the menu, the call and chat links, the photos
  await page.getByLabel('Abrir menu').click();
  await page.getByRole('link', { name: 'Serviços', exact: true }).click();
  await expect(page.locator('#inicio').getByRole('link', { name: 'Ligar Agora' })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(page.locator('#servicos .service-card img').first()).toBeVisible();
  expect(lines).toHaveLength(1);
});

test('/admin says the project cannot be reached, at sign-in and in every tab, and recovers', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the owner’s phone');
  test.setTimeout(90_000);
  const project = await pausableProject(page);
  await openAdminSignedIn(page);
  await project.pause();

  // every tab: an answer, never a wait without end
  const notice = page.getByRole('alert').filter({ hasText: UNREACHABLE });
  await page.getByRole('tab', { name: 'Contactos' }).click();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Resume project');
  await expect(page.getByText('Não foi possível carregar os contactos.')).toBeVisible();
  for (const tab of [
    /^Adicionar Imagem/,
    /^Gerenciar Vídeos/,
    /^Ver Todas as Imagens/,
    'Dados do negócio',
    'Cópia de segurança',
  ]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByText(/A carregar|A verificar/)).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Descarregar cópia de segurança' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: UNREACHABLE })).toBeVisible();
  expect(await wcagAAViolations(page)).toEqual([]);

  await project.resume();
  await notice.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(notice).toBeHidden();

  // signing in while it is paused
  await page.getByRole('button', { name: 'Sair' }).click();
  await project.pause();
  await signIn(page);
  await expect(page.getByRole('alert').filter({ hasText: UNREACHABLE })).toContainText('Resume project');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});
