// Parses what the owner pastes into the video form: a YouTube watch, youtu.be, shorts or
// embed URL, or a bare 11-character id. Pure and platform-free: the edge functions and the
// front end both import it.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const MAX_INPUT_LENGTH = 300;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

/** The video id, or null when the input is not one of the accepted forms. Never throws. */
export function parseYouTubeVideoId(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text.length === 0 || text.length > MAX_INPUT_LENGTH) return null;
  if (VIDEO_ID.test(text)) return text;
  // URL parsing silently drops tabs and newlines and unescapes some characters;
  // refuse anything a careful reader would not call a plain URL.
  if (/[\s\\<>"'`]/.test(text) || hasControlCharacter(text)) return null;

  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;

  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').slice(1);
  if (SHORT_HOSTS.has(host)) return idFromSegments(segments, null);
  if (NOCOOKIE_HOSTS.has(host)) return idFromSegments(segments, 'embed');
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments.length === 1 && segments[0] === 'watch') return idFromQuery(url.search);
  return idFromSegments(segments, 'embed') ?? idFromSegments(segments, 'shorts');
}

/** The canonical address stored for a video id. */
export function youTubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/** `/<prefix>/<id>` (or `/<id>` when prefix is null), nothing more. */
function idFromSegments(segments: string[], prefix: string | null): string | null {
  const expected = prefix === null ? 1 : 2;
  if (segments.length !== expected) return null;
  if (prefix !== null && segments[0] !== prefix) return null;
  const id = segments[expected - 1] ?? '';
  return VIDEO_ID.test(id) ? id : null;
}

/** The raw (not percent-decoded) `v` parameter of a query string. */
function idFromQuery(search: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair.startsWith('v=')) {
      const id = pair.slice(2);
      return VIDEO_ID.test(id) ? id : null;
    }
  }
  return null;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
