// The files a static host reads next to the built site: SEO files and the host configuration
// (headers, and which paths get the app's shell) for Netlify / Cloudflare Pages (_headers,
// _redirects) and Vercel (vercel.json). Pure functions of the build's settings;
// scripts/prerender.ts writes them.
import { escapeMarkup } from '#src/lib/escape-markup.ts';
import { languageAlternates, pageUrl } from '#src/lib/language-alternates.ts';
import { BASE_LOCALE, SITE_LOCALE_IDS, SITE_LOCALES, type SiteLocale } from '#portable/site-locales.ts';
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

/** The file a language's page is served from: '/' → index.html, '/en/' → en/index.html. */
export function pageFile(pagePath: string): string {
  return `${pagePath.slice(1)}index.html`;
}

/** The sitemap, written with the pages: it lists the languages published, which the owner changes. */
export const SITEMAP_FILE = 'sitemap.xml';

/**
 * The pages of the other languages, by the path a host serves without its slash ('/en'): each
 * redirected to its page ('/en/'), which is what every link, canonical and sitemap names.
 */
export const LANGUAGE_PAGE_PATHS = SITE_LOCALE_IDS.filter((locale) => locale !== BASE_LOCALE).map(
  (locale) => SITE_LOCALES[locale].path,
);

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

/**
 * The sitemap of the public pages: the page of each published language (never /admin or /seo),
 * each with every language's page as an `xhtml:link` alternate, itself included, when there are
 * several (Google's sitemap form of hreflang). `lastModified` is the build day (YYYY-MM-DD).
 */
export function sitemapXml(siteUrl: string, published: readonly SiteLocale[], lastModified: string): string {
  const alternates = languageAlternates(siteUrl, published).map(
    ({ hreflang, href }) =>
      `    <xhtml:link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(href)}" />`,
  );
  const urls = published.map((locale) =>
    [
      '  <url>',
      `    <loc>${escapeMarkup(pageUrl(siteUrl, locale))}</loc>`,
      `    <lastmod>${lastModified}</lastmod>`,
      ...alternates,
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
 *
 * Slashes: Netlify and Cloudflare Pages answer `/en` with a redirect to `/en/` (its
 * en/index.html) by themselves; Vercel serves both unless told, and its `trailingSlash: false`
 * would send `/en/` to `/en`. So no `trailingSlash`, and explicit redirects instead: each
 * language's page to its slash, and the app paths (which have no slash) from theirs. Vercel
 * compiles a `source` strictly (its routing-utils' sourceToRegex: path-to-regexp with
 * `strict: true`), so `/en` matches `/en` only and the redirect cannot loop.
 */
export function vercelJson(rules: readonly HeaderRule[]): string {
  const config = {
    cleanUrls: false,
    redirects: [
      ...LANGUAGE_PAGE_PATHS.map((path) => ({
        source: path.slice(0, -1),
        destination: path,
        permanent: true,
      })),
      ...APP_PATHS.map((path) => ({ source: `${path}/`, destination: path, permanent: true })),
    ],
    headers: rules.map((rule) => ({
      source: rule.path === '/*' ? '/(.*)' : vercelSource(rule.path),
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
    rewrites: APP_PATHS.map((path) => ({ source: path, destination: `/${SPA_SHELL_FILE}` })),
  };
  return JSON.stringify(config, null, 2) + '\n';
}
