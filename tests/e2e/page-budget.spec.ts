// Each language's home page's HTML within its budget in what a phone receives
// (scripts/bench/served-html.ts): built, by the preview's build hook, from the most the admin lets
// the owner publish (scripts/bench/sample-content.ts: images, facts and page texts at their limits,
// in every language, each published), and compressed as the static hosts compress it. The bench
// measures the same pages with Lighthouse; this keeps the budget in `npm test`.
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { publishSampleContent } from '../../scripts/bench/publish-sample-content.ts';
import { sampleContent } from '../../scripts/bench/sample-content.ts';
import { asBuiltForHostedProject, HTML_BUDGET, servedSizes } from '../../scripts/bench/served-html.ts';
import { BUILT_IN_PAGE_TEXTS } from '../../src/content/built-in-page-texts.ts';
import { readHomeState } from '../../src/lib/home-state-contract.ts';
import { forgetSavedFacts } from './support/business-facts.ts';
import { showBuiltInPageTexts } from './support/page-texts.ts';
import { e2eServiceClient, e2eStandIn } from './support/e2e-env.ts';
import { unpublishSlots } from './support/media.ts';
import { publicPageCaughtUp, rebuildPublicPage } from './support/public-page.ts';
import { SITE_LOCALE_IDS, SITE_LOCALES, type SiteLocale } from '@portable/site-locales.ts';

test.skip(({ isMobile }) => !isMobile, 'one page, whatever the screen: measured once');

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
  test.setTimeout(120_000);
  const standIn = e2eStandIn();
  const content = sampleContent();
  // the sample and nothing else: no slot another test left published
  await unpublishSlots(e2eServiceClient(), '%');
  await publishSampleContent(standIn, { files: 'links' });
  await rebuildPublicPage(request);

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
