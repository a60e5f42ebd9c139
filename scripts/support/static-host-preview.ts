import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  APP_PATHS,
  LANGUAGE_PAGE_PATHS,
  NOT_FOUND_FILE,
  pageFile,
  parseNetlifyHeaders,
  SPA_SHELL_FILE,
} from './host-files.ts';
import { headersForPath, type HeaderRule } from './security-headers.ts';

/** Whether the request path names a file of the built folder (never anything outside it). */
function isBuiltFile(outDir: string, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const file = path.join(outDir, decoded);
  if (!file.startsWith(outDir + path.sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Makes `vite preview` answer as the static hosts do with the built folder (the rules of
 * host-files.ts): the headers of its _headers file (written by scripts/prerender.ts) on every
 * response, the prerendered index.html for `/`, a language's page for its path (`/en/` →
 * en/index.html, while that language is published; `/en` redirected there), the empty shell
 * (200.html) with status 200 for the app's own paths (/admin, /seo), the file for a path that
 * names one, and 404.html with status 404 for anything else. Without a prerendered build (plain
 * `vite build`) it changes nothing but the headers.
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
      const notFoundFile = path.join(outDir, NOT_FOUND_FILE);
      // read at each answer: the build hook writes it again (it lists the languages published)
      const notFoundPage = () => (existsSync(notFoundFile) ? readFileSync(notFoundFile) : null);
      const appPaths: readonly string[] = APP_PATHS;
      const languagePaths: readonly string[] = LANGUAGE_PAGE_PATHS;

      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview.invalid');
        for (const [name, value] of Object.entries(headersForPath(rules, url.pathname))) {
          res.setHeader(name, value);
        }
        const isRead = req.method === 'GET' || req.method === 'HEAD';
        if (!hasShell || !isRead || url.pathname === '/') {
          next();
        } else if (appPaths.includes(url.pathname)) {
          req.url = `/${SPA_SHELL_FILE}${url.search}`;
          next();
        } else if (languagePaths.includes(`${url.pathname}/`)) {
          // as Netlify and Cloudflare Pages do for a folder's index, and vercel.json asks of Vercel
          res.statusCode = 301;
          res.setHeader('Location', `${url.pathname}/${url.search}`);
          res.end();
        } else if (languagePaths.includes(url.pathname) && isBuiltFile(outDir, pageFile(url.pathname))) {
          // the page of a language published now: the build hook writes and removes it
          req.url = `/${pageFile(url.pathname)}${url.search}`;
          next();
        } else {
          const page = isBuiltFile(outDir, url.pathname) ? null : notFoundPage();
          if (!page) return next();
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Content-Length', page.length);
          res.setHeader('Cache-Control', 'no-cache');
          res.end(req.method === 'HEAD' ? undefined : page);
        }
      });
    },
  };
}
