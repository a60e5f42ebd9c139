// The other language pages the audited page names, fetched as HTML for the reciprocity check.
// They are pages of this site listed under its public origin; each is requested at the same
// path on the origin being audited, so a local or preview run reads its own build.
import type { ReturnPage } from '#src/features/seo/audit/hreflang-return.ts';

async function fetchOne(listed: string, auditedOrigin: string): Promise<ReturnPage> {
  const { pathname, search } = new URL(listed);
  try {
    const response = await fetch(new URL(pathname + search, auditedOrigin), {
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { url: listed, status: response.status, doc: null };
    }
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    return { url: listed, status: response.status, doc };
  } catch {
    return { url: listed, status: null, doc: null };
  }
}

export function fetchReturnPages(listed: readonly string[], auditedUrl: string): Promise<ReturnPage[]> {
  const { origin } = new URL(auditedUrl);
  return Promise.all(listed.map((url) => fetchOne(url, origin)));
}
