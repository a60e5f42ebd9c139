// The security headers of the static site, one source for every host file (_headers,
// vercel.json) and, through the generated _headers, for `npm run preview`.
import { YOUTUBE_EMBED_ORIGIN } from '#src/lib/youtube-embed-url.ts';

/** http(s)://host → the origins supabase-js talks to: REST/storage/functions and realtime. */
function supabaseOrigins(supabaseUrl: string): { http: string; ws: string } {
  const url = new URL(supabaseUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got ${supabaseUrl}`);
  }
  return { http: url.origin, ws: `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}` };
}

/**
 * Exactly what the site loads: its own scripts, styles and fonts; images from itself, the
 * Supabase storage origin, data: URLs and blob: (the admin's preview of a picked file); data
 * from Supabase over https and wss; the YouTube player from youtube-nocookie.com; only the site
 * itself may frame its pages (the /seo audit loads the home page in a same-origin frame).
 * Inline styles stay allowed: the prerendered HTML carries React `style` attributes
 * (aspect-ratio boxes, Radix's measured heights) and sonner injects its stylesheet.
 * `'wasm-unsafe-eval'` lets the admin's WebP encoder (WebAssembly, for Safari) compile; it
 * allows no JavaScript eval. It is on every path because hosts join the CSPs of several
 * matching rules into policies that must all allow a thing, so a per-path rule could not add it.
 */
export function contentSecurityPolicy(supabaseUrl: string): string {
  const supabase = supabaseOrigins(supabaseUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', supabase.http],
    ['font-src', "'self'"],
    ['connect-src', "'self'", supabase.http, supabase.ws],
    ['frame-src', "'self'", YOUTUBE_EMBED_ORIGIN],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Powerful features nothing on the site uses (autoplay and fullscreen stay for the player). */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()';

export type HeaderMap = Record<string, string>;

export interface HeaderRule {
  /** A path as static hosts write it: exact (`/seo`) or a prefix ending in `/*`. */
  path: string;
  headers: HeaderMap;
}

/** The rules in the order hosts apply them; a later rule's header replaces an earlier one's. */
export function securityHeaderRules(supabaseUrl: string): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(supabaseUrl),
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'SAMEORIGIN',
        'Permissions-Policy': PERMISSIONS_POLICY,
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    // The SEO report page carries its access token in the URL: never leak it in a Referer.
    { path: '/seo', headers: { 'Referrer-Policy': 'no-referrer' } },
    { path: '/seo/*', headers: { 'Referrer-Policy': 'no-referrer' } },
    // Vite's hashed file names change with their content, so they can be cached for good.
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ];
}

/** Whether a host path pattern (`/x`, `/x/*`, `/*`) matches a request path. */
function pathMatches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*'))
    return pathname.startsWith(pattern.slice(0, -1)) || pathname === pattern.slice(0, -2);
  return pathname === pattern;
}

/** The headers a request path gets: every matching rule in order, later ones winning. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): HeaderMap {
  const headers: HeaderMap = {};
  for (const rule of rules) {
    if (pathMatches(rule.path, pathname)) Object.assign(headers, rule.headers);
  }
  return headers;
}
