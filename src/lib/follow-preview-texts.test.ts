import { afterEach, describe, expect, it, vi } from 'vitest';
import { followPreviewTexts } from './follow-preview-texts.ts';
import { PAGE_TEXTS_PREVIEW_MESSAGE, PAGE_TEXTS_PREVIEW_READY } from './page-texts-preview.ts';

// jsdom's window is its own parent, as a page opened on its own is: the messages below come
// from "the window that framed it" or from elsewhere by their source and origin.
const TEXTS = { faq: { title: 'Dúvidas' } };

function send(data: unknown, { origin = window.location.origin, source = window as Window | null } = {}) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('followPreviewTexts', () => {
  it('says it listens, then shows each set of texts the framing window sends', () => {
    const posted = vi.spyOn(window, 'postMessage');
    const show = vi.fn();
    stop = followPreviewTexts(show);

    expect(posted).toHaveBeenCalledWith({ type: PAGE_TEXTS_PREVIEW_READY }, window.location.origin);
    send({ type: PAGE_TEXTS_PREVIEW_MESSAGE, texts: TEXTS });
    send({ type: PAGE_TEXTS_PREVIEW_MESSAGE, texts: { faq: { title: 'Perguntas' } } });
    expect(show.mock.calls).toEqual([[TEXTS], [{ faq: { title: 'Perguntas' } }]]);
  });

  it('ignores another origin, another window and other messages', () => {
    const show = vi.fn();
    stop = followPreviewTexts(show);

    send({ type: PAGE_TEXTS_PREVIEW_MESSAGE, texts: TEXTS }, { origin: 'https://other.example' });
    send({ type: PAGE_TEXTS_PREVIEW_MESSAGE, texts: TEXTS }, { source: null });
    send({ type: 'something-else', texts: TEXTS });
    send('texts');
    expect(show).not.toHaveBeenCalled();
  });

  it('stops listening when asked', () => {
    const show = vi.fn();
    followPreviewTexts(show)();
    send({ type: PAGE_TEXTS_PREVIEW_MESSAGE, texts: TEXTS });
    expect(show).not.toHaveBeenCalled();
  });
});
