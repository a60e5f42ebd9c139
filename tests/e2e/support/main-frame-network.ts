import { expect, type Page, type Request } from '@playwright/test';

const QUIET_MS = 500;

export interface MainFrameNetwork {
  /** Every URL the page's own document requested (frames' requests are not the page's). */
  readonly urls: readonly string[];
  /**
   * Resolves once none of the page's own requests has been in flight for half a second.
   * Playwright's `networkidle` also waits for the requests of every frame, and the YouTube
   * frame's requests never end on a machine without internet, so it is not used.
   */
  settled(): Promise<void>;
}

/** Starts recording the page's own requests. Call before `page.goto`. */
export function trackMainFrameNetwork(page: Page): MainFrameNetwork {
  const urls: string[] = [];
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const isOwn = (request: Request) => {
    try {
      return request.frame() === page.mainFrame();
    } catch {
      return false; // a service worker's request has no frame
    }
  };
  page.on('request', (request) => {
    if (!isOwn(request)) return;
    urls.push(request.url());
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  return {
    urls,
    async settled() {
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, {
          message: "the page's own requests never went quiet",
          intervals: [100],
        })
        .toBe(true);
    },
  };
}
