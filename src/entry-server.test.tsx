// @vitest-environment node
// The build renders `/` from what is published in the project (read as the browser reads it),
// so what search engines, link previews and visitors without JavaScript get is what the owner
// published, and the page carries the data its interactive islands hydrate from.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { CONFIGURED_FACTS } from '#src/content/business.ts';
import { renderSite } from './entry-server.tsx';
import { setupFakeSupabaseServer } from '#src/testing/mocks/fake-supabase-server.ts';
import { fakeVideo, slotWithVersions } from '#src/testing/mocks/fake-tables.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';

const FACTS = completeBusinessFacts({
  name: 'Estofos da Ana',
  phone: '+351213456789',
  whatsapp: '+351933333333',
  social: { instagram: '', facebook: '', youtube: '', tiktok: 'https://www.tiktok.com/@ana' },
  reviews: [{ author: 'Rita Costa', place: 'Setúbal', text: 'Impecável.', rating: 5, date: '2026-11-01' }],
});

const published = [
  'servico-sofas',
  'global.og_image',
  'gallery.before_after.1.before',
  'gallery.before_after.1.after',
].map((slotName) => slotWithVersions(slotName, 2));

/**
 * Texts the owner saved: an FAQ answer with a line break, a service bullet, the title, the
 * footer's list, the portfolio's button.
 */
function savedTexts() {
  const faqItems = BUILT_IN_PAGE_TEXTS['pt-PT'].faq.items.map((item, index) =>
    index === 1 ? { ...item, answer: 'A partir de 40 €.\nPeça-nos um orçamento.' } : item,
  );
  const services = BUILT_IN_PAGE_TEXTS['pt-PT'].services.services.map((service, index) =>
    index === 0 ? { ...service, features: ['Sofás de <b>pele</b>', ...service.features.slice(1)] } : service,
  );
  return {
    metadata: { title: 'Estofos limpos em Lisboa', description: 'Sofás limpos em sua casa.' },
    faq: { ...BUILT_IN_PAGE_TEXTS['pt-PT'].faq, items: faqItems },
    services: { ...BUILT_IN_PAGE_TEXTS['pt-PT'].services, services },
    footer: { ...BUILT_IN_PAGE_TEXTS['pt-PT'].footer, services: ['Sofás', 'Colchões'] },
    portfolio: { ...BUILT_IN_PAGE_TEXTS['pt-PT'].portfolio, cta: 'Quero o meu sofá assim' },
  };
}

const fake = setupFakeSupabaseServer({
  seed: () => ({
    slots: published.map(({ slot }) => slot),
    versions: published.flatMap(({ versions }) => versions),
    videos: [fakeVideo('hero-main', 'https://youtu.be/aqz-KE-bpKQ')],
    businessFacts: [FACTS],
    pageTexts: [savedTexts()],
  }),
});

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
const fileOf = (slotName: string) => `https://storage.example/media/slots/${slotName}/v2.jpg`;

/** The site's pages as the build renders them, and the first page's parts. */
async function renderHome(options?: Parameters<typeof renderSite>[0]) {
  const site = await renderSite(options);
  expect(site.pages[0]?.state.locale).toBe('pt-PT');
  return { ...site.pages[0]!, failures: site.failures, site };
}

const ENGLISH = {
  ...BUILT_IN_PAGE_TEXTS['en-GB'],
  metadata: { title: 'Clean sofas in Lisbon', description: 'Sofas cleaned at your home.' },
  footer: { ...BUILT_IN_PAGE_TEXTS['en-GB'].footer, serviceArea: 'Lisbon and the South Bank' },
};

