// Owner text that tries to break out of the page: every text the owner writes in /admin (the
// page's texts in both languages, the business facts, the images' alt texts and captions in both
// languages) holds `</script>`, `<!--`, `<script>`, U+2028 and U+2029 (and a few more of the kind),
// as far as each field's limit allows and the admin's validators accept. The build renders both
// pages from a stand-in holding them (src/entry-server.tsx, as `npm run build` does) and puts
// each into the served HTML (servedPage, scripts/support/home-prerender.ts). In each parsed
// page: the JSON scripts parse and give back the texts exactly, no <script> element or comment
// appears that the page does not have with its built-in texts, and every text is in the document
// as text or as an attribute's value, never as markup.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleContent } from '#scripts/bench/sample-content.ts';
import { servedPage, type ServerEntry } from '#scripts/support/home-prerender.ts';
import { homeTitle } from '#src/content/home-metadata.ts';
import type { RenderedHome, RenderedSite } from '#src/lib/home-state-contract.ts';
import { HOME_STATE_ELEMENT_ID } from '#src/lib/home-state-contract.ts';
import type { BusinessFacts } from '#portable/business-facts/shape.ts';
import { BUSINESS_FACT_LIMITS } from '#portable/business-facts/shape.ts';
import { validateBusinessFacts } from '#portable/business-facts/validate.ts';
import type { Database } from '#portable/database-types.ts';
import { MAX_ALT_TEXT_LENGTH, MAX_CAPTION_LENGTH } from '#portable/media-rules.ts';
import type { FieldSpec } from '#portable/page-texts/page-text-fields.ts';
import { PAGE_TEXTS_CATALOGUE, type PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import { validatePageTexts } from '#portable/page-texts/validate-page-texts.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { storableTextProblem } from '#portable/text-rules.ts';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The build's server entry, loaded from its source here as the prerender loads its bundle (JSX, out of the tests' tsconfig). */
const ENTRY_SERVER = path.join(ROOT, 'src', 'entry-server.tsx');

/** What a text may try: end the script it is written into, open a comment or a script, end a JS line. */
const BREAK_OUT = ['</script>', '<!--', '<script>', '\u2028', '\u2029', '-->', '&lt;', "$'$&", '"'];

/**
 * A text of `max` characters: its number `n` (so no other text contains it), then BREAK_OUT's
 * pieces from the `n`-th on, with no space at either end.
 */
function hostile(max: number, n: number): string {
  let text = `${n}#`;
  for (let i = n; Array.from(text).length < max; i++) text += BREAK_OUT[i % BREAK_OUT.length];
  // the admin trims texts, and U+2028 and U+2029 are white space to trim
  return Array.from(text).slice(0, max).join('').replace(/^\s+/, 'x').replace(/\s+$/, 'x');
}

let seed = 10;

/** Every page text hostile, every list at its longest. */
function hostilePageTexts(): PageTexts {
  const fill = (spec: FieldSpec): unknown => {
    switch (spec.kind) {
      case 'text':
        return hostile(spec.max, seed++);
      case 'list':
        return Array.from({ length: spec.max }, () => fill(spec.item));
      case 'group':
        return Object.fromEntries(Object.entries(spec.fields).map(([key, field]) => [key, fill(field)]));
    }
  };
  return fill(PAGE_TEXTS_CATALOGUE) as PageTexts;
}

const TODAY = new Date().toISOString().slice(0, 10);

/** The facts as the owner could save them, every text hostile and each link with them in its path. */
function hostileFacts(): BusinessFacts {
  const sent = {
    name: hostile(BUSINESS_FACT_LIMITS.name, seed++),
    whatsapp: '+351912345678',
    phone: '+351213456789',
    // the e-mail's rule allows anything but spaces and a second @
    email: `dono</script><!--<script>"$'&lt;-->@estofos-lisboa.pt`,
    streetAddress: hostile(BUSINESS_FACT_LIMITS.streetAddress, seed++),
    postalCode: '1200-195',
    locality: hostile(BUSINESS_FACT_LIMITS.locality, seed++),
    openingHours: {
      Mo: { opens: '09:00', closes: '18:00' },
      Tu: null,
      We: null,
      Th: null,
      Fr: null,
      Sa: null,
      Su: null,
    },
    social: {
      instagram: 'https://www.instagram.com/estofos</script><!--<script>"',
      facebook: 'https://www.facebook.com/estofos?a=</script>&b=<!--',
      youtube: '',
      tiktok: 'https://www.tiktok.com/@estofos<script>',
    },
    mapsUrl: 'https://maps.app.goo.gl/</script><!--',
    rating: 4.9,
    reviewCount: 120,
    reviews: Array.from({ length: BUSINESS_FACT_LIMITS.reviews }, (_, index) => ({
      author: hostile(BUSINESS_FACT_LIMITS.reviewAuthor, seed++),
      place: hostile(BUSINESS_FACT_LIMITS.reviewPlace, seed++),
      text: hostile(BUSINESS_FACT_LIMITS.reviewText, seed++),
      rating: 5,
      date: new Date(Date.now() - (index + 1) * 86_400_000).toISOString().slice(0, 10),
    })),
  };
  const checked = validateBusinessFacts(sent, TODAY);
  if (!checked.ok) throw new Error(`the facts' validator refuses: ${JSON.stringify(checked.errors)}`);
  return checked.facts;
}

interface ImageTexts {
  slot: string;
  width: number;
  height: number;
  alt: Record<SiteLocale, string>;
  caption: Record<SiteLocale, string>;
}

function hostileImages(): ImageTexts[] {
  return sampleContent().images.map(({ slot, width, height }) => ({
    slot,
    width,
    height,
    alt: { 'pt-PT': hostile(MAX_ALT_TEXT_LENGTH, seed++), 'en-GB': hostile(MAX_ALT_TEXT_LENGTH, seed++) },
    caption: { 'pt-PT': hostile(MAX_CAPTION_LENGTH, seed++), 'en-GB': hostile(MAX_CAPTION_LENGTH, seed++) },
  }));
}

/** Vite's index.html as built: its module script and stylesheet in the head. */
async function builtTemplate(): Promise<string> {
  const source = await readFile(path.join(ROOT, 'index.html'), 'utf8');
  return source
    .replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '')
    .replace(
      '</head>',
      '  <script type="module" crossorigin src="/assets/index-test.js"></script>\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/index-test.css">\n  </head>',
    );
}
const SHEETS = new Map([['/assets/index-test.css', 'body{margin:0}#topo,#inicio{color:#123}']]);

