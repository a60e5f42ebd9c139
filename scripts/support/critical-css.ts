import beasties from 'beasties';
import { JSDOM } from 'jsdom';
import { dropUnusedCustomProperties } from './unused-custom-properties.ts';

// Its types are read as CommonJS here (no "type": "module"), which wraps the class in
// `default`; Node loads its ES module build, whose default export is the class itself.
const Beasties = beasties as unknown as typeof beasties.default;

/** What the visitor sees before scrolling: the header and the hero. */
const FIRST_SCREEN = '#topo, #inicio';

/**
 * The page as far as its first paint goes: every section below the first screen emptied, its
 * own element kept (its background and spacing). What those sections hold is styled by the whole
 * stylesheet, which src/main.tsx links right after the first paint.
 */
function firstScreenOnly(html: string): string {
  const dom = new JSDOM(html);
  const { document } = dom.window;
  const firstScreen = [...document.querySelectorAll(FIRST_SCREEN)];
  if (firstScreen.length === 0) throw new Error(`critical CSS: the page has no ${FIRST_SCREEN}`);
  // a section that is an island of its own sits in the island's `display: contents` element
  const sections =
    'main > section, main > [data-island] > section, #root > footer, #root > [data-island] > footer';
  for (const section of document.querySelectorAll(sections)) {
    if (!firstScreen.includes(section)) section.replaceChildren();
  }
  return dom.serialize();
}

const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;

/** What the <style> elements of `html` hold, in order. */
function styleSheets(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(([, css = '']) => css);
}

/** `html` with its <style> elements replaced by one holding `css`, where the first was. */
function withOneStyleElement(html: string, css: string): string {
  let styles = 0;
  return html.replace(STYLE_ELEMENT, () => (styles++ === 0 ? `<style>${css}</style>` : ''));
}

/** The rules of the page's inline stylesheet that `html` uses (and the @font-face rules they name). */
async function usedInlineCss(html: string): Promise<string> {
  const tool = new Beasties({
    external: false,
    reduceInlineStyles: true,
    keyframes: 'critical',
    // the size-matched fallback faces: the first paint's text needs them (no shift at the swap)
    inlineFonts: true,
    preloadFonts: false,
    compress: true,
    logLevel: 'warn',
  });
  const reduced = await tool.process(html);
  return styleSheets(reduced).join('');
}

/**
 * Cuts the page's inline stylesheet down to what its first screen uses. The whole stylesheet
 * stays linked in a <noscript> (inlineStylesheets): browsers without scripts apply it, and
 * src/main.tsx links it once the page is on screen, so nothing waits for it.
 */
export async function keepFirstScreenCss(html: string): Promise<string> {
  const sheets = styleSheets(html);
  // the fallback faces sit in index.html's own <style>, the rules naming them in the stylesheet,
  // and Beasties keeps a face only when a rule of the same sheet names it: one sheet for it
  const page = withOneStyleElement(html, sheets.join('\n'));
  const css = dropUnusedCustomProperties(await usedInlineCss(firstScreenOnly(page)));
  if (/<\/style/i.test(css)) throw new Error('critical CSS: the rules contain </style');
  if (sheets.length === 0) throw new Error('critical CSS: the page has no inline stylesheet');
  return withOneStyleElement(html, css);
}
