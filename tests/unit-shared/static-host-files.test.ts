import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROBOTS, notFoundTitle } from '#src/content/not-found-metadata.ts';
import {
  APP_PATHS,
  netlifyHeaders,
  netlifyRedirects,
  parseNetlifyHeaders,
  robotsTxt,
  sitemapXml,
  vercelJson,
} from '#scripts/support/host-files.ts';
import { notFoundShell, siteName, spaShell } from '#scripts/support/prerender-html.ts';
import {
  contentSecurityPolicy,
  headersForPath,
  securityHeaderRules,
} from '#scripts/support/security-headers.ts';

const SITE = 'https://estofos.example.pt';
const HOSTED = 'https://abcdefgh.supabase.co';

/** CSP directive name → its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('robots.txt and sitemap.xml', () => {
  it('points robots.txt at the sitemap on the configured site', () => {
    const robots = robotsTxt(SITE);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('lists the home page, with the build day, and escapes the URL', () => {
    const xml = sitemapXml(SITE, ['pt-PT'], '2026-05-01');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<loc>https://estofos.example.pt/</loc>');
    expect(xml).toContain('<lastmod>2026-05-01</lastmod>');
    expect(xml).not.toContain('/admin');
    // one language: no alternates, and no page of a language not published
    expect(xml).not.toContain('xhtml:link');
    expect(xml).not.toContain('/en/');
    expect(sitemapXml('https://x.pt/?a=1&b=<2>', ['pt-PT'], '2026-05-01')).toContain(
      '<loc>https://x.pt/?a=1&amp;b=&lt;2&gt;/</loc>',
    );
  });

  it("lists each published language's page with every page as an alternate, itself included", () => {
    const xml = sitemapXml(SITE, ['pt-PT', 'en-GB'], '2026-05-01');
    const urls = xml.split('<url>').slice(1);
    expect(urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1])).toEqual([
      'https://estofos.example.pt/',
      'https://estofos.example.pt/en/',
    ]);
    for (const url of urls) {
      expect(
        [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
          m[1],
          m[2],
        ]),
      ).toEqual([
        ['pt-PT', 'https://estofos.example.pt/'],
        ['en', 'https://estofos.example.pt/en/'],
        ['x-default', 'https://estofos.example.pt/'],
      ]);
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe('Content-Security-Policy', () => {
  it('allows the hosted Supabase project over https and wss and nothing else remote but the player', () => {
    const csp = directives(contentSecurityPolicy(`${HOSTED}/`));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // WebAssembly (the admin's WebP encoder) may compile; JavaScript eval stays refused
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", HOSTED, 'wss://abcdefgh.supabase.co']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', HOSTED]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    // same-origin framing only: the /seo audit loads the home page in a frame
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('uses ws: for the local stand-in on plain http', () => {
    const csp = directives(contentSecurityPolicy('http://127.0.0.1:54321'));
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:54321', 'ws://127.0.0.1:54321']);
  });

  it('refuses a Supabase URL that is not http(s)', () => {
    expect(() => contentSecurityPolicy('ftp://example.org')).toThrow(/http/);
    expect(() => contentSecurityPolicy('not a url')).toThrow();
  });
});

describe('headers per path', () => {
  const rules = securityHeaderRules(HOSTED);

  it('sends the security headers on every path', () => {
    for (const path of ['/', '/admin', '/pagina-que-nao-existe', '/assets/index.js']) {
      const headers = headersForPath(rules, path);
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'");
      expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Permissions-Policy']).toContain('camera=()');
    }
  });

  it('sends no referrer from the SEO page, and only from it', () => {
    expect(headersForPath(rules, '/seo')['Referrer-Policy']).toBe('no-referrer');
    expect(headersForPath(rules, '/seo/relatorio')['Referrer-Policy']).toBe('no-referrer');
    expect(headersForPath(rules, '/seostuff')['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for good, and pages not', () => {
    expect(headersForPath(rules, '/assets/index-abc.js')['Cache-Control']).toContain('immutable');
    expect(headersForPath(rules, '/')['Cache-Control']).toBeUndefined();
  });
});

describe('host files', () => {
  const rules = securityHeaderRules(HOSTED);

  it('writes a _headers file that reads back as the same rules', () => {
    const text = netlifyHeaders(rules);
    expect(text).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/);
    expect(parseNetlifyHeaders(text)).toEqual(rules);
  });

  it('refuses a header line outside a path rule', () => {
    expect(() => parseNetlifyHeaders('  X-Frame-Options: DENY\n')).toThrow(/outside a path rule/);
  });

  it('rewrites only the app paths to the shell on Netlify and Cloudflare Pages, with no catch-all', () => {
    // extensionless target: Cloudflare answers /200.html with a 308 to /200
    expect(netlifyRedirects()).toBe('/admin  /200  200\n/seo  /200  200\n');
    // no `/*` line: both hosts answer any other missing path with 404.html and status 404
    expect(netlifyRedirects()).not.toContain('*');
  });

  it('has the app paths the router renders, besides / and its 404 catch-all', () => {
    const router = readFileSync(new URL('../../src/app/router.tsx', import.meta.url), 'utf8');
    const paths = [...router.matchAll(/\bpath: '([^']+)'/g)].map(([, path]) => path);
    expect(paths).toEqual(['/', ...APP_PATHS, '*']);
  });

  it('gives Vercel the same headers, the /seo rule after the catch-all, and the same rewrites', () => {
    const config = JSON.parse(vercelJson(rules)) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
      rewrites: { source: string; destination: string }[];
      redirects: { source: string; destination: string; permanent: boolean }[];
    };
    expect(config.redirects).toEqual([
      { source: '/en', destination: '/en/', permanent: true },
      { source: '/admin/', destination: '/admin', permanent: true },
      { source: '/seo/', destination: '/seo', permanent: true },
    ]);
    // no catch-all rewrite: Vercel then answers a path nothing matches with 404.html, status 404
    expect(config.rewrites).toEqual([
      { source: '/admin', destination: '/200.html' },
      { source: '/seo', destination: '/200.html' },
    ]);
    const sources = config.headers.map((entry) => entry.source);
    expect(sources).toEqual(['/(.*)', '/seo', '/seo/:path*', '/assets/:path*']);
    // no trailingSlash (false would send /en/ to /en): a language's page is its folder, with the slash
    expect(config).not.toHaveProperty('trailingSlash');
    const all = config.headers[0]!.headers;
    expect(all).toContainEqual({ key: 'X-Content-Type-Options', value: 'nosniff' });
    expect(all.find((h) => h.key === 'Content-Security-Policy')?.value).toBe(contentSecurityPolicy(HOSTED));
    expect(config.headers[1]!.headers).toEqual([{ key: 'Referrer-Policy', value: 'no-referrer' }]);
  });
});

describe('the 404 page (404.html)', () => {
  // index.html as Vite builds it (same shape as the project's own).
  const TEMPLATE = `<!doctype html>
<html lang="pt-PT">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Limpeza de Estofos em Lisboa</title>
    <meta
      name="description"
      content="Limpeza e impermeabilização de sofás."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

  it('is the shell with its own title, no home description, and noindex, nofollow', () => {
    const page = notFoundShell(TEMPLATE, {
      title: notFoundTitle('Estofos & Cia'),
      robots: NOT_FOUND_ROBOTS,
      published: ['pt-PT', 'en-GB'],
    });
    expect(page).toContain('<title>Página não encontrada · Page not found | Estofos &amp; Cia</title>');
    expect(page).not.toContain('Limpeza de Estofos em Lisboa');
    expect(page).not.toContain('name="description"');
    expect(page).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1.0" />\n' +
        '    <meta name="robots" content="noindex, nofollow" />\n    <title>',
    );
    // the same script as the shell: it renders the router, whose catch-all is the 404 page, with
    // a way to each language's home page
    expect(page).toContain('<div id="root" data-published-languages="pt-PT en-GB"></div>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(page).toContain('</title>\n    <script type="module"');
    expect(spaShell(TEMPLATE)).toContain('<meta name="robots" content="noindex" />');
  });

  it('refuses a template without a title or a viewport <meta>', () => {
    const head = { title: 'x', robots: NOT_FOUND_ROBOTS, published: ['pt-PT'] };
    expect(() => notFoundShell(TEMPLATE.replace(/<title>.*<\/title>/, ''), head)).toThrow(/title/);
    expect(() => notFoundShell(TEMPLATE.replace(/<meta name="viewport"[^>]*>/, ''), head)).toThrow(
      /viewport/,
    );
  });

  it('takes the business name from the prerendered head, unescaped', () => {
    const head = [
      '<title>Limpeza | Estofos &amp; Cia</title>',
      '<meta property="og:type" content="website"/>',
      '<meta property="og:site_name" content="Estofos &amp; Cia &quot;Lisboa&quot;"/>',
    ];
    expect(siteName(head)).toBe('Estofos & Cia "Lisboa"');
    expect(() => siteName(head.slice(0, 2))).toThrow(/og:site_name/);
  });
});
