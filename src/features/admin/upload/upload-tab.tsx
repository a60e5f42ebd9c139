import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorText, isSessionRejected } from '#src/features/admin/api/admin-api-error.ts';
import type { AdminMediaSlot } from '#src/features/admin/api/admin-types.ts';
import { useUploadMedia } from '#src/features/admin/api/upload-media.ts';
import { MediaTextInput, MediaTextsFields } from '#src/features/admin/shared/media-texts-fields.tsx';
import {
  mediaTextLabels,
  mediaTextsProblem,
  translationsToSend,
} from '#src/features/admin/shared/media-texts.ts';
import { card, primaryButton } from '#src/features/admin/shared/ui-classes.ts';
import { NO_MEDIA_TEXTS, type MediaTexts } from '#portable/media-text-translations.ts';
import { OPTIONAL_LOCALES, type SiteLocale } from '#portable/site-locales.ts';
import { FilePicker } from './file-picker.tsx';
import { prepareUpload } from './prepare-upload-file.ts';
import { SlotPicker } from './slot-picker.tsx';
import { UploadPreview } from './upload-preview.tsx';
import { UploadProgress, type UploadPhase } from './upload-progress.tsx';
import {
  checkPreparedFileSize,
  isAcceptedImageFile,
  MAX_ALT_TEXT_LENGTH,
  MAX_CAPTION_LENGTH,
  UNSUPPORTED_TYPE_MESSAGE,
  validateUploadForm,
} from './upload-validation.ts';

interface UploadTabProps {
  slots: readonly AdminMediaSlot[];
  isLoading: boolean;
}

export function UploadTab({ slots, isLoading }: UploadTabProps) {
  const upload = useUploadMedia();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [section, setSection] = useState('');
  const [slotName, setSlotName] = useState('');
  const [altText, setAltText] = useState('');
  const [caption, setCaption] = useState('');
  const [translations, setTranslations] = useState<Partial<Record<SiteLocale, MediaTexts>>>({});
  const [phase, setPhase] = useState<UploadPhase>({ step: 'idle' });
  const hintId = useId();

  const slot = slots.find((candidate) => candidate.slot_name === slotName) ?? null;
  const textsProblem = OPTIONAL_LOCALES.map((locale) =>
    mediaTextsProblem(translations[locale] ?? NO_MEDIA_TEXTS, locale),
  ).find((problem) => problem !== null);
  const formCheck = validateUploadForm({ file, slotName, altText, caption });
  const check = formCheck.ok && textsProblem ? { ok: false as const, message: textsProblem } : formCheck;
  const busy = phase.step !== 'idle';

  function pick(picked: File) {
    if (!isAcceptedImageFile(picked)) {
      setFileError(UNSUPPORTED_TYPE_MESSAGE);
      return;
    }
    setFileError(null);
    setFile(picked);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !check.ok || !file || !slot) return;
    setPhase({ step: 'preparing', percent: 0 });
    try {
      const prepared = await prepareUpload(file, {
        onProgress: (fraction) => setPhase({ step: 'preparing', percent: Math.round(fraction * 100) }),
      });
      const size = checkPreparedFileSize(prepared.file.size);
      if (!size.ok) {
        toast.error('Erro no upload', { description: size.message });
        return;
      }
      setPhase({ step: 'uploading', percent: 0 });
      const version = await upload.mutateAsync({
        file: prepared.file,
        variants: prepared.variants,
        slotName: slot.slot_name,
        altText: altText.trim(),
        caption: caption.trim(),
        translations: translationsToSend(translations),
        onProgress: (fraction) =>
          setPhase(
            fraction >= 1
              ? { step: 'processing' }
              : { step: 'uploading', percent: Math.round(fraction * 100) },
          ),
      });
      toast.success('Upload realizado!', {
        description: `${slot.title}: versão ${version.version_number} publicada.`,
      });
      setFile(null);
      setAltText('');
      setCaption('');
      setTranslations({});
    } catch (error) {
      if (!isSessionRejected(error)) {
        toast.error('Erro no upload', { description: errorText(error, 'Falha no upload') });
      }
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  return (
    <form onSubmit={submit} className={`${card} space-y-5`} aria-labelledby="upload-tab-heading">
      <h2 id="upload-tab-heading" className="text-lg font-bold text-slate-900">
        Adicionar Imagem
      </h2>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <div className="space-y-5">
          <FilePicker file={file} error={fileError} disabled={busy} onPick={pick} />
          {isLoading ? (
            <p className="text-sm text-slate-700" role="status">
              A carregar os slots…
            </p>
          ) : (
            <SlotPicker
              slots={slots}
              section={section}
              slotName={slotName}
              disabled={busy}
              onSection={(next) => {
                setSection(next);
                setSlotName('');
              }}
              onSlot={setSlotName}
            />
          )}
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">3. Descrição (opcional)</legend>
            <MediaTextInput
              label="Texto alternativo"
              value={altText}
              maxLength={MAX_ALT_TEXT_LENGTH}
              hint="O que a imagem mostra, para quem não a vê (ex.: “Sofá cinzento depois da limpeza”)."
              disabled={busy}
              onChange={setAltText}
            />
            <MediaTextInput
              label="Legenda"
              value={caption}
              maxLength={MAX_CAPTION_LENGTH}
              disabled={busy}
              onChange={setCaption}
            />
            {OPTIONAL_LOCALES.map((locale) => (
              <details key={locale} className="rounded-lg border border-slate-200 px-3">
                <summary className="cursor-pointer py-3 text-sm font-semibold text-slate-900">
                  {mediaTextLabels(locale).group} (opcional)
                </summary>
                <div className="pb-3">
                  <MediaTextsFields
                    locale={locale}
                    texts={translations[locale] ?? NO_MEDIA_TEXTS}
                    disabled={busy}
                    onChange={(texts) => setTranslations((drafts) => ({ ...drafts, [locale]: texts }))}
                  />
                </div>
              </details>
            ))}
          </fieldset>
        </div>
        <UploadPreview file={file} slot={slot} altText={altText} caption={caption} />
      </div>

      <UploadProgress phase={phase} />
      {!check.ok && (
        <p id={hintId} className="text-sm font-medium text-slate-800">
          {check.message}
        </p>
      )}
      <button
        type="submit"
        className={`${primaryButton} w-full sm:w-auto`}
        disabled={busy || !check.ok}
        aria-describedby={check.ok ? undefined : hintId}
      >
        <Upload aria-hidden="true" className="size-4" />
        {busy ? 'A enviar…' : 'Enviar imagem'}
      </button>
    </form>
  );
}
