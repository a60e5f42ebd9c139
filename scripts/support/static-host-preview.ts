import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseNetlifyHeaders, SPA_SHELL_FILE } from './host-files.ts';
import { headersForPath, type HeaderRule } from './security-headers.ts';

/** A path with a file extension asks for a file; anything else is a page of the app. */
function isPagePath(pathname: string): boolean {
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Makes `vite preview` answer as a static host does with the built folder: the headers of its
 * _headers file (written by scripts/prerender.ts) on every response, the prerendered index.html
 * for `/` and the empty shell (200.html) for every other page path. Without a prerendered
 * build (plain `vite build`) it changes nothing.
 */
export function staticHostPreview(): Plugin {
  return {
    name: 'static-host-preview',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const headersFile = path.join(outDir, '_headers');
      const rules: HeaderRule[] = existsSync(headersFile)
        ? parseNetlifyHeaders(readFileSync(headersFile, 'utf8'))
        : [];
      const hasShell = existsSync(path.join(outDir, SPA_SHELL_FILE));

      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview.invalid');
        for (const [name, value] of Object.entries(headersForPath(rules, url.pathname))) {
          res.setHeader(name, value);
        }
        const isRead = req.method === 'GET' || req.method === 'HEAD';
        if (hasShell && isRead && url.pathname !== '/' && isPagePath(url.pathname)) {
          req.url = `/${SPA_SHELL_FILE}${url.search}`;
        }
        next();
      });
    },
  };
}
