import { createElement as h, Fragment } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import {
  firstScreenExpectLink,
  scriptsAtLowPriority,
  injectPage,
  inlineStylesheets,
  linkedStylesheets,
  spaShell,
  splitHoistedHead,
} from '#scripts/support/prerender-html.ts';

// index.html as Vite builds it (same shape as the project's own).
const TEMPLATE = `<!doctype html>
<html lang="pt-PT">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Título de reserva</title>
    <meta
      name="description"
      content="Descrição de reserva."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-home-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A page as React 19 renders it on the server: head elements inside the page's own tree. */
async function renderPage(): Promise<string> {
  const page = h(
    Fragment,
    null,
    h('title', null, 'Limpeza de Estofos & Sofás'),
    h('meta', { name: 'description', content: 'Sofás "limpos" <já>' }),
    h('link', { rel: 'canonical', href: 'https://estofos.example.pt/' }),
    h('meta', { property: 'og:image', content: 'https://estofos.example.pt/og-image.jpg' }),
    h(
      'main',
      null,
      h('h1', null, 'Estofos limpos'),
      h('img', { src: '/hero.webp', alt: '', fetchPriority: 'high', width: 9, height: 16 }),
      h('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{"@type":"Thing"}' } }),
    ),
  );
  const { prelude } = await prerender(page);
  return new Response(prelude).text();
}

describe('splitHoistedHead', () => {
  it('takes the elements React hoists off the front of its output and leaves the page', async () => {
    const { head, body } = splitHoistedHead(await renderPage());
    expect(head).toContain('<title>Limpeza de Estofos &amp; Sofás</title>');
    expect(head).toContain('<link rel="canonical" href="https://estofos.example.pt/"/>');
    expect(head.some((e) => e.includes('property="og:image"'))).toBe(true);
    // React's own preload of the high-priority image belongs in the head too.
    expect(head.some((e) => e.includes('rel="preload"') && e.includes('/hero.webp'))).toBe(true);
    expect(body.startsWith('<main><h1>Estofos limpos</h1>')).toBe(true);
    expect(body).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
  });

  it('leaves markup without hoisted elements alone', () => {
    expect(splitHoistedHead('<main><title>x</title></main>')).toEqual({
      head: [],
      body: '<main><title>x</title></main>',
    });
  });
});

describe('injectPage', () => {
  it("replaces index.html's title and description, and fills #root marked with the path", async () => {
    const { head, body } = splitHoistedHead(await renderPage());
    const html = injectPage(TEMPLATE, { path: '/', lang: 'pt-PT', head, body });
    expect(html).not.toContain('Título de reserva');
    expect(html).not.toContain('Descrição de reserva');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain(`<div id="root" data-prerendered-path="/">${body}</div>`);
    // The page's head first, then the stylesheet and the script.
    const order = ['<meta charset', '<title>', 'rel="canonical"', 'index-abc.js', '</head>'];
    const positions = order.map((part) => html.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("writes the page's language into <html lang>", () => {
    const html = injectPage(TEMPLATE, { path: '/en/', lang: 'en', head: [], body: '<p>x</p>' });
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(html).toContain('<div id="root" data-prerendered-path="/en/"><p>x</p></div>');
  });

  it("keeps index.html's own title when the page has none", () => {
    const html = injectPage(TEMPLATE, { path: '/', lang: 'pt-PT', head: [], body: '<p>x</p>' });
    expect(html).toContain('<title>Título de reserva</title>');
    expect(html).toContain('Descrição de reserva');
  });

  it('refuses a template whose #root is not empty', () => {
    expect(() =>
      injectPage(TEMPLATE.replace('<div id="root"></div>', '<div id="root">x</div>'), {
        path: '/',
        lang: 'pt-PT',
        head: [],
        body: '',
      }),
    ).toThrow(/#root|root/);
  });
});

describe('inlineStylesheets', () => {
  it('replaces the stylesheet link with its rules, relative URLs made absolute', () => {
    expect(linkedStylesheets(TEMPLATE)).toEqual(['/assets/index-abc.css']);
    const css = "@font-face{src:url(./a.woff2)}.x{background:url('../img/b.webp')}.y{background:url(data:x)}";
    const html = inlineStylesheets(TEMPLATE, new Map([['/assets/index-abc.css', css]]));
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    // named for browsers without scripts only: with scripts, nothing fetches it while parsing
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/index-abc.css" /></noscript>');
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toContain(
      "<style>@font-face{src:url(/assets/a.woff2)}.x{background:url('/img/b.webp')}.y{background:url(data:x)}</style>",
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('keeps a link it has no rules for, and refuses CSS that would end the element', () => {
    expect(inlineStylesheets(TEMPLATE, new Map())).toBe(TEMPLATE);
    expect(() => inlineStylesheets(TEMPLATE, new Map([['/assets/index-abc.css', 'a{}</style><p>']]))).toThrow(
      /cannot be inlined/,
    );
  });
});

describe('spaShell', () => {
  it('is index.html as built, kept out of search results', () => {
    const shell = spaShell(TEMPLATE);
    expect(shell).toContain('<meta name="robots" content="noindex" />');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell.replace('    <meta name="robots" content="noindex" />\n', '')).toBe(TEMPLATE);
  });
});

describe('firstScreenExpectLink', () => {
  it("blocks rendering until the page's first section is parsed, whatever comes before it", () => {
    const body =
      '<a href="#main">Saltar</a><header><nav><a href="#faq">FAQ</a></nav></header>' +
      '<main><section data-id="x" class="hero" id="inicio"><h1>Olá</h1></section><section id="faq"></section></main>';
    expect(firstScreenExpectLink(body)).toBe('<link rel="expect" href="#inicio" blocking="render" />');
  });

  it('refuses a page without a section to wait for', () => {
    expect(() => firstScreenExpectLink('<header id="topo"></header><main id="main"></main>')).toThrow(
      /<section id>/,
    );
  });
});

describe('scriptsAtLowPriority', () => {
  it('asks for the entry script and its preloads at low priority, and for nothing else', () => {
    const html = scriptsAtLowPriority(
      TEMPLATE.replace('</head>', '<script type="application/ld+json">{}</script></head>'),
    );
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/start-home-abc.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<script type="application/ld+json">{}</script>');
    // once is enough: a page already marked stays as it is
    expect(scriptsAtLowPriority(html)).toBe(html);
  });
});