describe('renderSite', () => {
  it('renders the published photos, pairs, video, facts and texts, and the share image in the metadata', async () => {
    const { markup, state, failures, site } = await renderHome();

    expect(failures).toEqual([]);
    // one language: one page, pointing to no other
    expect(site.pages).toHaveLength(1);
    expect(markup).not.toContain('hrefLang');
    expect(markup).not.toContain('hreflang');
    expect(markup).toContain('<link rel="canonical" href="https://estofos-lisboa.example.pt/"/>');
    const services = /<section id="servicos"[\s\S]*?<\/section>/.exec(markup)?.[0] ?? '';
    expect(services).toContain(`src="${fileOf('servico-sofas')}"`);
    expect(markup).toContain(`<meta property="og:image" content="${fileOf('global.og_image')}"/>`);
    expect(markup).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(markup).toContain('id="portfolio"');
    expect(markup).toContain(fileOf('gallery.before_after.1.before'));
    expect(markup).toContain('video-id="aqz-KE-bpKQ"');

    expect(markup).toContain('href="tel:+351213456789"');
    expect(markup).not.toContain('tel:+351910000000');
    expect(markup).toContain('https://wa.me/351933333333?text=');
    expect(markup).toContain('Impecável.');
    expect(markup).toContain('aria-label="TikTok"');
    expect(markup).not.toContain('aria-label="Instagram"');
    expect(markup).toContain('<title>Estofos limpos em Lisboa | Estofos da Ana</title>');
    expect(markup).toContain('<meta name="description" content="Sofás limpos em sua casa."/>');
    // plain text: the line break kept, the markup shown as the characters it is
    expect(markup).toContain('<p class="faq-answer">A partir de 40 €.<br/>Peça-nos um orçamento.</p>');
    expect(markup).toContain('<li>Sofás de &lt;b&gt;pele&lt;/b&gt;</li>');
    expect(markup).toContain('Quanto custa o serviço?');
    expect(markup).toContain('Quero o meu sofá assim');
    const business = jsonLd(markup).find((block) => block['@type'] === 'HomeAndConstructionBusiness');
    expect(business).toMatchObject({
      name: 'Estofos da Ana',
      telephone: '+351213456789',
      image: fileOf('global.og_image'),
      sameAs: ['https://www.tiktok.com/@ana'],
    });
    expect(
      (business?.makesOffer as { itemOffered: { name: string } }[]).map((offer) => offer.itemOffered.name),
    ).toEqual(['Sofás', 'Colchões']);

    // the revision it covers, and the data of the one island that hydrates, the portfolio
    expect(state.revision).toBe(fake.backend.tables.siteRevision.revision);
    expect(state.locale).toBe('pt-PT');
    expect(state.queries.queries.map((query) => query.queryKey.join('/')).sort()).toEqual([
      'business-facts/contacts',
      'media-slots/portfolio/pt-PT',
      'page-texts/portfolio/pt-PT',
    ]);
    const contacts = state.queries.queries.find((query) => query.queryKey[1] === 'contacts');
    expect(contacts?.state.data).toEqual({ whatsapp: '+351933333333', phone: '+351213456789' });
    // of the texts, only the portfolio's words
    const texts = state.queries.queries.find((query) => query.queryKey[0] === 'page-texts');
    // its version and words, nothing else: the page carries them
    expect(texts?.state.data).toEqual({ version: 1, texts: { portfolio: savedTexts().portfolio } });
  });

  it('renders a page per published language, each in its own words, pointing to the other', async () => {
    fake.reseed({
      slots: published.map(({ slot }) => slot),
      versions: published.flatMap(({ versions }) => versions),
      businessFacts: [FACTS],
      pageTexts: [savedTexts()],
      pageTextsIn: { 'en-GB': [ENGLISH] },
      publishedLocales: ['en-GB'],
    });

    const site = await renderSite();

    expect(site.failures).toEqual([]);
    expect(site.pages.map((page) => page.state.locale)).toEqual(['pt-PT', 'en-GB']);
    const [portuguese, english] = site.pages.map((page) => page.markup) as [string, string];
    for (const markup of [portuguese, english]) {
      expect(markup).toContain(
        '<link rel="alternate" hrefLang="pt-PT" href="https://estofos-lisboa.example.pt/"/>',
      );
      expect(markup).toContain(
        '<link rel="alternate" hrefLang="en" href="https://estofos-lisboa.example.pt/en/"/>',
      );
      expect(markup).toContain(
        '<link rel="alternate" hrefLang="x-default" href="https://estofos-lisboa.example.pt/"/>',
      );
    }
    expect(english).toContain('<title>Clean sofas in Lisbon | Estofos da Ana</title>');
    expect(english).toContain('<link rel="canonical" href="https://estofos-lisboa.example.pt/en/"/>');
    expect(english).toContain('<meta property="og:locale" content="en_GB"/>');
    expect(english).toContain('<meta property="og:locale:alternate" content="pt_PT"/>');
    expect(english).toContain('Lisbon and the South Bank');
    expect(english).toContain(ENGLISH.faq.items[0]!.question);
    expect(english).not.toContain('Quanto custa o serviço?');
    // the language link: the other page, named in its own language
    expect(english).toContain('<a href="/" hrefLang="pt-PT" lang="pt-PT"');
    expect(portuguese).toContain('<a href="/en/" hrefLang="en" lang="en"');
    // the review stays as written, marked as Portuguese on the English page only
    expect(english).toContain('<blockquote lang="pt-PT"');
    expect(portuguese).not.toContain('<blockquote lang=');
    const website = jsonLd(english).find((block) => block['@type'] === 'WebSite');
    expect(website).toMatchObject({ inLanguage: 'en', url: 'https://estofos-lisboa.example.pt/en/' });
    const business = jsonLd(english).find((block) => block['@type'] === 'HomeAndConstructionBusiness');
    expect(business).toMatchObject({ contactPoint: { availableLanguage: ['pt-PT', 'en'] } });
    // each page carries its own language's words for its portfolio
    const carried = site.pages[1]!.state.queries.queries.map((query) => query.queryKey.join('/'));
    expect(carried).toContain('page-texts/portfolio/en-GB');
    expect(carried).not.toContain('page-texts/portfolio/pt-PT');
    expect(site.pages[1]!.state.locale).toBe('en-GB');
  });

  it('still renders when the project refuses the key, with the built-in content, and says each read failed with 401', async () => {
    // (a network failure is retried by postgrest-js for seconds first, and ends the same way)
    fake.server.use(
      http.get('*/rest/v1/*', () => HttpResponse.json({ message: 'Invalid API key' }, { status: 401 })),
    );

    const { markup, state, failures } = await renderHome();

    expect(failures.map((failure) => failure.read).sort()).toEqual([
      'business facts',
      'contact numbers',
      'page texts',
      'portfolio pairs',
      'portfolio texts',
      'published images',
      'published languages',
      'site revision',
      'videos',
    ]);
    for (const failure of failures) {
      expect(failure).toMatchObject({ kind: 'unauthorized', status: 401, detail: 'Invalid API key' });
    }
    expect(markup).toContain(`href="tel:${CONFIGURED_FACTS.phone}"`);
    expect(markup).toContain('/images/fallback/service-sofa');
    expect(markup).toContain('og-image.jpg');
    expect(markup).not.toContain('id="portfolio"');
    expect(markup).not.toContain('video-id=');
    expect(state.revision).toBeNull();
    expect(state.queries.queries).toEqual([]);
  });

  it('gives up on a project that does not answer by the deadline, and says each read timed out', async () => {
    fake.server.use(http.get('*/rest/v1/*', () => new Promise<never>(() => {})));

    const { state, failures } = await renderHome({ readTimeoutMs: 100 });

    expect(failures.map((failure) => [failure.read, failure.kind]).sort()).toEqual([
      ['business facts', 'timeout'],
      ['contact numbers', 'timeout'],
      ['page texts', 'timeout'],
      ['portfolio pairs', 'timeout'],
      ['portfolio texts', 'timeout'],
      ['published images', 'timeout'],
      ['published languages', 'timeout'],
      ['site revision', 'timeout'],
      ['videos', 'timeout'],
    ]);
    expect(state.queries.queries).toEqual([]);
  });
});
