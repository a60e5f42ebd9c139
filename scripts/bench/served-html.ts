// What a phone receives of `/`: its HTML compressed as the static hosts serve it. Netlify,
// Cloudflare Pages and Vercel all compress HTML on the fly, with brotli for a browser that
// accepts it (every current one does) and gzip otherwise
// (https://www.netlify.com/blog/2020/05/20/gain-instant-performance-boosts-as-brotli-comes-to-netlify-edge/,
// https://developers.cloudflare.com/speed/optimization/content/compression/,
// https://vercel.com/docs/how-vercel-cdn-works/compression). None says which level it uses, so
// both are measured at a middle level, as an on-the-fly compressor runs: a host that compresses
// harder sends less. Pure: used by the bench and by tests/e2e/page-at-limits.spec.ts.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The most the home page's HTML may weigh as served, with the sample content (sample-content.ts,
 * the most the admin allows): 24 kB, in brotli (what every current browser gets) and in gzip (an
 * older one). tests/e2e/page-at-limits.spec.ts holds both; the bench reports both.
 */
export const HTML_BUDGET = { gzipBytes: 24_000, brotliBytes: 24_000 } as const;

export const GZIP_LEVEL = 6;
export const BROTLI_QUALITY = 5;

export interface ServedSizes {
  /** UTF-8 bytes, uncompressed. */
  raw: number;
  gzip: number;
  brotli: number;
}

export function servedSizes(html: string): ServedSizes {
  const bytes = Buffer.from(html, 'utf8');
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
}

/** A hosted project's address, as long as every one is (`https://` + a 20-letter reference + `.supabase.co`). */
const HOSTED_PROJECT_ORIGIN = 'https://qwhxkzpmvtrbnsjcyadl.supabase.co';

/**
 * The page as a hosted project's build writes it: every image URL starts with the project's
 * address, which is longer than the local stand-in's (`http://127.0.0.1:54321`), so the local
 * one is written as a hosted one before the page is measured.
 */
export function asBuiltForHostedProject(html: string, standInOrigin: string): string {
  return html.replaceAll(standInOrigin, HOSTED_PROJECT_ORIGIN);
}
