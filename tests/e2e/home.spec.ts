// The public home page as a visitor gets it: the production build on a fresh stand-in, at the
// phone (390×844) and desktop (1440×900) sizes of playwright.config.ts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setVideoUrl } from '#tests/e2e/support/admin-page.ts';
import { e2eServiceClient } from '#tests/e2e/support/e2e-env.ts';
import { publishImage, publishPortfolioPairs, unpublishSlots } from '#tests/e2e/support/media.ts';
import { wcagAAViolations } from '#tests/e2e/support/axe.ts';
import { channelJoined } from '#tests/e2e/support/realtime.ts';
import { goToCaughtUpHome, openLiveHome, skipWaitForLiveUpdates } from '#tests/e2e/support/live-home.ts';
import { rebuildPublicPage } from '#tests/e2e/support/public-page.ts';
import { trackMainFrameNetwork } from '#tests/e2e/support/main-frame-network.ts';
import { scrollThrough } from '#tests/e2e/support/scroll-through.ts';
import { stubYouTube } from '#tests/e2e/support/youtube-stub.ts';

/** The number the build was configured with (src/content/business.ts): the placeholder unless set. */
const PHONE_DIGITS = (process.env.VITE_BUSINESS_PHONE ?? '+351910000000').replace(/\D/g, '');
const QUOTE_TEXT = 'Olá, quero um orçamento para limpeza de estofos';
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

const service = e2eServiceClient();

async function openHome(page: Page): Promise<void> {
  await openLiveHome(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Presses Tab until `target` has the focus; fails when it never gets it. */
async function tabTo(page: Page, target: Locator, maxPresses = 250): Promise<void> {
  // Mark the element once, so each step is one key press and one cheap check.
  await target.evaluate((element) => element.setAttribute('data-tab-target', ''));
  try {
    for (let i = 0; i < maxPresses; i++) {
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-tab-target') === true)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  } finally {
    await target.evaluate((element) => element.removeAttribute('data-tab-target'));
  }
}

/**
 * Follows a header link by keyboard alone, from a fresh page: through the menu toggle on the
 * phone, straight to the link on the desktop. Focus navigation then continues from that section.
 */
async function followNavLinkByKeyboard(page: Page, label: string): Promise<void> {
  await goToCaughtUpHome(page);
  const toggle = mobileMenuToggle(page);
  if (await toggle.isVisible()) {
    await tabTo(page, toggle, 20);
    await page.keyboard.press('Enter');
  }
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: label, exact: true }), 20);
  await page.keyboard.press('Enter');
}

/** The phone menu is a native disclosure: its toggle is the <summary> labelled Abrir menu. */
function mobileMenuToggle(page: Page): Locator {
  return page.locator('header details > summary[aria-label="Abrir menu"]');
}

/** Whether the phone menu is open, as the browser and assistive technology see it. */
function mobileMenuIsOpen(page: Page): Promise<boolean> {
  return page.locator('header details').evaluate((menu) => (menu as HTMLDetailsElement).open);
}

function portfolioSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Antes e Depois' });
}

