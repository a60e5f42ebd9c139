// The data the build writes into `/` repeats the media bucket's address in every image URL
// (a file and its three smaller copies each): about 70 characters, some fifty times. The page
// carries it once, as the reader knows it (the project's own URL), and the URLs without it.

const SHORT = '~/';

/** Where the media bucket's files are served from: the start of every image URL. */
export function mediaBaseUrl(supabaseUrl: string): string {
  return `${supabaseUrl}/storage/v1/object/public/media/`;
}

function mapUrls(data: unknown, change: (url: string) => string): unknown {
  if (Array.isArray(data)) return data.map((item) => mapUrls(item, change));
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      key === 'url' && typeof value === 'string' ? change(value) : mapUrls(value, change),
    ]),
  );
}

/** Each `url` under `base` written as `~/<the rest>`; anything else as it is. */
export function shortenStorageUrls(data: unknown, base: string): unknown {
  return mapUrls(data, (url) => (url.startsWith(base) ? SHORT + url.slice(base.length) : url));
}

/** shortenStorageUrls undone. */
export function expandStorageUrls(data: unknown, base: string): unknown {
  return mapUrls(data, (url) => (url.startsWith(SHORT) ? base + url.slice(SHORT.length) : url));
}
