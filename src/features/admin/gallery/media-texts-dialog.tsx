import * as Dialog from '@radix-ui/react-dialog';
import { Languages } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  mediaTextsIn,
  readMediaTextTranslations,
  type MediaTexts,
} from '#portable/media-text-translations.ts';
import { SITE_LOCALES, type SiteLocale } from '#portable/site-locales.ts';
import { errorText, isSessionRejected } from '#src/features/admin/api/admin-api-error.ts';
import type { AdminMediaSlot, AdminMediaVersion } from '#src/features/admin/api/admin-types.ts';
import { useSetMediaTexts } from '#src/features/admin/api/set-media-texts.ts';
import { MediaTextsFields } from '#src/features/admin/shared/media-texts-fields.tsx';
import { mediaTextLabels, mediaTextsProblem } from '#src/features/admin/shared/media-texts.ts';
import { primaryButton, secondaryButton, smallButton } from '#src/features/admin/shared/ui-classes.ts';

interface MediaTextsDialogProps {
  slot: AdminMediaSlot;
  /** The image shown in the slot: its texts are edited, no new version is made. */
  version: AdminMediaVersion;
  locale: SiteLocale;
}

/** The button and dialog that set the alt text and caption of the slot's image in another language. */
export function MediaTextsDialog({ slot, version, locale }: MediaTextsDialogProps) {
  const [open, setOpen] = useState(false);
  const [texts, setTexts] = useState<MediaTexts>(() => storedTexts(version, locale));
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const save = useSetMediaTexts();
  const labels = mediaTextLabels(locale);
  const language = SITE_LOCALES[locale].adminName;

  function openChange(next: boolean) {
    if (save.isPending) return;
    // each opening starts from what is stored, whatever was typed and cancelled before
    if (next) {
      setTexts(storedTexts(version, locale));
      setProblem(null);
    }
    setOpen(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const refused = mediaTextsProblem(texts, locale);
    setProblem(refused);
    if (refused) return;
    save.mutate(
      {
        slotName: slot.slot_name,
        versionNumber: version.version_number,
        locale,
        altText: texts.altText.trim(),
        caption: texts.caption.trim(),
      },
      {
        onSuccess: () => {
          toast.success(`${labels.group} guardados!`, {
            description: `${slot.title}: versão ${version.version_number}, a mesma imagem.`,
          });
          setOpen(false);
        },
        onError: (error) => {
          if (isSessionRejected(error)) return;
          toast.error(`Erro ao guardar os textos em ${language}`, {
            description: errorText(error, 'Falha ao guardar os textos'),
          });
        },
      },
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={smallButton}
          aria-label={`${labels.group} da imagem de ${slot.title}`}
        >
          <Languages aria-hidden="true" className="size-4" />
          {capitalised(language)}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">{labels.group}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-800">
            {slot.title}, versão {version.version_number}. Muda só os textos: a imagem e a versão ficam as
            mesmas.
          </Dialog.Description>
          <p className="mt-2 text-sm text-slate-700" data-testid="media-texts-base">
            Em português: {version.alt_text || <em>sem texto alternativo</em>}
            {version.caption && <> · Legenda: {version.caption}</>}
          </p>
          <form className="mt-4" onSubmit={submit} aria-describedby={problem ? problemId : undefined}>
            <MediaTextsFields locale={locale} texts={texts} disabled={save.isPending} onChange={setTexts} />
            {problem && (
              <p id={problemId} role="alert" className="mt-3 text-sm font-medium text-red-800">
                {problem}
              </p>
            )}
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className={secondaryButton}>
                  Cancelar
                </button>
              </Dialog.Close>
              <button type="submit" className={primaryButton} aria-disabled={save.isPending}>
                {save.isPending ? 'A guardar…' : 'Guardar'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function storedTexts(version: AdminMediaVersion, locale: SiteLocale): MediaTexts {
  return mediaTextsIn(readMediaTextTranslations(version.translations), locale);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