test.describe('content, contacts and accessibility', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    await unpublishSlots(service, 'gallery.before_after.%');
    await publishPortfolioPairs(service, 1);
    page = await browser.newPage();
    await openHome(page);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('the sections come in the spec’s order', async () => {
    const sections: Array<[string, Locator]> = [
      ['header', page.getByRole('banner')],
      ['hero', page.getByRole('heading', { level: 1 })],
      ['sobre', page.locator('#sobre')],
      ['servicos', page.locator('#servicos')],
      ['como funciona', page.locator('#como-funciona')],
      ['portfolio', page.locator('#portfolio')],
      ['impermeabilização', page.locator('#impermeabilizacao')],
      ['porque', page.locator('#porque')],
      ['avaliações', page.locator('#avaliacoes')],
      ['faq', page.locator('#faq')],
      ['footer', page.getByRole('contentinfo')],
    ];
    const tops: Array<[string, number]> = [];
    for (const [name, locator] of sections) {
      await expect(locator, name).toHaveCount(1);
      const box = await locator.boundingBox();
      tops.push([name, box?.y ?? Number.NaN]);
    }
    const names = tops.map(([name]) => name);
    expect([...tops].sort((a, b) => a[1] - b[1]).map(([name]) => name)).toEqual(names);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('every chat link carries the configured number, the quote buttons the spec’s text', async () => {
    const chatLinks = page.locator('a[href*="wa.me"]');
    expect(await chatLinks.count()).toBeGreaterThanOrEqual(8);
    for (const href of await chatLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )) {
      const url = new URL(href);
      expect(url.origin + url.pathname, href).toBe(`https://wa.me/${PHONE_DIGITS}`);
    }

    const quoteButtons = page.locator('#servicos').getByRole('link', { name: 'Solicitar Orçamento' });
    await expect(quoteButtons).toHaveCount(4);
    for (const href of await quoteButtons.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )) {
      expect(new URL(href).searchParams.get('text')).toBe(QUOTE_TEXT);
    }

    const hero = page.getByRole('link', { name: 'Pedir Orçamento no WhatsApp' });
    await expect(hero.first()).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${PHONE_DIGITS}`));
    await expect(page.getByRole('link', { name: 'Falar com Especialista' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${PHONE_DIGITS}`),
    );
  });

  test('chat links open in a new tab; Ligar Agora starts a call', async () => {
    for (const target of await page
      .locator('a[href*="wa.me"]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('target'), link.getAttribute('rel')]))) {
      expect(target[0]).toBe('_blank');
      expect(target[1]).toContain('noopener');
    }
    await expect(page.getByRole('link', { name: 'Ligar Agora' })).toHaveAttribute(
      'href',
      `tel:+${PHONE_DIGITS}`,
    );
  });

  test('the FAQ keeps at most one answer open; clicking the open one closes it', async () => {
    const faq = page.locator('#faq');
    const disclosures = faq.locator('details');
    const questions = disclosures.locator('summary');
    await expect(questions).toHaveCount(5);
    const expanded = () => disclosures.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));

    await questions.nth(0).click();
    await expect.poll(expanded).toEqual([true, false, false, false, false]);
    await questions.nth(3).click();
    await expect.poll(expanded).toEqual([false, false, false, true, false]);
    await expect(faq.locator('details > p').filter({ visible: true })).toHaveCount(1);
    await questions.nth(3).click();
    await expect.poll(expanded).toEqual([false, false, false, false, false]);
    await expect(faq.getByRole('link', { name: /whatsapp/i })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });

  test('the FAQ works by keyboard alone', async () => {
    await followNavLinkByKeyboard(page, 'FAQ');
    const disclosures = page.locator('#faq details');
    const questions = disclosures.locator('summary');
    await tabTo(page, questions.nth(1), 20);
    await page.keyboard.press('Enter');
    await expect(disclosures.nth(1)).toHaveAttribute('open');
    await page.keyboard.press('Tab'); // the answer has no tab stop: the next question
    await expect(questions.nth(2)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(disclosures.nth(2)).toHaveAttribute('open');
    await expect(disclosures.nth(1)).not.toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(disclosures.nth(2)).not.toHaveAttribute('open');
  });

  test('the footer has the hours, contacts, back-to-top and the Admin link', async () => {
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Segunda a Sexta: 8h–18h');
    await expect(footer).toContainText('Sábado: 9h–14h');
    await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(footer.locator(`a[href="tel:+${PHONE_DIGITS}"]`).first()).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();

    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: /topo/i }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });

  test('the head has the metadata and JSON-LD', async () => {
    const title = await page.title();
    expect(title.length).toBeGreaterThan(10);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-PT');
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.jpg$/);

    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>),
      );
    expect(blocks.map((block) => block['@type'])).toEqual([
      'HomeAndConstructionBusiness',
      'WebSite',
      'BreadcrumbList',
    ]);
    expect(blocks[0]).toMatchObject({ telephone: `+${PHONE_DIGITS}`, priceRange: '€€' });
    expect(blocks[0]).not.toHaveProperty('aggregateRating');

    // The fallback share image is a real asset of the site.
    const og = await page.request.get('/og-image.jpg');
    expect(og.ok()).toBe(true);
    expect(og.headers()['content-type']).toContain('image/jpeg');
  });

  test('nothing is requested from another origin but the stand-in and the YouTube player', async ({
    browser,
  }) => {
    const fresh = await browser.newPage();
    const allowed = new Set([
      new URL(page.url()).host,
      new URL(service.storage.from('media').getPublicUrl('x').data.publicUrl).host,
    ]);
    const network = trackMainFrameNetwork(fresh);
    await openHome(fresh);
    await scrollThrough(fresh);
    await network.settled();
    const foreign = network.urls.filter((href) => {
      const url = new URL(href);
      if (url.protocol === 'data:' || url.protocol === 'blob:') return false;
      return !allowed.has(url.host) && !/^(www\.)?youtube-nocookie\.com$/.test(url.hostname);
    });
    // the page's data reads were made, so the list covers a complete visit
    expect(network.urls.filter((href) => href.includes('/rest/v1/'))).not.toEqual([]);
    expect(foreign).toEqual([]);
    await fresh.close();
  });
});

