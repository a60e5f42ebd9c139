// The files a static host reads next to the built site: SEO files and the host configuration
// (headers, and which paths get the app's shell) for Netlify / Cloudflare Pages (_headers,
// _redirects) and Vercel (vercel.json). Pure functions of the build's settings;
// scripts/prerender.ts writes them.
import { escapeMarkup } from '../../src/lib/escape-markup.ts';
import type { HeaderRule } from './security-headers.ts';

/** The empty shell of the app's own pages (APP_PATHS), served with status 200. */
export const SPA_SHELL_FILE = '200.html';

/**
 * The not-found page every other path that is not a file is answered with, status 404: the
 * shell with the 404 page's title and `noindex, nofollow`. Netlify, Cloudflare Pages and Vercel
 * all serve a top-level 404.html that way for a path nothing else matches, by themselves.
 */
export const NOT_FOUND_FILE = '404.html';

/**
 * The paths src/app/router.tsx renders besides `/` (which is prerendered into index.html): the
 * only ones that get the shell. Exact paths, as the router has no subroutes.
 */
export const APP_PATHS = ['/admin', '/seo'] as const;

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

/** The sitemap of the public paths; `lastModified` is the build day (YYYY-MM-DD). */
export function sitemapXml(siteUrl: string, lastModified: string): string {
  const urls = PUBLIC_PATHS.map(
    (path) =>
      `  <url>\n    <loc>${escapeMarkup(siteUrl + path)}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`,
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

/**
 * Netlify / Cloudflare Pages `_redirects`: a rewrite (status 200) of each app path to the shell,
 * and no catch-all. Both hosts answer a path that matches no file and no rule with the
 * top-level 404.html and status 404 by themselves; a `/* /404.html 404` line would be wrong on
 * Cloudflare, which supports no rewrite with another status than 200 and applies its rules
 * even where a file exists. The target is written `/200`, without `.html`: Cloudflare's asset
 * server, given `/200.html`, answers a 308 to the extensionless URL (the visitor would land on
 * `/200`, which the router does not know), while it serves `/200` from 200.html, and so does
 * Netlify (a path without extension is looked up as `<path>.html` too).
 */
export function netlifyRedirects(): string {
  const shell = `/${SPA_SHELL_FILE.replace(/\.html$/, '')}`;
  return APP_PATHS.map((path) => `${path}  ${shell}  200\n`).join('');
}

/** `/seo/*` → Vercel's path-to-regexp source. */
function vercelSource(path: string): string {
  return path.endsWith('/*') ? `${path.slice(0, -2)}/:path*` : path;
}

/**
 * vercel.json for deploying the built folder as is (`vercel deploy dist`). Vercel serves a
 * file when one exists and only then applies a rewrite; the app paths are rewritten to the
 * shell, and a path nothing matches gets the output's 404.html with status 404 (Vercel's
 * custom 404 page, which a catch-all rewrite would hide). For headers a later entry wins.
 */
export function vercelJson(rules: readonly HeaderRule[]): string {
  const config = {
    cleanUrls: false,
    trailingSlash: false,
    headers: rules.map((rule) => ({
      source: rule.path === '/*' ? '/(.*)' : vercelSource(rule.path),
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
    rewrites: APP_PATHS.map((path) => ({ source: path, destination: `/${SPA_SHELL_FILE}` })),
  };
  return JSON.stringify(config, null, 2) + '\n';
}
