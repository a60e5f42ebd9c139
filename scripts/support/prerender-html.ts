// Pure string work of the prerender: split React's output into head and body parts and put
// them into Vite's built index.html.
import { escapeMarkup } from '#src/lib/escape-markup.ts';
import { PUBLISHED_LANGUAGES_ATTRIBUTE } from '#src/content/not-found-metadata.ts';

/** React 19 hoists these in front of a non-document render's markup. */
const HOISTED_ELEMENT = /^(?:<title>[^<]*<\/title>|<meta\s[^>]*\/?>|<link\s[^>]*\/?>)/;

export interface SplitMarkup {
  /** The hoisted <title>, <meta> and <link> elements, for <head>. */
  head: string[];
  /** The page's own markup, for #root. */
  body: string;
}

/** Takes the run of hoisted elements off the front of React's output. */
export function splitHoistedHead(markup: string): SplitMarkup {
  const head: string[] = [];
  let rest = markup;
  for (let match = HOISTED_ELEMENT.exec(rest); match; match = HOISTED_ELEMENT.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** What index.html's own head says that the page's hoisted elements say better. */
function isReplacedByPage(element: string, pageHead: readonly string[]): boolean {
  if (/^<title>/.test(element)) return pageHead.some((e) => e.startsWith('<title>'));
  // the owner's published icon replaces the built-in ones
  if (/^<link\s[^>]*rel="icon"/.test(element)) return pageHead.some((e) => /^<link\s[^>]*rel="icon"/.test(e));
  const name = /^<meta\s[^>]*name="([^"]+)"/.exec(element)?.[1];
  return name !== undefined && pageHead.some((e) => e.includes(`name="${name}"`));
}

/**
 * A render-blocking `<link rel="expect">` naming the page's first section: Chromium paints nothing
 * until that section is parsed, so a document that arrives in pieces is never drawn with its
 * header half-built, then moved. Only the home pages carry it: a page without the element would
 * have Chromium warn in its console. Browsers without `rel="expect"` ignore it.
 */
export function firstScreenExpectLink(body: string): string {
  const id = /<section\s(?:[^>]*?\s)?id="([^"]+)"/.exec(body)?.[1];
  if (!id) throw new Error('the page has no <section id> for its first screen');
  return `<link rel="expect" href="#${id}" blocking="render" />`;
}

const ROOT_ELEMENT = '<div id="root"></div>';

export interface PageParts {
  /** The path the markup was rendered for; src/main.tsx hydrates only at that path. */
  path: string;
  /** The page's language, for `<html lang>`. */
  lang: string;
  head: readonly string[];
  body: string;
  /** Markup for after #root, e.g. the data the page was rendered from. */
  trailer?: string;
}

/**
 * index.html with the page inside #root and its head elements in <head>: the hoisted ones
 * replace index.html's own <title> and meta description, and go in front of the stylesheet
 * and script links so a crawler reads them first.
 */
export function injectPage(template: string, page: PageParts): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
  if (!/<html lang="[^"]*">/.test(template)) throw new Error('index.html has no <html lang>');
  const withoutOwnHead = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeMarkup(page.lang)}">`)
    .replace(
      /[ \t]*<(title>[\s\S]*?<\/title|meta\s[^>]*?\/?|link\s[^>]*?rel="icon"[^>]*?\/?)>\s*\n?/g,
      (element) => (isReplacedByPage(element.trim(), page.head) ? '' : element),
    );
  const headElements = page.head.map((e) => `    ${e}\n`).join('');
  const anchor = /<meta name="viewport"[^>]*>\s*\n/.exec(withoutOwnHead);
  if (!anchor) throw new Error('index.html has no viewport <meta> to put the page head after');
  const at = anchor.index + anchor[0].length;
  return (
    withoutOwnHead.slice(0, at) +
    headElements +
    withoutOwnHead
      .slice(at)
      .replace(
        ROOT_ELEMENT,
        () =>
          `<div id="root" data-prerendered-path="${page.path}">${page.body}</div>` +
          (page.trailer ? `\n    ${page.trailer}` : ''),
      )
  );
}