test.describe('navigation', () => {
  test('the header links scroll to each section (desktop)', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the phone has the menu instead');
    await openHome(page);
    const nav = page.getByRole('banner').getByRole('navigation');
    for (const [label, id] of [
      ['Sobre Nós', 'sobre'],
      ['Serviços', 'servicos'],
      ['Porque Nós?', 'porque'],
      ['FAQ', 'faq'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect
        .poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThan(200);
    }
    const contact = page.getByRole('banner').getByRole('link', { name: 'Contactar' });
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${PHONE_DIGITS}`));
    await page
      .getByRole('banner')
      .getByRole('link', { name: /página inicial/ })
      .click();
    await expect(page).toHaveURL(/\/(#.*)?$/);
  });

  test('the menu opens, and closes on a choice that scrolls to its section (phone)', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the desktop shows the links');
    await openHome(page);
    const toggle = mobileMenuToggle(page);
    expect(await mobileMenuIsOpen(page)).toBe(false);
    await expect(page.getByRole('link', { name: 'Serviços', exact: true })).toBeHidden();

    await toggle.click();
    expect(await mobileMenuIsOpen(page)).toBe(true);
    await page.getByRole('link', { name: 'Serviços', exact: true }).click();
    expect(await mobileMenuIsOpen(page)).toBe(false);
    await expect(page.getByRole('link', { name: 'Serviços', exact: true })).toBeHidden();
    await expect(page.locator('#servicos')).toBeInViewport();

    await toggle.click();
    await toggle.click();
    await expect(page.getByRole('link', { name: 'FAQ', exact: true })).toBeHidden();
  });

  test('the menu works by keyboard alone (phone)', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the desktop shows the links');
    await stubYouTube(page);
    await followNavLinkByKeyboard(page, 'Porque Nós?');
    expect(await mobileMenuIsOpen(page)).toBe(false);
    await expect(page.locator('#porque')).toBeInViewport();

    // Escape closes an open menu too, and the focus goes back to its toggle
    await openHome(page);
    const toggle = mobileMenuToggle(page);
    await tabTo(page, toggle, 20);
    await page.keyboard.press('Enter');
    expect(await mobileMenuIsOpen(page)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await mobileMenuIsOpen(page)).toBe(false);
    await expect(toggle).toBeFocused();
  });

  test('the menu toggle is a labelled, expandable control to assistive technology (phone)', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the desktop shows the links');
    await openHome(page);
    // Chromium's own accessibility tree, as a screen reader gets it
    const toggleNode = async () => {
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: {
          role?: { value: string };
          name?: { value: string };
          properties?: { name: string; value: { value: unknown } }[];
        }[];
      };
      await cdp.detach();
      const node = nodes.find((n) => n.name?.value === 'Abrir menu');
      return {
        role: node?.role?.value,
        expanded: node?.properties?.find((p) => p.name === 'expanded')?.value.value,
      };
    };
    expect(await toggleNode()).toEqual({ role: 'DisclosureTriangle', expanded: false });
    await mobileMenuToggle(page).click();
    expect(await toggleNode()).toEqual({ role: 'DisclosureTriangle', expanded: true });
  });
});

test.describe('portfolio', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    // a page of its own context: AxeBuilder needs one made by browser.newContext()
    page = await (await browser.newContext()).newPage();
    await stubYouTube(page);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  async function showWith(count: number): Promise<Locator> {
    await publishPortfolioPairs(service, count);
    await goToCaughtUpHome(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // where the visitor reads the cards
    const section = portfolioSection(page);
    await section.scrollIntoViewIfNeeded();
    return section;
  }

  /** The pair numbers whose cards are on screen, in order. */
  async function shownPairs(section: Locator): Promise<number[]> {
    const sources = await section
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('img')?.getAttribute('src') ?? ''));
    return sources.map((src) => Number(/pair-(\d+)-/.exec(src)?.[1] ?? Number.NaN));
  }

  /** Which side the nth card shows: its badge, its button and its opaque image must agree. */
  async function sideOf(section: Locator, index: number): Promise<string> {
    const card = section.getByRole('listitem').nth(index);
    const badge = await card.getByText(/^(ANTES|DEPOIS)$/).textContent();
    const button = await card.getByRole('button', { name: /^Ver (Antes|Depois)$/ }).textContent();
    const opaque = await card
      .locator('img')
      .evaluateAll((images) =>
        images
          .filter((img) => getComputedStyle(img).opacity === '1')
          .map((img) => img.getAttribute('src') ?? ''),
      );
    const shown =
      opaque.length === 1
        ? (/-(before|after)-/.exec(opaque[0] ?? '')?.[1] ?? '?')
        : `${opaque.length} images`;
    return `${badge}/${button}/${shown}`;
  }

  const BEFORE = 'ANTES/Ver Depois/before';
  const AFTER = 'DEPOIS/Ver Antes/after';

  test('is hidden when no pair is complete', async () => {
    await unpublishSlots(service, 'gallery.before_after.%');
    // a lone side is not a pair
    await publishImage(service, 'gallery.before_after.1.before', 'pair-1-before');
    const network = trackMainFrameNetwork(page);
    await skipWaitForLiveUpdates(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the page was built before the lone side: it reads the pairs again (after hydrating its
    // islands, which on a busy machine can leave the network quiet for more than a moment)
    await expect.poll(() => network.urls.some((url) => url.includes('slot_name=like.gallery'))).toBe(true);
    await network.settled();
    await expect(page.locator('#servicos')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Antes e Depois' })).toHaveCount(0);
    await expect(page.locator('#portfolio')).toHaveCount(0);
  });

  test('with 3 pairs shows all three, no window controls', async () => {
    const section = await showWith(3);
    await expect.poll(() => shownPairs(section)).toEqual([1, 2, 3]);
    await expect(section.getByRole('button', { name: /Ver Outros Trabalhos/ })).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Trabalhos seguintes' })).toHaveCount(0);
    const cta = section.getByRole('link', { name: 'Quero um resultado assim' });
    await expect(cta).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${PHONE_DIGITS}\\?text=.+`));
  });

  test('each card flips between before and after, by image or button; before first', async () => {
    const section = await showWith(3);
    await expect(section.getByRole('listitem')).toHaveCount(3);
    for (const index of [0, 1, 2]) await expect.poll(() => sideOf(section, index)).toBe(BEFORE);

    await section.getByRole('listitem').nth(1).getByRole('button', { name: 'Ver Depois' }).click();
    await expect.poll(() => sideOf(section, 1)).toBe(AFTER);
    await expect.poll(() => sideOf(section, 0)).toBe(BEFORE); // only that card flipped

    // the image flips its card too, and so does the round toggle
    await section.getByRole('listitem').nth(1).getByRole('img').click();
    await expect.poll(() => sideOf(section, 1)).toBe(BEFORE);
    const toggle = section
      .getByRole('listitem')
      .nth(2)
      .getByRole('button')
      .filter({ hasNotText: /^Ver (Antes|Depois)$/ });
    await toggle.click();
    await expect.poll(() => sideOf(section, 2)).toBe(AFTER);
    await section.getByRole('listitem').nth(2).getByRole('button', { name: 'Ver Antes' }).click();
    await expect.poll(() => sideOf(section, 2)).toBe(BEFORE);
  });

  test('with 4 pairs shows all four, no window controls', async () => {
    const section = await showWith(4);
    await expect.poll(() => shownPairs(section)).toEqual([1, 2, 3, 4]);
    await expect(section.getByRole('button', { name: /Ver Outros Trabalhos/ })).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Trabalhos anteriores' })).toHaveCount(0);
  });

  test('with 7 pairs shows a window of 4 that cycles with wrap-around', async () => {
    const section = await showWith(7);
    await expect.poll(() => shownPairs(section)).toEqual([1, 2, 3, 4]);
    await expect(section.getByText('A mostrar 4 de 7 trabalhos')).toBeVisible();

    await section.getByRole('button', { name: 'Ver Outros Trabalhos (3)' }).click();
    await expect.poll(() => shownPairs(section)).toEqual([5, 6, 7, 1]);
    await section.getByRole('button', { name: 'Trabalhos seguintes' }).click();
    await expect.poll(() => shownPairs(section)).toEqual([2, 3, 4, 5]);
    const previous = section.getByRole('button', { name: 'Trabalhos anteriores' });
    await previous.click();
    await expect.poll(() => shownPairs(section)).toEqual([5, 6, 7, 1]);
    await previous.click();
    await expect.poll(() => shownPairs(section)).toEqual([1, 2, 3, 4]);
    await previous.click();
    await expect.poll(() => shownPairs(section)).toEqual([4, 5, 6, 7]);
  });

  test('works by keyboard alone', async () => {
    await publishPortfolioPairs(service, 7);
    await followNavLinkByKeyboard(page, 'Serviços');
    const section = portfolioSection(page);
    await expect.poll(() => shownPairs(section)).toEqual([1, 2, 3, 4]);

    await tabTo(page, section.getByRole('button', { name: 'Trabalhos seguintes' }), 40);
    await page.keyboard.press('Enter');
    await expect.poll(() => shownPairs(section)).toEqual([5, 6, 7, 1]);

    await tabTo(page, section.getByRole('listitem').first().getByRole('button', { name: 'Ver Depois' }), 10);
    await page.keyboard.press('Enter');
    await expect.poll(() => sideOf(section, 0)).toBe(AFTER);
    await page.keyboard.press('Shift+Tab'); // the round toggle of the same card
    await page.keyboard.press('Space');
    await expect.poll(() => sideOf(section, 0)).toBe(BEFORE);
  });

  test('passes axe and is photographed at this size', async () => {
    // 14 uploads, a scroll through the page, axe over all of it and a full-page shot
    test.slow();
    const testInfo = test.info();
    expect(page.viewportSize()).toEqual(testInfo.project.use.viewport); // the project's size, not a default
    await showWith(7);
    await scrollThrough(page);
    const noHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(noHorizontalScroll, 'the page scrolls sideways at this size').toBe(true);
    expect(await wcagAAViolations(page)).toEqual([]);

    await mkdir(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, `home-${testInfo.project.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`home-${testInfo.project.name}`, { path: file, contentType: 'image/png' });
  });
});

test.describe('live data', () => {
  // One slot of every kind the page shows, from the top of the page to the footer: `island` is
  // where its image is the first one, `box` what a visitor scrolls to (by default the element
  // around the island, which takes no box of its own).
  const SLOTS: { slot: string; island: string; box?: string; phoneOnly?: boolean; desktopOnly?: boolean }[] =
    [
      { slot: 'global.logo', island: 'header#topo [data-island="home-link"]' },
      { slot: 'home.hero.mobile', island: '[data-island="hero-video"]', phoneOnly: true },
      { slot: 'home.hero.desktop', island: '[data-island="hero-video"]', desktopOnly: true },
      { slot: 'home.hero.badge.1', island: '#inicio [data-island="hero-badge"]' },
      // the services and the steps are one island each: a card's image is its first one
      { slot: 'servico-sofas', island: '#servicos .service-card', box: '#servicos' },
      // step 3: the admin tests count the versions of steps 1 and 2
      { slot: 'process.step_3', island: '#como-funciona li >> nth=2', box: '#como-funciona' },
      { slot: 'trust.google_badge', island: '[data-island="reviews"]', box: '#avaliacoes' },
      { slot: 'pages.faq.banner', island: '#faq [data-island="slot-image"]' },
      // the footer is one island: the team photo is its narrow image (the logo comes before it)
      {
        slot: 'pages.contact.team_photo',
        island: '[data-island="site-footer"] div.max-w-sm',
        box: '#contacto',
      },
    ];

  /** What the visitor scrolls to: the element around an island (whose own element takes no box). */
  const boxOf = (page: Page, { island, box }: { island: string; box?: string }) =>
    box ? page.locator(box) : page.locator(island).first().locator('xpath=..');

  /** The image the visitor sees in an island: what the browser chose among its sources. */
  const shownImage = (page: Page, island: string) =>
    page
      .locator(island)
      .first()
      .locator('img')
      .first()
      .evaluate((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src);

  test('images published before the visit show in every section, above and below the first screen', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const slots = SLOTS.filter((s) => !(phone ? s.desktopOnly : s.phoneOnly));
    const published = new Map<string, string>();
    try {
      for (const [index, { slot }] of slots.entries())
        published.set(
          slot,
          (await publishImage(service, slot, `before-visit-${index}`, { label: slot })).url,
        );
      await openHome(page);
      for (const entry of slots) {
        const { slot, island } = entry;
        await boxOf(page, entry).scrollIntoViewIfNeeded();
        await expect.poll(() => shownImage(page, island), { message: slot }).toBe(published.get(slot));
      }
    } finally {
      for (const { slot } of slots) await unpublishSlots(service, slot);
    }
  });

  test('images published and deleted while the page is open show and go, above and below the first screen', async ({
    page,
  }) => {
    const above = SLOTS.find((s) => s.slot === 'global.logo')!;
    const below = SLOTS.find((s) => s.slot === 'servico-sofas')!;
    await unpublishSlots(service, above.slot);
    await unpublishSlots(service, below.slot);
    const joined = channelJoined(page, 'media-slots-updates');
    await openHome(page);
    await joined;
    // the visitor has seen the services once and scrolled back up: a change reaches both places
    await boxOf(page, below).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const sofaFallback = await shownImage(page, below.island);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    try {
      const logo = await publishImage(service, above.slot, 'logo-live', { label: 'Logo' });
      const sofa = await publishImage(service, below.slot, 'sofa-live', { label: 'Sofá' });
      await expect.poll(() => shownImage(page, above.island)).toBe(logo.url);
      await expect.poll(() => shownImage(page, below.island)).toBe(sofa.url);

      await unpublishSlots(service, above.slot);
      await unpublishSlots(service, below.slot);
      // the logo has no image of its own to fall back to: the built-in mark and name return
      await expect(page.locator(above.island).first().locator('img')).toHaveCount(0);
      await expect.poll(() => shownImage(page, below.island)).toBe(sofaFallback);
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
    } finally {
      await unpublishSlots(service, above.slot);
      await unpublishSlots(service, below.slot);
    }
  });

  test('an image published while the page is open replaces the fallback without a reload', async ({
    page,
  }) => {
    await unpublishSlots(service, 'servico-sofas');
    const joined = channelJoined(page, 'media-slots-updates');
    await openHome(page);
    await joined;
    const services = page.locator('#servicos');
    await services.scrollIntoViewIfNeeded();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    try {
      const published = await publishImage(service, 'servico-sofas', 'sofas-live', {
        label: 'Sofá publicado',
        alt: 'Sofá publicado',
      });
      await expect(services.getByRole('img', { name: 'Sofá publicado' })).toHaveAttribute(
        'src',
        published.url,
        {
          timeout: 15_000,
        },
      );
      await expect(services.getByRole('img', { name: 'Sofá publicado' })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
    } finally {
      await unpublishSlots(service, 'servico-sofas');
    }
  });
  test('a published global.favicon becomes the tab icon of the rebuilt page', async ({ page, request }) => {
    const icon = await publishImage(service, 'global.favicon', 'icon-live', { label: 'Ícone' });
    try {
      await rebuildPublicPage(request);
      await openHome(page);
      await expect(page.locator(`head link[rel="icon"][href="${icon.url}"]`)).toHaveCount(1);
      // the owner's icon replaces the built-in ones
      await expect(page.locator('head link[rel="icon"]')).toHaveCount(1);
    } finally {
      await unpublishSlots(service, 'global.favicon');
      await rebuildPublicPage(request);
    }
  });

  test('a video changed while the page is open is reloaded on the videos-updates channel', async ({
    page,
  }) => {
    // the seed sets no video: publish one first
    await setVideoUrl(service, 'hero-main', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    try {
      const joined = channelJoined(page, 'videos-updates');
      await openHome(page);
      await joined;
      await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toBeAttached();
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

      await setVideoUrl(service, 'hero-main', 'https://youtu.be/aqz-KE-bpKQ');
      await expect(page.locator('iframe[src*="/embed/aqz-KE-bpKQ"]')).toBeAttached({ timeout: 15_000 });
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);

      // removed while the page is open: the player goes, the poster stays
      await setVideoUrl(service, 'hero-main', null);
      await expect(page.locator('[data-island="hero-video"] iframe')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('[data-island="hero-video"] img')).toBeVisible();
    } finally {
      await setVideoUrl(service, 'hero-main', null);
    }
  });
});

test.describe('no video set', () => {
  test('the hero shows its poster only and nothing is requested from YouTube', async ({ page }) => {
    await setVideoUrl(service, 'hero-main', null);
    await setVideoUrl(service, 'waterproofing', null);
    const youTubeRequests: string[] = [];
    page.on('request', (request) => {
      if (
        /(^|\.)(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com)$/.test(new URL(request.url()).hostname)
      )
        youTubeRequests.push(request.url());
    });

    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion });
      await openHome(page);
      await scrollThrough(page);
      // the player would be attached once the browser is idle: wait for that moment to pass
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
      );
      await page.waitForTimeout(500);

      const hero = page.locator('[data-island="hero-video"]');
      await expect(hero.locator('img')).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Reproduzir o vídeo/ })).toHaveCount(0);
    }
    expect(youTubeRequests).toEqual([]);
  });
});

test.describe('other routes', () => {
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
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
