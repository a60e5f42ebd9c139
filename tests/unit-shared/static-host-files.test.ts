import { describe, expect, it } from 'vitest';
import {
  netlifyHeaders,
  netlifyRedirects,
  parseNetlifyHeaders,
  robotsTxt,
  sitemapXml,
  vercelJson,
} from '../../scripts/support/host-files.ts';
import {
  contentSecurityPolicy,
  headersForPath,
  securityHeaderRules,
} from '../../scripts/support/security-headers.ts';

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
    const xml = sitemapXml(SITE, '2026-05-01');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<loc>https://estofos.example.pt/</loc>');
    expect(xml).toContain('<lastmod>2026-05-01</lastmod>');
    expect(xml).not.toContain('/admin');
    expect(sitemapXml('https://x.pt/?a=1&b=<2>', '2026-05-01')).toContain(
      '<loc>https://x.pt/?a=1&#38;b=&#60;2&#62;/</loc>',
    );
  });
});

describe('Content-Security-Policy', () => {
  it('allows the hosted Supabase project over https and wss and nothing else remote but the player', () => {
    const csp = directives(contentSecurityPolicy(`${HOSTED}/`));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
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

  it('falls back to the shell with status 200 on Netlify and Cloudflare Pages', () => {
    expect(netlifyRedirects()).toBe('/*  /200.html  200\n');
  });

  it('gives Vercel the same headers, the /seo rule after the catch-all, and the same fallback', () => {
    const config = JSON.parse(vercelJson(rules)) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
      rewrites: { source: string; destination: string }[];
    };
    expect(config.rewrites).toEqual([{ source: '/(.*)', destination: '/200.html' }]);
    const sources = config.headers.map((entry) => entry.source);
    expect(sources).toEqual(['/(.*)', '/seo', '/seo/:path*', '/assets/:path*']);
    const all = config.headers[0]!.headers;
    expect(all).toContainEqual({ key: 'X-Content-Type-Options', value: 'nosniff' });
    expect(all.find((h) => h.key === 'Content-Security-Policy')?.value).toBe(contentSecurityPolicy(HOSTED));
    expect(config.headers[1]!.headers).toEqual([{ key: 'Referrer-Policy', value: 'no-referrer' }]);
  });
});
