// What `dist/index.html` holds (pure: unit-tested). What it weighs as served: served-html.ts.
import { JSDOM } from 'jsdom';

export interface HtmlFacts {
  /**
   * Elements in the parsed document, <html>, <head> and <body> included (the content of a
   * <noscript> too: jsdom parses as a browser with scripting off does).
   */
  elements: number;
  /** `<svg>` elements written into the HTML (nested ones counted too). */
  inlineSvgs: number;
  /** Bytes of the outermost inline `<svg>` elements, as jsdom serializes them (about their source). */
  inlineSvgBytes: number;
}

/** Parsed as a browser parses it (jsdom), without running the page's scripts. */
export function htmlFacts(html: string): HtmlFacts {
  const { document } = new JSDOM(html).window;
  const svgs = [...document.querySelectorAll('svg')];
  const outermost = svgs.filter((svg) => !svg.parentElement?.closest('svg'));
  return {
    elements: document.querySelectorAll('*').length,
    inlineSvgs: svgs.length,
    inlineSvgBytes: outermost.reduce((bytes, svg) => bytes + Buffer.byteLength(svg.outerHTML, 'utf8'), 0),
  };
}
