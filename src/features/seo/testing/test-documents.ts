// Crafted pages for the audit engine's unit tests.

export const PAGE_URL = 'https://estofos.example.pt/';

const JSON_LD = [
  { '@context': 'https://schema.org', '@type': 'HomeAndConstructionBusiness', name: 'Estofos' },
  { '@context': 'https://schema.org', '@type': 'WebSite', url: PAGE_URL },
  { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
];

/** A page that passes every weighted SEO check. */
function perfectPageHtml(): string {
  return `<!doctype html>
<html lang="pt-PT">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Limpeza de Estofos em Lisboa</title>
  <meta name="description" content="Limpeza e impermeabilização de sofás e colchões em Lisboa.">
  <meta name="robots" content="index,follow">
  <link rel="canonical" href="${PAGE_URL}">
  <meta property="og:title" content="Limpeza de Estofos em Lisboa">
  <meta property="og:description" content="Limpeza de sofás.">
  <meta property="og:image" content="${PAGE_URL}og-image.jpg">
  ${JSON_LD.map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`).join('\n  ')}
</head>
<body>
  <header id="topo"><nav><a href="#sobre">Sobre Nós</a> <a href="#faq">FAQ</a></nav></header>
  <main>
    <h1>Limpeza de Estofos em Lisboa</h1>
    <section id="sobre"><h2>Sobre Nós</h2><p>Texto.</p></section>
    <section id="faq"><h2>Perguntas frequentes</h2><h3>Quanto custa?</h3></section>
  </main>
  <footer id="contactos"><a href="https://wa.me/351910000000">WhatsApp</a> <a href="tel:+351910000000">Ligar</a> <a href="/admin">Admin</a></footer>
  <script id="home-state" type="application/json">{"revision":3,"builtAt":"2026-11-20T10:00:00Z","queries":{"mutations":[],"queries":[]}}</script>
</body>
</html>`;
}

export function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

export function perfectPage(): Document {
  return parse(perfectPageHtml());
}

export const EN_URL = `${PAGE_URL}en/`;

/** The links both pages of a Portuguese and English site carry. */
const BILINGUAL_ALTERNATES: readonly [hreflang: string, href: string][] = [
  ['pt-PT', PAGE_URL],
  ['en', EN_URL],
  ['x-default', PAGE_URL],
];

export function addAlternates(doc: Document, alternates: readonly (readonly [string, string])[]): Document {
  for (const [hreflang, href] of alternates) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.setAttribute('href', href);
    doc.head.append(link);
  }
  return doc;
}

/** The page at `url` (PAGE_URL or EN_URL) of a site in both languages, as published. */
export function bilingualPage(url: string, alternates = BILINGUAL_ALTERNATES): Document {
  const doc = perfectPage();
  doc.querySelector('link[rel="canonical"]')?.setAttribute('href', url);
  if (url === EN_URL) doc.documentElement.lang = 'en';
  return addAlternates(doc, alternates);
}
