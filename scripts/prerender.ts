// The second half of `npm run build`, after `vite build`: renders the home page of each
// published language on the server from what is published (`/` into the built index.html, `/en/`
// into en/index.html: text, images, videos, metadata and JSON-LD readable without JavaScript, and
// the data the browser starts from), keeps the empty shell as 200.html for the app's own paths
// and as 404.html (the 404 page's title, noindex, nofollow) for every other one, and writes
// robots.txt, sitemap.xml and the static hosts' header and rewrite files.
// On a CI or a host's build, a read that fails stops the build before anything is written
// (home-render-report.ts): the host keeps serving the last good page.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  netlifyHeaders,
  netlifyRedirects,
  NOT_FOUND_FILE,
  pageFile,
  robotsTxt,
  SPA_SHELL_FILE,
  vercelJson,
} from '#scripts/support/host-files.ts';
import {
  loadHomePrerender,
  prepareHomePrerender,
  type ServerEntry,
} from '#scripts/support/home-prerender.ts';
import { SITE_LOCALES } from '#portable/site-locales.ts';
import { PROJECT_ROOT } from '#scripts/support/local-stand-in.ts';
import { homeRenderVerdict, readTimeoutFromEnv } from '#scripts/support/home-render-report.ts';
import { spaShell } from '#scripts/support/prerender-html.ts';
import { securityHeaderRules } from '#scripts/support/security-headers.ts';

const outDir = path.resolve(PROJECT_ROOT, process.env.VITE_OUT_DIR || 'dist');

function requireSupabaseUrl(settings: ServerEntry['buildSettings']): string {
  if (!settings.supabaseUrl) {
    throw new Error(
      'VITE_SUPABASE_URL is not set: the site cannot reach its data and the CSP cannot name it. ' +
        'Run `npm run preview` for the local stand-in, or set it for the hosted project.',
    );
  }
  return settings.supabaseUrl;
}

async function writeHostFiles(siteUrl: string, supabaseUrl: string): Promise<void> {
  const rules = securityHeaderRules(supabaseUrl);
  const files: Record<string, string> = {
    'robots.txt': robotsTxt(siteUrl),
    _headers: netlifyHeaders(rules),
    _redirects: netlifyRedirects(),
    'vercel.json': vercelJson(rules),
  };
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(outDir, name), content);
}

const readTimeoutMs = readTimeoutFromEnv(process.env);
await prepareHomePrerender(PROJECT_ROOT, outDir);
const prerender = await loadHomePrerender(PROJECT_ROOT, outDir, { readTimeoutMs });
const { siteUrl } = prerender.entry.buildSettings;
const supabaseUrl = requireSupabaseUrl(prerender.entry.buildSettings);
const pages = await prerender.render();
const verdict = homeRenderVerdict(pages.site, { supabaseUrl, readTimeoutMs, ci: process.env.CI });
console.log(verdict.summary);
if (verdict.publish) {
  if (verdict.problems.length > 0) console.warn(verdict.problems.join('\n'));
  await writeBuild();
} else {
  console.error(verdict.problems.join('\n'));
  process.exitCode = 1;
}

async function writeBuild(): Promise<void> {
  // The shell keeps the stylesheet link: the admin and SEO pages are visited again and again.
  // Vite's index.html is its source, so it is written before the rendered page replaces that.
  await writeFile(
    path.join(outDir, SPA_SHELL_FILE),
    spaShell(await readFile(path.join(outDir, 'index.html'), 'utf8')),
  );
  await writeHostFiles(siteUrl, supabaseUrl);
  await pages.write();
  const written = pages.site.pages.map((page) => pageFile(SITE_LOCALES[page.state.locale].path));
  console.log(
    `prerender: ${written.join(', ')}, ${SPA_SHELL_FILE}, ${NOT_FOUND_FILE}, sitemap.xml → ` +
      `${path.relative(PROJECT_ROOT, outDir)}/; robots.txt, _headers, _redirects, vercel.json`,
  );
}
