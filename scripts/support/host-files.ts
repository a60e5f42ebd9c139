// The files a static host reads next to the built site: SEO files and the host configuration
// (headers and the SPA fallback) for Netlify / Cloudflare Pages (_headers, _redirects) and
// Vercel (vercel.json). Pure functions of the build's settings; scripts/prerender.ts writes them.
import type { HeaderRule } from './security-headers.ts';

/** The empty shell every path but `/` is served (admin, SEO page, 404), with status 200. */
export const SPA_SHELL_FILE = '200.html';

/** Paths of the public site a search engine should know; /admin and /seo are not among them. */
export const PUBLIC_PATHS = ['/'] as const;

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    // /admin and /seo stay crawlable on purpose: their shell says noindex, which a crawler
    // only sees if it may fetch the page.
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sitemap of the public paths; `lastModified` is the build day (YYYY-MM-DD). */
export function sitemapXml(siteUrl: string, lastModified: string): string {
  const urls = PUBLIC_PATHS.map(
    (path) =>
      `  <url>\n    <loc>${escapeXml(siteUrl + path)}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Netlify / Cloudflare Pages `_headers`. When several rules match, a host either lets the later
 * rule's header win or joins the values with commas in file order; for Referrer-Policy both
 * give the /seo rule's value (written after `/*`), since browsers use the last policy they know.
 */
export function netlifyHeaders(rules: readonly HeaderRule[]): string {
  return (
    rules
      .map((rule) =>
        [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
      )
      .join('\n\n') + '\n'
  );
}

/** Reads a `_headers` file as netlifyHeaders writes it (`npm run preview` applies it). */
export function parseNetlifyHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`_headers: a header outside a path rule: ${line.trim()}`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** Netlify / Cloudflare Pages `_redirects`: files win, every other path gets the shell with 200. */
export function netlifyRedirects(): string {
  return `/*  /${SPA_SHELL_FILE}  200\n`;
}

/** `/seo/*` → Vercel's path-to-regexp source. */
function vercelSource(path: string): string {
  return path.endsWith('/*') ? `${path.slice(0, -2)}/:path*` : path;
}

/**
 * vercel.json for deploying the built folder as is (`vercel deploy dist`). Vercel serves a
 * file when one exists and only then applies the rewrite; for headers a later entry wins.
 */
export function vercelJson(rules: readonly HeaderRule[]): string {
  const config = {
    cleanUrls: false,
    trailingSlash: false,
    headers: rules.map((rule) => ({
      source: rule.path === '/*' ? '/(.*)' : vercelSource(rule.path),
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
    rewrites: [{ source: '/(.*)', destination: `/${SPA_SHELL_FILE}` }],
  };
  return JSON.stringify(config, null, 2) + '\n';
}
