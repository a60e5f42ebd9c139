// The built site on today's hosted keys: the visitor's page and the owner's /admin talk to
// Supabase with the publishable key (`sb_publishable_…`) alone, the edge functions get it in
// `apikey` only (it is no JWT), and no secret key, nor any JWT-based key, is in what the build
// serves. The rest of the e2e suite runs the same build, so every journey runs on these keys.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openAdminSignedIn, openTab } from '#tests/e2e/support/admin-page.ts';
import { E2E_OUT_DIR, E2E_SUPABASE_PORT } from '#tests/e2e/support/e2e-env.ts';
import { channelJoined } from '#tests/e2e/support/realtime.ts';
import { skipWaitForLiveUpdates } from '#tests/e2e/support/live-home.ts';
import { stubYouTube } from '#tests/e2e/support/youtube-stub.ts';

const SUPABASE_ORIGIN = `http://127.0.0.1:${E2E_SUPABASE_PORT}`;

interface SeenRequest {
  method: string;
  path: string;
  apikey: string | null;
  authorization: string | null;
}

/** Every HTTP request and WebSocket the page sends to the Supabase project, from now on. */
function recordSupabaseTraffic(page: Page): { requests: SeenRequest[]; sockets: URL[] } {
  const seen = { requests: [] as SeenRequest[], sockets: [] as URL[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SUPABASE_ORIGIN) return;
    const headers = request.headers();
    seen.requests.push({
      method: request.method(),
      path: url.pathname,
      apikey: headers.apikey ?? url.searchParams.get('apikey'),
      authorization: headers.authorization ?? null,
    });
  });
  page.on('websocket', (socket) => {
    const url = new URL(socket.url());
    if (url.host === new URL(SUPABASE_ORIGIN).host) seen.sockets.push(url);
  });
  return seen;
}

test('the home page and the admin journey use the publishable key alone, and the functions get it in apikey only', async ({
  page,
}) => {
  const seen = recordSupabaseTraffic(page);
  await stubYouTube(page);
  await skipWaitForLiveUpdates(page);
  const joined = channelJoined(page, 'videos-updates');
  // once every channel has joined, the page reads the site revision: its one REST read at rest
  const revisionRead = page.waitForRequest((request) => request.url().includes('/rest/v1/site_revision'));
  await page.goto('/');
  await joined;
  await revisionRead;

  await openAdminSignedIn(page);
  await openTab(page, /^Gerenciar Vídeos/);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

  const reads = seen.requests.filter((request) => request.path.startsWith('/rest/v1/'));
  const calls = seen.requests.filter((request) => request.path.startsWith('/functions/v1/'));
  expect(reads.length).toBeGreaterThan(0);
  expect(calls.map((call) => call.path)).toEqual(
    expect.arrayContaining([
      '/functions/v1/admin-auth',
      '/functions/v1/media-list',
      '/functions/v1/video-manager',
    ]),
  );
  // The visit and tap beacons (contact-count, verify_jwt = false) are sent with no key at all:
  // sendBeacon sets no headers, and the counter needs none.
  const isBeacon = (request: SeenRequest) => request.path === '/functions/v1/contact-count';
  for (const beacon of seen.requests.filter(isBeacon)) {
    expect([beacon.apikey, beacon.authorization], 'contact-count beacon').toEqual([null, null]);
  }
  for (const request of seen.requests.filter((request) => !isBeacon(request))) {
    expect(request.apikey, `${request.method} ${request.path}`).toMatch(/^sb_publishable_/);
    expect(request.authorization ?? '', `${request.method} ${request.path}`).not.toMatch(/eyJ/);
  }
  for (const call of calls) expect(call.authorization, call.path).toBeNull();
  // REST as supabase-js sends it: the key as the bearer too
  for (const read of reads) expect(read.authorization).toBe(`Bearer ${read.apikey}`);

  expect(seen.sockets.length).toBeGreaterThan(0);
  for (const socket of seen.sockets) {
    expect(socket.pathname).toBe('/realtime/v1/websocket');
    expect(socket.searchParams.get('apikey')).toMatch(/^sb_publishable_/);
  }
});

test('no secret key and no JWT-based key is in anything the build serves', async () => {
  // every file a browser may load: the pages, their scripts, the host files
  const files = (await readdir(E2E_OUT_DIR, { recursive: true })).filter((file) =>
    /\.(js|html|json|txt|xml)$|^_headers$|^_redirects$/.test(path.basename(file)),
  );
  const texts = await Promise.all(files.map((file) => readFile(path.join(E2E_OUT_DIR, file), 'utf8')));
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
  const served = texts.join('\n');
  expect(served).toContain('sb_publishable_');
  expect(served).not.toContain('sb_secret_');
  // the legacy keys are JWTs: a base64 JSON header starting {"alg"
  expect(served).not.toMatch(/eyJhbGciOi/);
});
