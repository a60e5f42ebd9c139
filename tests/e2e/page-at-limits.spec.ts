// Each language's home page with the most the admin lets the owner publish
// (scripts/bench/sample-content.ts: images, facts and page texts at their limits, in every
// language, each published), built by the preview's build hook, as the bench measures it:
// - its HTML within its budget in what a phone receives (scripts/bench/served-html.ts), compressed
//   as the static hosts compress it;
// - at every screen width from a small phone to a desktop: never wider than the screen, nothing
//   moving while it loads, while the web font comes in and while the visitor scrolls, and every
//   part but the sticky header in the web font once the visitor has been down the page;
// - axe-clean as loaded (as Lighthouse judges it) and once the visitor has been down the page.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { publishSampleContent } from '#scripts/bench/publish-sample-content.ts';
import { sampleContent } from '#scripts/bench/sample-content.ts';
import { asBuiltForHostedProject, HTML_BUDGET, servedSizes } from '#scripts/bench/served-html.ts';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { readHomeState } from '#src/lib/home-state-contract.ts';
import { wcagAAViolations } from '#tests/e2e/support/axe.ts';
import { forgetSavedFacts } from '#tests/e2e/support/business-facts.ts';
import { showBuiltInPageTexts } from '#tests/e2e/support/page-texts.ts';
import { e2eServiceClient, e2eStandIn } from '#tests/e2e/support/e2e-env.ts';
import { trackMainFrameNetwork } from '#tests/e2e/support/main-frame-network.ts';
import { unpublishSlots } from '#tests/e2e/support/media.ts';
import { publicPageCaughtUp, rebuildPublicPage } from '#tests/e2e/support/public-page.ts';
import { SITE_LOCALE_IDS, SITE_LOCALES, type SiteLocale } from '#portable/site-locales.ts';

test.skip(({ isMobile }) => !isMobile, 'each test opens the page at every width itself: run once');

test.beforeEach(async ({ request }) => {
  test.setTimeout(180_000);
  // the sample and nothing else: no slot another test left published
  await unpublishSlots(e2eServiceClient(), '%');
  await publishSampleContent(e2eStandIn(), { files: 'links' });
  await rebuildPublicPage(request);
});

test.afterEach(async ({ request }) => {
  const service = e2eServiceClient();
  for (const { slot } of sampleContent().images) await unpublishSlots(service, slot);
  await forgetSavedFacts(service);
  await showBuiltInPageTexts(service, BUILT_IN_PAGE_TEXTS['pt-PT']);
  await showBuiltInPageTexts(service, BUILT_IN_PAGE_TEXTS['en-GB'], 'en-GB');
  expect((await service.from('published_locales').delete().neq('locale', '')).error).toBeNull();
  await rebuildPublicPage(request);
});

test("the HTML of each language's page with the most the admin allows stays within its compressed budget", async ({
  request,
}) => {
  const standIn = e2eStandIn();
  const content = sampleContent();
  for (const locale of SITE_LOCALE_IDS) {
    const { path } = SITE_LOCALES[locale];
    const html = await publicPageCaughtUp(request, path);
    await test.info().attach(`${locale}.html`, { body: html, contentType: 'text/html' });
    expectWholeSample(html, content, locale);
    const sizes = servedSizes(asBuiltForHostedProject(html, new URL(standIn.url).origin));
    test.info().annotations.push({
      type: `sizes of ${path}`,
      description: `raw ${sizes.raw} B, gzip ${sizes.gzip} B, brotli ${sizes.brotli} B`,
    });
    // brotli for every current browser, gzip for an older one
    expect(sizes.brotli, `${path}: brotli bytes`).toBeLessThanOrEqual(HTML_BUDGET.brotliBytes);
    expect(sizes.gzip, `${path}: gzip bytes`).toBeLessThanOrEqual(HTML_BUDGET.gzipBytes);
  }
});

/** From a small phone to a wide desktop; below 1024 px, a phone or tablet (touch, the menu). */
const WIDTHS = [320, 360, 390, 412, 768, 1024, 1280, 1440];
/** The layout shift a page may show in all, load and scrolling included (Lighthouse's "good" is 0.1). */
const MOST_SHIFT = 0.005;