let local: LocalSupabase;
let service: SupabaseClient<Database>;
let renderSite: ServerEntry['renderSite'];
let cutTitle: (title: string) => string;
let template: string;
let builtIn: RenderedHome;
let site: RenderedSite;
const texts = {} as Record<SiteLocale, PageTexts>;
let facts: BusinessFacts;
let images: ImageTexts[];

async function save(document: string, locale: SiteLocale, content: object): Promise<void> {
  const { error } = await service.rpc('save_owner_document', {
    p_document: document,
    p_locale: locale,
    p_content: JSON.parse(JSON.stringify(content)),
  });
  if (error) throw new Error(`save ${document} ${locale}: ${error.message}`);
}

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0, functions: false });
  service = createClient<Database>(local.url, local.secretKey, { auth: { persistSession: false } });
  // the site's settings, as the build's environment gives them, before its modules read them
  vi.stubEnv('VITE_SUPABASE_URL', local.url);
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', local.publishableKey);
  ({ renderSite } = (await import(ENTRY_SERVER)) as ServerEntry);
  ({ cutTitle } = await import('#src/lib/page-metadata.ts'));
  template = await builtTemplate();

  const plain = await renderSite();
  expect(plain.failures).toEqual([]);
  builtIn = plain.pages[0]!;

  for (const locale of ['pt-PT', 'en-GB'] as const) {
    const checked = validatePageTexts(hostilePageTexts(), { complete: true });
    if (!checked.ok) throw new Error(`the texts' validator refuses: ${JSON.stringify(checked.errors)}`);
    texts[locale] = checked.texts as PageTexts;
    await save('page-texts', locale, texts[locale]);
  }
  facts = hostileFacts();
  await save('business-facts', 'pt-PT', facts);
  const published = await service.from('published_locales').insert({ locale: 'en-GB' });
  if (published.error) throw new Error(published.error.message);

  images = hostileImages();
  for (const image of images) {
    for (const text of [...Object.values(image.alt), ...Object.values(image.caption)]) {
      expect(storableTextProblem(text, image.slot)).toBeNull();
    }
    const { error } = await service.rpc('publish_media_version', {
      p_slot_name: image.slot,
      p_file_url: `${local.url}/storage/v1/object/public/media/slots/${image.slot}/v1.webp`,
      p_storage_path: `slots/${image.slot}/v1.webp`,
      p_file_name: 'v1.webp',
      p_mime_type: 'image/webp',
      p_file_size: 1000,
      p_width: image.width,
      p_height: image.height,
      p_alt_text: image.alt['pt-PT'],
      p_caption: image.caption['pt-PT'],
      p_translations: { 'en-GB': { altText: image.alt['en-GB'], caption: image.caption['en-GB'] } },
    });
    if (error) throw new Error(`publish ${image.slot}: ${error.message}`);
  }

  site = await renderSite();
}, 120_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await local?.close();
});

