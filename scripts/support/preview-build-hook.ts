// `npm run preview` plays the static host, build hook included: the stand-in's functions are
// given this hook's URL (SITE_BUILD_HOOK_URL), and a POST to it re-renders `/` from the data
// published now (the prerender only, not the whole Vite build), swapped in atomically, as a
// host's new deploy would be. So publishing in /admin and seeing it in `/` runs whole here.
import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';
import type { HomePrerender } from './home-prerender.ts';

const HOOK_PATH = '/__build-hook/';

export interface PreviewBuildHook {
  /** The hook's URL, for the functions' SITE_BUILD_HOOK_URL. */
  url: string;
  /** Serves the hook on the preview server. */
  plugin: Plugin;
  /** Where builds come from: set once the build is ready to re-render. */
  attach(prerender: HomePrerender): void;
}

/** A hook at a secret path of the site's address (PREVIEW_BUILD_HOOK_TOKEN, or a random one). */
export function previewBuildHook(siteUrl: string, token = randomBytes(16).toString('hex')): PreviewBuildHook {
  let prerender: HomePrerender | undefined;
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
          const { state, failures } = await prerender.render();
          const failed = Object.keys(failures);
          console.log(
            `[preview] build hook: / re-rendered from site revision ${state.revision ?? '?'} in ${Date.now() - started} ms` +
              (failed.length ? ` (not read: ${failed.join(', ')})` : ''),
          );
        } catch (error) {
          console.error('[preview] build hook: the re-render failed', error);
        }
      } while (again);
    })().finally(() => (running = null));
  };

  return {
    url: `${siteUrl}${HOOK_PATH}${token}`,
    attach(value) {
      prerender = value;
    },
    plugin: {
      name: 'preview-build-hook',
      configurePreviewServer(server) {
        server.middlewares.use((req, res, next) => {
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