/** The contexts a test opened itself: closed after it, whether it passed or not. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** A fresh visitor's page at `width`, counting its layout shifts from before anything is parsed. */
async function openAt(browser: Browser, width: number): Promise<Page> {
  const phone = width < 1024;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 800 : 900 },
    isMobile: phone,
    hasTouch: phone,
  });
  opened.push(context);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const counted = { shift: 0, sources: [] as string[] };
    Object.assign(window, { layoutShifts: counted });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node: Node | null }[];
      })[]) {
        counted.shift += entry.value;
        for (const { node } of entry.sources)
          counted.sources.push(
            `${entry.value.toFixed(4)} ${node?.nodeName ?? '?'} "${node?.textContent?.slice(0, 40) ?? ''}"`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return page;
}

const shifted = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { layoutShifts: { shift: number; sources: string[] } }).layoutShifts,
  );

/** The computed font of each top-level part of the page (header, sections, footer). */
const partFonts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root header[id], #root section[id], #root footer[id]')]
      .filter((part) => !part.parentElement?.closest('header, section, footer'))
      .map((part) => [part.id, getComputedStyle(part).fontFamily.split(',')[0]!.replaceAll('"', '')]),
  );

/** Scrolls down the page a screen at a time and back up, each step once the browser has drawn it. */
async function scrollDownAndBack(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  for (const top of [...Array.from({ length: Math.ceil(height / step) + 1 }, (_, i) => i * step), 0])
    await page.evaluate(async (y) => {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    }, top);
}

for (const locale of SITE_LOCALE_IDS) {
  const { path } = SITE_LOCALES[locale];
  test(`${path} at every width: never wider than the screen, and nothing moves while it loads, while Manrope comes in, nor while the visitor scrolls`, async ({
    browser,
  }) => {
    for (const width of WIDTHS) {
      const page = await openAt(browser, width);
      const network = trackMainFrameNetwork(page);
      await page.goto(path);
      // Manrope loaded, and taken at once by the footer, below the first screen at every width
      await expect
        .poll(() => partFonts(page).then((fonts) => fonts.at(-1)), {
          message: `${width} px: the footer never took Manrope`,
        })
        .toEqual(['contacto', 'Manrope Variable']);
      await network.settled();
      const atLoad = await shifted(page);
      expect(atLoad.shift, `${width} px, load: ${atLoad.sources.join(' | ')}`).toBeLessThanOrEqual(
        MOST_SHIFT,
      );

      await scrollDownAndBack(page);
      await network.settled();
      const inAll = await shifted(page);
      expect(inAll.shift, `${width} px, scrolled: ${inAll.sources.join(' | ')}`).toBeLessThanOrEqual(
        MOST_SHIFT,
      );
      // every part but the sticky header was out of view once, so shows Manrope; the header
      // keeps the fallback it was painted in
      for (const [id, font] of await partFonts(page))
        expect(font, `${width} px: #${id}`).toBe(id === 'topo' ? 'Manrope Fallback' : 'Manrope Variable');
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0], `${width} px: the page's width`).toBeLessThanOrEqual(widths[1]!);
      await page.context().close();
    }
  });

  test(`${path} is axe-clean at the limits, on a phone and on a desktop, loaded and once the visitor has been down the page`, async ({
    browser,
  }) => {
    for (const width of [390, 1280]) {
      const page = await openAt(browser, width);
      const network = trackMainFrameNetwork(page);
      await page.goto(path);
      await network.settled();
      // as Lighthouse judges it, the page just loaded; then as the visitor has seen it all
      expect(await wcagAAViolations(page), `${path} at ${width} px, loaded`).toEqual([]);
      await scrollDownAndBack(page);
      await network.settled();
      expect(await wcagAAViolations(page), `${path} at ${width} px, scrolled`).toEqual([]);
      await page.context().close();
    }
  });
}

/** The page holds the sample, whole: every image, every review, the facts and texts at their limits. */
function expectWholeSample(
  html: string,
  content: ReturnType<typeof sampleContent>,
  locale: SiteLocale,
): void {
  const { document } = new JSDOM(html).window;
  const state = readHomeState(document);
  expect(document.querySelectorAll('#avaliacoes figure')).toHaveLength(content.facts.reviews.length);
  for (const review of content.facts.reviews) expect(html).toContain(review.text);
  for (const image of content.images) expect(html).toContain(image.alt);
  expect(html).toContain(content.facts.social.tiktok);
  expect(document.querySelectorAll('#faq details')).toHaveLength(content.texts.faq.items.length);
  for (const item of content.texts.faq.items) expect(html).toContain(item.answer);
  expect(html).toContain(content.texts.footer.description);
  // the page carries what the one interactive island hydrates from, and nothing else
  expect(state?.locale).toBe(locale);
  expect(state?.queries.queries.map((query) => query.queryKey.join('/')).sort()).toEqual([
    'business-facts/contacts',
    `media-slots/portfolio/${locale}`,
    `page-texts/portfolio/${locale}`,
  ]);
}
