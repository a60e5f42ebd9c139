// The audited page's response headers, from a same-origin request for the same address (a
// same-origin response exposes all of them to scripts). Null when they cannot be read: the
// best-practice checks then say "sem dados" rather than guess.

export async function fetchPageHeaders(url: string): Promise<Record<string, string> | null> {
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok || response.type !== 'basic') return null;
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    await response.body?.cancel();
    return headers;
  } catch {
    return null;
  }
}
