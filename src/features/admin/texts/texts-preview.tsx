import { useEffect, useRef, useState } from 'react';
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import {
  isPreviewMessage,
  PAGE_TEXTS_PREVIEW_MESSAGE,
  PAGE_TEXTS_PREVIEW_READY,
  pagePreviewPath,
} from '#src/lib/page-texts-preview.ts';
import { card } from '#src/features/admin/shared/ui-classes.ts';

/** How long typing may pause before the preview follows (one message per pause, not per key). */
const FOLLOW_AFTER_MS = 300;

/**
 * The home page at a phone's width, in a frame, showing the form's texts as they are typed, in
 * their language: the page itself renders them (it takes the texts from this window only, same
 * origin), so the preview is what visitors will see, even of a language not published yet.
 * Loaded only while open.
 */
export function TextsPreview({ locale, texts }: { locale: SiteLocale; texts: PageTexts }) {
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // the page says when it listens; texts sent before would be lost
  useEffect(() => {
    if (!open) return;
    const listen = (event: MessageEvent) => {
      if (
        event.source === frame.current?.contentWindow &&
        isPreviewMessage(event, PAGE_TEXTS_PREVIEW_READY)
      ) {
        setReady(true);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [open]);

  useEffect(() => {
    if (!open || !ready) return;
    const timer = setTimeout(() => {
      // same origin only: the texts are the owner's draft
      frame.current?.contentWindow?.postMessage(
        { type: PAGE_TEXTS_PREVIEW_MESSAGE, texts },
        window.location.origin,
      );
    }, FOLLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [open, ready, texts]);

  return (
    <details
      className={card}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        if (!event.currentTarget.open) setReady(false);
      }}
    >
      <summary className="cursor-pointer font-bold text-slate-900">Pré-visualizar num telemóvel</summary>
      <p className="mt-2 text-sm text-slate-700">
        A página como fica com os textos do formulário, ainda por guardar. Só a vê quem está a editar.
      </p>
      {open && (
        <iframe
          ref={frame}
          title="Pré-visualização da página inicial num telemóvel"
          src={pagePreviewPath(locale)}
          className="mx-auto mt-3 block h-[640px] w-[390px] max-w-full rounded-2xl border-8 border-slate-900 bg-white"
        />
      )}
    </details>
  );
}
