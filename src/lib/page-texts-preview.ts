// How /admin's "Textos" shows the home page with unsaved texts: it opens
// `/?pre-visualizar=<language>` in a frame; the page, once it listens, says so to the window that
// framed it, which then sends the form's texts whenever they change, and shows them in that
// language (a language not published yet has no page of its own to frame). Only messages from
// the site's own origin count, so no other site can make the page show its words.
import { BASE_LOCALE, isSiteLocale, type SiteLocale } from '#portable/site-locales.ts';

/** The address parameter that makes `/` a preview. */
export const PAGE_TEXTS_PREVIEW_PARAMETER = 'pre-visualizar';
/** The page is listening: from the frame to /admin. */
export const PAGE_TEXTS_PREVIEW_READY = 'page-texts-preview-ready';
/** The texts to show: from /admin to the frame. */
export const PAGE_TEXTS_PREVIEW_MESSAGE = 'page-texts-preview';

/** The page at `location` is /admin's preview: it shows the texts it is sent, and counts nothing. */
export function isPagePreview(location: Pick<Location, 'search'>): boolean {
  return new URLSearchParams(location.search).has(PAGE_TEXTS_PREVIEW_PARAMETER);
}

/** The address of the preview of the texts of `locale`. */
export function pagePreviewPath(locale: SiteLocale): string {
  return `/?${PAGE_TEXTS_PREVIEW_PARAMETER}=${encodeURIComponent(locale)}`;
}

/** The language a preview shows its texts in (the site's own when the address names none it knows). */
export function previewLocale(location: Pick<Location, 'search'>): SiteLocale {
  const value = new URLSearchParams(location.search).get(PAGE_TEXTS_PREVIEW_PARAMETER);
  return isSiteLocale(value) ? value : BASE_LOCALE;
}

/** `event` is a message of `type` sent by a page of this site. */
export function isPreviewMessage(event: MessageEvent, type: string): boolean {
  return (
    event.origin === window.location.origin &&
    typeof event.data === 'object' &&
    event.data !== null &&
    (event.data as { type?: unknown }).type === type
  );
}
