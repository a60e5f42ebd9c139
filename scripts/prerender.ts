// The second half of `npm run build`, after `vite build`: renders `/` on the server into the
// built index.html (text, metadata and JSON-LD readable without JavaScript), keeps the empty
// shell as 200.html for the app's own paths and as 404.html (the 404 page's title, noindex,
// nofollow) for every other one, and writes robots.txt, sitemap.xml and the static hosts'
// header and rewrite files next to it.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { NOT_FOUND_ROBOTS, notFoundTitle } from '../src/content/not-found-metadata.ts';
import {
  netlifyHeaders,
  netlifyRedirects,
  NOT_FOUND_FILE,
  robotsTxt,
  sitemapXml,
  SPA_SHELL_FILE,
  vercelJson,
} from './support/host-files.ts';
import { keepFirstScreenCss } from './support/critical-css.ts';
import { PROJECT_ROOT } from './support/local-stand-in.ts';
import {
  injectPage,
  inlineStylesheets,
  linkedStylesheets,
  notFoundShell,
  siteName,
  spaShell,
  splitHoistedHead,
} from './support/prerender-html.ts';
import { securityHeaderRules } from './support/security-headers.ts';
import { readStoredFacts } from './support/stored-facts.ts';
import type { SavedBusinessFacts as StoredFacts } from '../supabase/functions/_shared/portable/business-facts-shape.ts';

interface ServerEntry {
  renderHome(stored: StoredFacts | null): string;
  buildSettings: { siteUrl: string; supabaseUrl: string | null; supabaseAnonKey: string | null };
}

const PRERENDERED_PATH = '/';
const outDir = path.resolve(PROJECT_ROOT, process.env.VITE_OUT_DIR || 'dist');

/**
 * Builds src/entry-server.tsx for Node into a folder of its own under node_modules (so the
 * bundle's bare imports of react etc. resolve) and imports it.
 */
async function loadServerEntry(ssrDir: string): Promise<ServerEntry> {
  await build({
    root: PROJECT_ROOT,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  const file = (await readdir(ssrDir)).find((name) => /^entry-server\.m?js$/.test(name));
  if (!file) throw new Error(`the server build wrote no entry-server.js to ${ssrDir}`);
  return (await import(pathToFileURL(path.join(ssrDir, file)).href)) as ServerEntry;
}

/** The built stylesheets index.html links, by href. */
async function readStylesheets(template: string): Promise<Map<string, string>> {
  const sheets = new Map<string, string>();
  for (const href of linkedStylesheets(template)) {
    sheets.set(href, await readFile(path.join(outDir, href), 'utf8'));
  }
  return sheets;
}

/**
 * The business facts saved in /admin, for the page, its JSON-LD and what visitors see to agree.
 * A project out of reach is no reason to fail a build: the page then has the build's
 * configuration and follows the stored facts once a visitor's script reads them.
 */
async function storedFactsFor(settings: ServerEntry['buildSettings']): Promise<StoredFacts | null> {
  if (!settings.supabaseUrl || !settings.supabaseAnonKey) return null;
  const read = await readStoredFacts(settings.supabaseUrl, settings.supabaseAnonKey);
  if (read.ok) {
    console.log(
      read.stored
        ? `prerender: business facts version ${read.stored.version} (saved ${read.stored.updatedAt})`
        : "prerender: no business facts saved yet: the build's configuration",
    );
    return read.stored;
  }
  console.warn(
    `prerender: the business facts could not be read from ${settings.supabaseUrl} (${read.problem}); ` +
      "the page is rendered with the build's configuration until a visitor's script reads them.",
  );
  return null;
}

async function writeHostFiles(settings: ServerEntry['buildSettings']): Promise<void> {
  if (!settings.supabaseUrl) {
    throw new Error(
      'VITE_SUPABASE_URL is not set: the site cannot reach its data and the CSP cannot name it. ' +
        'Run `npm run preview` for the local stand-in, or set it for the hosted project.',
    );
  }
  const rules = securityHeaderRules(settings.supabaseUrl);
  const files: Record<string, string> = {
    'robots.txt': robotsTxt(settings.siteUrl),
    'sitemap.xml': sitemapXml(settings.siteUrl, new Date().toISOString().slice(0, 10)),
    _headers: netlifyHeaders(rules),
    _redirects: netlifyRedirects(),
    'vercel.json': vercelJson(rules),
  };
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(outDir, name), content);
}

const ssrDir = path.join(PROJECT_ROOT, 'node_modules', '.cache', `prerender-${process.pid}`);
try {
  await mkdir(ssrDir, { recursive: true });
  const entry = await loadServerEntry(ssrDir);
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const { head, body } = splitHoistedHead(entry.renderHome(await storedFactsFor(entry.buildSettings)));

  const sheets = await readStylesheets(template);

  // The shell keeps the stylesheet link: the admin and SEO pages are visited again and again.
  await writeFile(path.join(outDir, SPA_SHELL_FILE), spaShell(template));
  // What hosts answer an unknown path with, status 404: the same shell (its script renders the
  // router, whose catch-all is the not-found page), with that page's head from the first byte.
  await writeFile(
    path.join(outDir, NOT_FOUND_FILE),
    notFoundShell(template, { title: notFoundTitle(siteName(head)), robots: NOT_FOUND_ROBOTS }),
  );
  // No font preload (src/load-web-font.ts adds Manrope after the first paint): the text
  // paints at once in the size-matched fallback face and swaps without a shift, while a
  // preloaded font joins the first paint's critical requests and
  // competes with the hero image (measured with `npm run bench`: about 0.5 s later FCP and
  // 0.9 s later LCP in Lighthouse's mobile simulation).
  const page = injectPage(template, { path: PRERENDERED_PATH, head, body });
  await writeFile(path.join(outDir, 'index.html'), await keepFirstScreenCss(inlineStylesheets(page, sheets)));
  await writeHostFiles(entry.buildSettings);
  console.log(
    `prerender: ${PRERENDERED_PATH} → ${path.relative(PROJECT_ROOT, outDir)}/index.html ` +
      `(${head.length} head elements, ${(body.length / 1024).toFixed(1)} kB of markup), ` +
      `${SPA_SHELL_FILE}, ${NOT_FOUND_FILE}, robots.txt, sitemap.xml, _headers, _redirects, vercel.json`,
  );
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
