// Renders the published data into the built site's pages: the home page of each language the
// site is published in (`/` as index.html, `/en/` as en/index.html), the 404 page (named after
// the business) and the sitemap that lists those pages; a language withdrawn loses its page.
// Used by `npm run build` after `vite build`, and again by `npm run preview` each time its build
// hook is called, without building anything else again: the server bundle and Vite's own
// index.html are kept beside the build for that.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { NOT_FOUND_ROBOTS, notFoundTitle } from '#src/content/not-found-metadata.ts';
import { homeStateScript, type RenderedHome, type RenderedSite } from '#src/lib/home-state-contract.ts';
import { SITE_LOCALE_IDS, SITE_LOCALES } from '#portable/site-locales.ts';
import { keepFirstScreenCss } from './critical-css.ts';
import { NOT_FOUND_FILE, pageFile, SITEMAP_FILE, sitemapXml } from './host-files.ts';
import {
  firstScreenExpectLink,
  injectPage,
  inlineStylesheets,
  scriptsAtLowPriority,
  linkedStylesheets,
  notFoundShell,
  siteName,
  splitHoistedHead,
} from './prerender-html.ts';

export interface ServerEntry {
  renderSite(options?: { readTimeoutMs?: number }): Promise<RenderedSite>;
  buildSettings: { siteUrl: string; supabaseUrl: string | null };
}

const TEMPLATE_FILE = 'index.template.html';

/** Where the server bundle and the template of a build folder are kept (outside it: never deployed). */
export function cacheDirFor(projectRoot: string, outDir: string): string {
  const key = createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 12);
  return path.join(projectRoot, 'node_modules', '.cache', 'home-prerender', key);
}

/**
 * After `vite build`: builds src/entry-server.tsx for Node into the cache (under node_modules, so
 * the bundle's bare imports of react etc. resolve) and keeps Vite's index.html there as the
 * template every render starts from.
 */
export async function prepareHomePrerender(projectRoot: string, outDir: string): Promise<void> {
  const cacheDir = cacheDirFor(projectRoot, outDir);
  await mkdir(cacheDir, { recursive: true });
  await build({
    root: projectRoot,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: cacheDir, emptyOutDir: true, copyPublicDir: false },
  });
  await writeFile(path.join(cacheDir, TEMPLATE_FILE), await readFile(path.join(outDir, 'index.html')));
}

export interface HomePrerender {
  entry: ServerEntry;
  /** Renders every page from the data published now; nothing is written until `write`. */
  render(): Promise<RenderedPages>;
}

interface RenderedPages {
  site: RenderedSite;
  /**
   * Writes each published language's page, 404.html and sitemap.xml, each replaced atomically,
   * and removes the page of every language not published.
   */
  write(): Promise<void>;
}

/** The renderer of a build prepared by prepareHomePrerender. */
export async function loadHomePrerender(
  projectRoot: string,
  outDir: string,
  { readTimeoutMs }: { readTimeoutMs?: number } = {},
): Promise<HomePrerender> {
  const cacheDir = cacheDirFor(projectRoot, outDir);
  const file = (await readdir(cacheDir)).find((name) => /^entry-server\.m?js$/.test(name));
  if (!file) throw new Error(`no server bundle in ${cacheDir}: run npm run build`);
  const entry = (await import(pathToFileURL(path.join(cacheDir, file)).href)) as ServerEntry;
  const template = await readFile(path.join(cacheDir, TEMPLATE_FILE), 'utf8');
  const sheets = new Map<string, string>();
  for (const href of linkedStylesheets(template)) {
    sheets.set(href, await readFile(path.join(outDir, href), 'utf8'));
  }

  return {
    entry,
    async render() {
      const site = await entry.renderSite({ readTimeoutMs });
      const files = new Map<string, string>();
      let businessName = '';
      for (const rendered of site.pages) {
        businessName ||= siteName(splitHoistedHead(rendered.markup).head);
        files.set(
          pageFile(SITE_LOCALES[rendered.state.locale].path),
          await servedPage(template, rendered, sheets),
        );
      }
      // What hosts answer an unknown path with, status 404: the shell (its script renders the
      // router, whose catch-all is the not-found page), with that page's head from the first byte.
      const published = site.pages.map((page) => page.state.locale);
      files.set(
        NOT_FOUND_FILE,
        notFoundShell(template, { title: notFoundTitle(businessName), robots: NOT_FOUND_ROBOTS, published }),
      );
      files.set(SITEMAP_FILE, sitemapXml(entry.buildSettings.siteUrl, published, today()));
      const withdrawn = SITE_LOCALE_IDS.filter((locale) => !published.includes(locale));
      return {
        site,
        async write() {
          // the pages that link to a withdrawn page go first, then it, so no link is ever left dead
          for (const [file, content] of files) {
            await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
            await replaceFile(path.join(outDir, file), content);
          }
          for (const locale of withdrawn) {
            await rm(path.join(outDir, pageFile(SITE_LOCALES[locale].path)), { force: true });
          }
        },
      };
    },
  };
}

/**
 * One language's page as the host serves it: Vite's index.html (`template`) with the rendered
 * page, the state it was rendered from, its scripts at low priority and the first screen's rules
 * of the stylesheets (`sheets`, by href) inlined.
 */
export async function servedPage(
  template: string,
  rendered: RenderedHome,
  sheets: ReadonlyMap<string, string>,
): Promise<string> {
  const { head, body } = splitHoistedHead(rendered.markup);
  const language = SITE_LOCALES[rendered.state.locale];
  // No font preload (src/load-web-font.ts adds Manrope after the first paint): the text paints
  // at once in the size-matched fallback face and swaps without a shift, while a preloaded font
  // joins the first paint's critical requests and competes with the hero image (measured with
  // `npm run bench`: about 0.5 s later FCP and 0.9 s later LCP).
  const page = injectPage(template, {
    path: language.path,
    lang: language.htmlLang,
    head: [...head, firstScreenExpectLink(body)],
    body,
    trailer: homeStateScript(rendered.state),
  });
  return keepFirstScreenCss(inlineStylesheets(scriptsAtLowPriority(page), sheets));
}

/** The build day (YYYY-MM-DD), the sitemap's last modification. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Writes beside the file, then renames over it: a reader gets the old file or the new, never half. */
async function replaceFile(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}