it('renders both pages from the hostile texts, with no read failing', () => {
  expect(site.failures).toEqual([]);
  expect(site.pages.map((page) => page.state.locale)).toEqual(['pt-PT', 'en-GB']);
});

describe.each(['pt-PT', 'en-GB'] as const)('the served page in %s', (locale) => {
  let html: string;
  let document: Document;
  let plainDocument: Document;

  beforeAll(async () => {
    const page = site.pages.find((candidate) => candidate.state.locale === locale)!;
    html = await servedPage(template, page, SHEETS);
    document = new JSDOM(html).window.document;
    plainDocument = new JSDOM(await servedPage(template, builtIn, SHEETS)).window.document;
  }, 60_000);

  it('carries no script element the page with its built-in texts does not carry', () => {
    const scripts = (doc: Document) =>
      [...doc.querySelectorAll('script')].map((script) => ({
        type: script.getAttribute('type'),
        id: script.id,
        src: script.getAttribute('src'),
      }));
    expect(scripts(document)).toEqual(scripts(plainDocument));
    expect(scripts(document).filter((script) => script.type === 'application/ld+json')).toHaveLength(3);
    // and none in the text: each "<script" of the HTML is an element's own tag
    expect(html.match(/<script/gi)).toHaveLength(document.querySelectorAll('script').length);
    expect(html.match(/<\/script/gi)).toHaveLength(document.querySelectorAll('script').length);
  });

  it('paints nothing before the section with the h1 is parsed, and names it after the header', () => {
    const links = document.head.querySelectorAll('link[rel="expect"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('blocking')).toBe('render');
    const firstScreen = document.querySelector('h1')?.closest('section');
    expect(links[0]?.getAttribute('href')).toBe(`#${firstScreen?.id}`);
    // the header is the part a document parsed in pieces would draw half-built
    const header = document.querySelector('header');
    expect(header?.compareDocumentPosition(firstScreen!)).toBe(4 /* DOCUMENT_POSITION_FOLLOWING */);
  });

  it('opens no comment the owner wrote', () => {
    const comments: string[] = [];
    const walker = document.createTreeWalker(document, 128 /* NodeFilter.SHOW_COMMENT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node.nodeValue ?? '');
    // React's own are empty or `$`-like markers; one of the owner's would hold a text's number
    expect(comments.filter((comment) => /\d#|script|&lt;|\u2028/.test(comment))).toEqual([]);
  });

  it("gives the page's state back, texts and all, from its JSON script", () => {
    const element = document.getElementById(HOME_STATE_ELEMENT_ID);
    expect(element?.getAttribute('type')).toBe('application/json');
    const state = JSON.parse(element?.textContent ?? '') as RenderedHome['state'];
    const rendered = site.pages.find((page) => page.state.locale === locale)!.state;
    expect(state).toEqual(JSON.parse(JSON.stringify(rendered)));

    const data = (key: string) =>
      state.queries.queries.find((query) => query.queryKey[0] === key)?.state.data;
    expect(data('page-texts')).toEqual({ version: 1, texts: { portfolio: texts[locale].portfolio } });
    expect(data('business-facts')).toEqual({ whatsapp: facts.whatsapp, phone: facts.phone });
    type Image = { alt: string; translatedAlt?: Record<string, string> };
    const pairs = data('media-slots') as { id: string; beforeImage: Image; afterImage: Image }[];
    const altOf = (image: Image) => image.alt || image.translatedAlt?.[locale];
    const written = (slot: string) => images.find((image) => image.slot === slot)?.alt[locale];
    expect(pairs.map((pair) => [altOf(pair.beforeImage), altOf(pair.afterImage)])).toEqual(
      pairs.map((pair) => [written(`gallery.${pair.id}.before`), written(`gallery.${pair.id}.after`)]),
    );
    expect(pairs).toHaveLength(4);
  });

  it('gives the structured data back from its JSON-LD scripts', () => {
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    const business = blocks.find((block) => block['@type'] === 'HomeAndConstructionBusiness');
    expect(business).toMatchObject({
      name: facts.name,
      email: facts.email,
      hasMap: facts.mapsUrl,
      address: { streetAddress: facts.streetAddress, addressLocality: facts.locality },
    });
    expect(new Set(business?.sameAs as string[])).toEqual(
      new Set(Object.values(facts.social).filter((url) => url !== '')),
    );
    const offers = business?.makesOffer as { itemOffered: { name: string; areaServed: string } }[];
    expect(offers.map((offer) => offer.itemOffered.name)).toEqual(texts[locale].footer.services);
    expect(offers.map((offer) => offer.itemOffered.areaServed)).toEqual(
      texts[locale].footer.services.map(() => texts[locale].footer.serviceArea),
    );
    expect(blocks.find((block) => block['@type'] === 'WebSite')?.name).toBe(facts.name);
  });

  it('shows every text as text or as an attribute, never as markup', () => {
    // each text node on its own (no element's whole text, where one text's end and the next's
    // start could pass for a third), and each attribute
    const textNodes: string[] = [];
    const walker = document.createTreeWalker(document, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!['SCRIPT', 'STYLE'].includes(node.parentElement?.tagName ?? ''))
        textNodes.push(node.nodeValue ?? '');
    }
    const inDocument = [
      ...textNodes,
      ...[...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].flatMap((attribute) => [attribute.value, ...decodedLink(attribute.value)]),
      ),
    ];
    const written: [string, string][] = [
      ...leaves(texts[locale]).filter(([where]) => !(where in NOT_IN_THE_MARKUP)),
      ['name', facts.name],
      ['email', facts.email],
      ...facts.reviews.flatMap((review, index) =>
        (['author', 'place', 'text'] as const).map((field): [string, string] => [
          `reviews.${index}.${field}`,
          review[field],
        ]),
      ),
      ...images
        .filter((image) => !image.slot.endsWith('.after'))
        .map((image): [string, string] => [`alt of ${image.slot}`, image.alt[locale]]),
    ];
    const missing = written.filter(([, text]) => !inDocument.some((shown) => shown.includes(text)));
    expect(missing).toEqual([]);

    const title = cutTitle(homeTitle(texts[locale].metadata.title, facts.name));
    expect(document.querySelector('title')?.textContent).toBe(title);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(title);
  });
});

/**
 * The page's texts that are not in its markup as written, with where they are: the state's and
 * the structured data's checks above cover them. (So are the business's street and locality, in
 * the structured data only, and the after photo of each pair, whose alt text is in the state
 * until the visitor turns the card; the images' captions are not on the home page at all.)
 */
const NOT_IN_THE_MARKUP: Readonly<Record<string, string>> = {
  'metadata.title': 'in <title> and og:title with the business name, cut to 60 characters',
  'portfolio.after': "the label of a turned card: in the page's state",
  'portfolio.showBefore': "the button of a turned card: in the page's state",
};

/** Each text of a document with where it is ("faq.items.2.answer"). */
function leaves(value: unknown, where = ''): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  return Object.entries(value as object).flatMap(([key, inner]) =>
    leaves(inner, where ? `${where}.${key}` : key),
  );
}

/** The texts a link carries in its address: a mailto's address, a query's values. */
function decodedLink(value: string): string[] {
  if (value.startsWith('mailto:')) return [decodeURIComponent(value.slice('mailto:'.length))];
  if (!/^https?:/.test(value)) return [];
  try {
    return [...new URL(value).searchParams.values()];
  } catch {
    return [];
  }
}
