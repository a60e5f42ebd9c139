// Pure string work of the prerender: split React's output into head and body parts and put
// them into Vite's built index.html.

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
  const name = /^<meta\s[^>]*name="([^"]+)"/.exec(element)?.[1];
  return name !== undefined && pageHead.some((e) => e.includes(`name="${name}"`));
}

const ROOT_ELEMENT = '<div id="root"></div>';

export interface PageParts {
  /** The path the markup was rendered for; src/main.tsx hydrates only at that path. */
  path: string;
  head: readonly string[];
  body: string;
}

/**
 * index.html with the page inside #root and its head elements in <head>: the hoisted ones
 * replace index.html's own <title> and meta description, and go in front of the stylesheet
 * and script links so a crawler reads them first.
 */
export function injectPage(template: string, page: PageParts): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
  const withoutOwnHead = template.replace(
    /[ \t]*<(title>[\s\S]*?<\/title|meta\s[^>]*?\/?)>\s*\n?/g,
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
      .replace(ROOT_ELEMENT, `<div id="root" data-prerendered-path="${page.path}">${page.body}</div>`)
  );
}

/**
 * The shell for every other path: index.html as built, kept out of search results (its
 * routes are private pages and the 404). Pages may still set their own title when they run.
 */
export function spaShell(template: string): string {
  return template.replace(
    /(<meta name="viewport"[^>]*>\s*\n)/,
    '$1    <meta name="robots" content="noindex" />\n',
  );
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
 * The link stays, disabled: browsers neither fetch nor apply a disabled stylesheet, and Vite's
 * loader of lazy chunks, which lists the entry's stylesheet among their dependencies, sees it
 * as present instead of fetching and applying the same rules a second time.
 */
export function inlineStylesheets(html: string, cssByHref: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = cssByHref.get(href);
    if (css === undefined) return link;
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
    return `<style>${absoluteUrls(css, href)}</style>\n    <link rel="stylesheet" href="${href}" disabled />`;
  });
}
