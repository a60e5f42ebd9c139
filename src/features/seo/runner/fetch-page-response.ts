// The audited page's response, from a same-origin request for the same address: its status
// (a 404 means the page is not published) and its headers (a same-origin response exposes all
// of them to scripts). Null when the request failed: the audit then goes on without them, and
// the best-practice checks say "sem dados" rather than guess.

export interface PageResponse {
  status: number;
  /** Lower-case names; null unless the page answered with success. */
  headers: Record<string, string> | null;
}

export async function fetchPageResponse(url: string): Promise<PageResponse | null> {
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    await response.body?.cancel();
    if (!response.ok || response.type !== 'basic') return { status: response.status, headers: null };
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { status: response.status, headers };
  } catch {
    return null;
  }
}