const VIEWPORT_META = /(<meta name="viewport"[^>]*>\s*\n)/;

/** The template with a robots <meta> right after the viewport one. */
function withRobots(template: string, content: string): string {
  if (!VIEWPORT_META.test(template)) throw new Error('index.html has no viewport <meta> to put robots after');
  return template.replace(VIEWPORT_META, `$1    <meta name="robots" content="${content}" />\n`);
}

/**
 * The shell of the app's own pages (/admin, /seo): index.html as built, kept out of search
 * results. Pages may still set their own title when they run.
 */
export function spaShell(template: string): string {
  return withRobots(template, 'noindex');
}

function unescapeMarkup(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (entity, dec, hex, name) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    return named[String(name).toLowerCase()] ?? entity;
  });
}

/** The `og:site_name` of a page's hoisted head elements (the business name the build baked in). */
export function siteName(head: readonly string[]): string {
  for (const element of head) {
    if (!/^<meta\s[^>]*property="og:site_name"/.test(element)) continue;
    const content = /\scontent="([^"]*)"/.exec(element)?.[1];
    if (content) return unescapeMarkup(content);
  }
  throw new Error('the prerendered page has no og:site_name <meta> to name the 404 page after');
}

/**
 * The page a host answers an unknown path with, status 404 (written as 404.html): the shell
 * with the 404 page's own title, without the home page's description, never indexed nor
 * followed. Its script renders the router like the shell's does, and the router's catch-all
 * shows the not-found page, in every language, with a way to the home page of each language
 * published (listed on #root: the shell is built with the pages).
 */
export function notFoundShell(
  template: string,
  head: { title: string; robots: string; published: readonly string[] },
): string {
  const titled = template
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root" ${PUBLISHED_LANGUAGES_ATTRIBUTE}="${escapeMarkup(head.published.join(' '))}"></div>`,
    )
    .replace(/[ \t]*<meta\s[^>]*?name="description"[^>]*?\/?>[ \t]*\n?/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeMarkup(head.title)}</title>`);
  if (!titled.includes(`<title>${escapeMarkup(head.title)}</title>`))
    throw new Error('index.html has no <title>');
  return withRobots(titled, escapeMarkup(head.robots));
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/** The hrefs of the stylesheets a page links. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map(([, href = '']) => href);
}

/** Relative url(...) references of a stylesheet made absolute, so the rules still work inline. */
function absoluteUrls(css: string, href: string): string {
  return css.replace(
    /url\(\s*(["']?)(?![a-z]+:|\/|#)([^"')]+)\1\s*\)/gi,
    (_match, quote: string, url: string) => {
      return `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`;
    },
  );
}

/**
 * Puts the linked stylesheets into the page as <style> elements: the first paint then needs
 * the HTML alone instead of a second round trip (the whole Tailwind build is a few kB gzip).
 * The link moves into a <noscript>: a browser without scripts applies it, one with scripts
 * fetches nothing for it (src/main.tsx links the same file once the page is on screen). A
 * disabled link would not do: Chromium 150 fetches it while parsing, then again once enabled.
 */
export function inlineStylesheets(html: string, cssByHref: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = cssByHref.get(href);
    if (css === undefined) return link;
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
    return `<style>${absoluteUrls(css, href)}</style>\n    <noscript><link rel="stylesheet" href="${href}" /></noscript>`;
  });
}

/**
 * The page's own scripts fetched at low priority: the prerendered page needs none of them for its
 * first paint (src/main.tsx starts after it), so the HTML's hero image and the document itself
 * get a phone's bandwidth first, and the scripts follow.
 */
export function scriptsAtLowPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g,
    '<$1 fetchpriority="low"',
  );
}
