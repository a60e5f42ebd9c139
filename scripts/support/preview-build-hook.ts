// `npm run preview` plays the static host, build hook included: the stand-in's functions are
// given this hook's URL (SITE_BUILD_HOOK_URL), and a POST to it re-renders the pages from the
// data published now (the prerender only, not the whole Vite build: each language's page, the
// 404 page and the sitemap), swapped in atomically, as a host's new deploy would be. So publishing in /admin and seeing it in `/` runs whole here.
// A re-render whose reads fail keeps the previous `/`, as a host keeps its last good deploy
// when a build fails, and `/` then says why in its x-last-build header, which /admin reads.
import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';
import { LAST_BUILD_HEADER, lastBuildHeaderValue, type LastBuild } from '#src/lib/last-build-report.ts';
import { localeOfPath } from '#portable/site-locales.ts';
import type { HomePrerender } from './home-prerender.ts';
import { describeReadFailures } from './read-failure-message.ts';

const HOOK_PATH = '/__build-hook/';

/** `/`, `/en/`: a language's page, which says how the last re-render went. */
const isHomePage = (pathname: string | undefined) =>
  pathname !== undefined && localeOfPath(pathname) !== undefined;

export interface PreviewBuildHook {
  /** The hook's URL, for the functions' SITE_BUILD_HOOK_URL. */
  url: string;
  /** Serves the hook on the preview server. */
  plugin: Plugin;
  /** Where builds come from: set once the build is ready to re-render. */
  attach(prerender: HomePrerender, readTimeoutMs: number): void;
}

/** A hook at a secret path of the site's address (PREVIEW_BUILD_HOOK_TOKEN, or a random one). */
export function previewBuildHook(siteUrl: string, token = randomBytes(16).toString('hex')): PreviewBuildHook {
  let prerender: HomePrerender | undefined;
  let readTimeout = 0;
  let lastBuild: LastBuild | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  // one render at a time; a request during one asks for one more after it, which includes both
  const rebuild = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        if (!prerender) return;
        const started = Date.now();
        try {
          const { site, write } = await prerender.render();
          const supabaseUrl = prerender.entry.buildSettings.supabaseUrl ?? 'the project';
          const { revision } = site;
          const at = new Date().toISOString();
          if (site.failures.length > 0) {
            lastBuild = { outcome: 'failed', at, failures: site.failures };
            console.warn(
              `[preview] build hook: the re-render's reads failed; / keeps its previous page:\n` +
                describeReadFailures(site.failures, supabaseUrl, readTimeout)
                  .map((line) => `  - ${line}`)
                  .join('\n'),
            );
          } else {
            await write();
            lastBuild = { outcome: 'published', at, revision };
            console.log(
              `[preview] build hook: the pages re-rendered from site revision ${revision ?? '?'} in ${Date.now() - started} ms`,
            );
          }
        } catch (error) {
          // not the project: the render itself (a bug); the previous page stays all the same
          const detail = error instanceof Error ? error.message : String(error);
          const failure = {
            read: 'render',
            kind: 'failed',
            table: null,
            status: null,
            code: null,
            detail,
          } as const;
          lastBuild = { outcome: 'failed', at: new Date().toISOString(), failures: [failure] };
          console.error('[preview] build hook: the re-render failed', error);
        }
      } while (again);
    })().finally(() => (running = null));
  };

  return {
    url: `${siteUrl}${HOOK_PATH}${token}`,
    attach(value, readTimeoutMs) {
      prerender = value;
      readTimeout = readTimeoutMs;
    },
    plugin: {
      name: 'preview-build-hook',
      configurePreviewServer(server) {
        server.middlewares.use((req, res, next) => {
          if (lastBuild && isHomePage(req.url?.split('?')[0])) {
            res.setHeader(LAST_BUILD_HEADER, lastBuildHeaderValue(lastBuild));
          }
          if (!req.url?.startsWith(HOOK_PATH)) return next();
          if (req.url !== `${HOOK_PATH}${token}`) {
            res.statusCode = 404;
            return res.end();
          }
          if (req.method !== 'POST') {
            res.statusCode = 405;
            res.setHeader('Allow', 'POST');
            return res.end();
          }
          req.resume();
          rebuild();
          // as the hosts do: accepted now, built afterwards
          res.statusCode = 200;
          res.setHeader('Content-Type', 'application/json');
          res.end('{}');
        });
      },
    },
  };
}
