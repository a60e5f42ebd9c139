// The page without scripts: `/` as built with every <script> element, and every link that
// preloads one, taken out (pure: unit-tested). Measured beside the site and the control page,
// it separates what the document itself costs (parsing, inline styles, layout, paint) from what
// our scripts add on top.
import { JSDOM } from 'jsdom';

/**
 * `html` with the source text of each <script> element, tags and content, and of each
 * `<link rel="modulepreload">` cut out and every other byte kept: the parser finds the elements
 * as a browser would (a `</b>` inside a script does not end it), and its source locations say
 * where each one starts and ends.
 */
export function withoutScripts(html: string): string {
  const dom = new JSDOM(html, { includeNodeLocations: true });
  const elements = dom.window.document.querySelectorAll('script, link[rel="modulepreload" i]');
  const cuts = [...elements].map((element) => {
    // An element's location also says where its end tag is (the types give the plain Location).
    const location:
      { startOffset: number; endOffset: number; startLine: number; endTag?: object } | null | undefined =
      dom.nodeLocation(element);
    if (!location) throw new Error('an element without a source location');
    // A link has no end tag; without its end tag a script's end offset is not the element's end.
    if (element.localName === 'script' && !location.endTag)
      throw new Error(`a <script> without an end tag (line ${location.startLine})`);
    return { start: location.startOffset, end: location.endOffset };
  });
  dom.window.close();
  // From the last to the first, so the offsets still to cut stay valid.
  return cuts
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end }) => text.slice(0, start) + text.slice(end), html);
}
