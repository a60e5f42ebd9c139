import { ExternalLink, Link } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { mediaTextsIn, readMediaTextTranslations } from '#portable/media-text-translations.ts';
import { OPTIONAL_LOCALES, SITE_LOCALES } from '#portable/site-locales.ts';
import { currentVersionOf, type AdminMediaSlot } from '#src/features/admin/api/admin-types.ts';
import { mediaTextLabels } from '#src/features/admin/shared/media-texts.ts';
import { formatKilobytes } from '#src/features/admin/shared/format-size.ts';
import { smallButton } from '#src/features/admin/shared/ui-classes.ts';
import { DeleteSlotDialog } from './delete-slot-dialog.tsx';
import { MediaTextsDialog } from './media-texts-dialog.tsx';
import { VersionHistory } from './version-history.tsx';
import { emptySlotText } from '#src/features/admin/shared/empty-slot-text.ts';

export function SlotCard({ slot }: { slot: AdminMediaSlot }) {
  const titleId = useId();
  const current = currentVersionOf(slot);
  const translations = readMediaTextTranslations(current?.translations);

  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-slot={slot.slot_name}
        className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      >
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h4 id={titleId} className="font-semibold text-slate-900">
              {slot.title}
            </h4>
            <p className="font-mono text-xs break-all text-slate-700">{slot.slot_name}</p>
          </div>
          {current ? (
            <span className="shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              Ativa
            </span>
          ) : (
            <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
              Vazia
            </span>
          )}
        </div>

        {current ? (
          <>
            <img
              src={current.file_url}
              alt={current.alt_text || `Imagem atual de ${slot.title}`}
              width={current.width}
              height={current.height}
              loading="lazy"
              className="mt-3 aspect-video w-full rounded-lg bg-slate-200 object-cover"
            />
            <dl className="mt-2 space-y-0.5 text-sm text-slate-800">
              <div className="flex gap-1">
                <dt className="font-medium">Ficheiro:</dt>
                <dd className="min-w-0 break-all">{current.file_name}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="font-medium">Tamanho:</dt>
                <dd>{formatKilobytes(current.file_size)}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="font-medium">Versão:</dt>
                <dd>{current.version_number}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="font-medium">Texto alternativo:</dt>
                <dd className="min-w-0">{current.alt_text || <em>sem texto</em>}</dd>
              </div>
              {OPTIONAL_LOCALES.map((locale) => {
                const { altText } = mediaTextsIn(translations, locale);
                return (
                  <div key={locale} className="flex gap-1">
                    <dt className="font-medium">{mediaTextLabels(locale).altText}:</dt>
                    <dd className="min-w-0" lang={altText ? SITE_LOCALES[locale].htmlLang : undefined}>
                      {altText || <em>sem texto</em>}
                    </dd>
                  </div>
                );
              })}
            </dl>
            <div className="mt-3 flex flex-wrap gap-2">
              <a
                href={current.file_url}
                target="_blank"
                rel="noopener noreferrer"
                className={smallButton}
                aria-label={`Ver imagem de ${slot.title} (abre noutro separador)`}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Ver
              </a>
              <button
                type="button"
                className={smallButton}
                aria-label={`Link: copiar o endereço da imagem de ${slot.title}`}
                onClick={() => void copyLink(current.file_url)}
              >
                <Link aria-hidden="true" className="size-4" />
                Link
              </button>
              {OPTIONAL_LOCALES.map((locale) => (
                <MediaTextsDialog key={locale} slot={slot} version={current} locale={locale} />
              ))}
              <DeleteSlotDialog slot={slot} />
            </div>
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-700">A aguardar imagem. {emptySlotText(slot.slot_name)}</p>
        )}
        <VersionHistory slot={slot} />
      </article>
    </li>
  );
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Copiado!', { description: url });
  } catch {
    toast.error('Não foi possível copiar o link', { description: url });
  }
}
