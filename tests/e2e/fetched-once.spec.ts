// A first visit asks for each file of the page once, and gets it from the network once: the
// HTML, the scripts, the stylesheet, the web font and every image, all the way down the page.
// Counted from the browser's own network events, so a file asked for twice fails here, from the
// network or from its cache, whichever Chromium runs the suite (CHROMIUM_PATH): Chromium 150
// fetched a disabled stylesheet while parsing, and asked for it again once it was enabled.
import { expect, test, type Page } from '@playwright/test';
import { trackMainFrameNetwork } from '#tests/e2e/support/main-frame-network.ts';
import { rebuildPublicPage } from '#tests/e2e/support/public-page.ts';
import { scrollThrough } from '#tests/e2e/support/scroll-through.ts';

/** The kinds of request that are files of the page (the data reads, the live channel and the counting beacons are not). */
const FILE_TYPES = new Set(['Document', 'Stylesheet', 'Script', 'Image', 'Font']);

interface FileCounts {
  /** Each file's URL → how many times the page asked for it. */
  requests: Map<string, number>;
  /** Each file's URL → how many of its responses came from the network (not a cache). */
  fromNetwork: Map<string, number>;
}

async function countFileFetches(page: Page): Promise<FileCounts> {
  const counts: FileCounts = { requests: new Map(), fromNetwork: new Map() };
  const add = (map: Map<string, number>, url: string) => map.set(url, (map.get(url) ?? 0) + 1);
  const isFile = (type: string | undefined, url: string) =>
    type !== undefined && FILE_TYPES.has(type) && !url.startsWith('data:');
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', ({ type, request }) => {
    if (isFile(type, request.url)) add(counts.requests, request.url);
  });
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (!isFile(type, response.url)) return;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) return;
    add(counts.fromNetwork, response.url);
  });
  await cdp.send('Network.enable');
  return counts;
}

const moreThanOnce = (counts: Map<string, number>) => [...counts].filter(([, count]) => count > 1);

test('a first visit to / asks for every file once and fetches it once, down to the footer', async ({
  page,
  request,
}) => {
  await rebuildPublicPage(request);
  const counts = await countFileFetches(page);
  const network = trackMainFrameNetwork(page);
  await page.goto('/');
  // the whole stylesheet, the web font and the islands' scripts come after the first paint
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]').length))
    .toBe(1);
  await network.settled();
  await scrollThrough(page);
  await network.settled();

  // the counts see the page's files: its scripts, the stylesheet, the font and the images
  const kinds = [...counts.fromNetwork.keys()].map((url) => new URL(url).pathname.split('.').pop());
  for (const kind of ['js', 'css', 'woff2', 'webp']) expect(kinds).toContain(kind);
  expect(moreThanOnce(counts.fromNetwork), 'fetched from the network more than once').toEqual([]);
  expect(moreThanOnce(counts.requests), 'asked for more than once').toEqual([]);
});
