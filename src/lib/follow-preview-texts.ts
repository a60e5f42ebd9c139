// The page's side of /admin's preview (page-texts-preview.ts): it tells the window that framed
// it that it listens, then hands over every set of texts that window sends. Messages from any
// other window or origin are ignored, so no other site can put words on the page.
import {
  isPreviewMessage,
  PAGE_TEXTS_PREVIEW_MESSAGE,
  PAGE_TEXTS_PREVIEW_READY,
} from './page-texts-preview.ts';

/** Calls `show` with each set of texts /admin sends; returns the function that stops listening. */
export function followPreviewTexts(show: (texts: unknown) => void, frame: Window = window): () => void {
  const listen = (event: MessageEvent) => {
    if (event.source !== frame.parent || !isPreviewMessage(event, PAGE_TEXTS_PREVIEW_MESSAGE)) return;
    show((event.data as { texts?: unknown }).texts);
  };
  frame.addEventListener('message', listen);
  frame.parent.postMessage({ type: PAGE_TEXTS_PREVIEW_READY }, frame.location.origin);
  return () => frame.removeEventListener('message', listen);
}
