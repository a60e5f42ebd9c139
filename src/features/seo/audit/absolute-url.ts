/** The address as a URL when it is absolute http(s); null when relative, empty or another scheme. */
export function absoluteHttpUrl(value: string | null | undefined): URL | null {
  try {
    const url = new URL(value?.trim() ?? ''); // no base: throws on a relative address
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Whether two addresses name the same page: the fragment never changes the page. */
export function samePage(a: URL, b: URL): boolean {
  return withoutFragment(a) === withoutFragment(b);
}

export function withoutFragment(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  return copy.href;
}
