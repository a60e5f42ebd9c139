import { useLayoutEffect } from 'react';

/** Sets `<meta name=…>` for as long as the page is shown, restoring what was there before. */
function setMeta(name: string, content: string): () => void {
  const existing = [...document.head.querySelectorAll<HTMLMetaElement>(`meta[name="${name}"]`)];
  if (existing.length === 0) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
    return () => meta.remove();
  }
  const previous = existing.map((meta) => meta.content);
  existing.forEach((meta) => (meta.content = content));
  return () => existing.forEach((meta, index) => (meta.content = previous[index] ?? ''));
}

/**
 * The head of /seo: kept out of search engines (noindex,nofollow) and sending no Referer, so
 * the address with the key never reaches another site (the static host also sends
 * Referrer-Policy: no-referrer for /seo). A layout effect, so both are in place before any
 * request the page makes. Existing tags (e.g. the shell's robots meta) are overridden.
 */
export function useSeoPageHead(): void {
  useLayoutEffect(() => {
    const restore = [setMeta('robots', 'noindex,nofollow'), setMeta('referrer', 'no-referrer')];
    const title = document.title;
    document.title = 'Verificação SEO';
    return () => {
      restore.forEach((undo) => undo());
      document.title = title;
    };
  }, []);
}
