import { useId, useState } from 'react';
import { toast } from 'sonner';
import { missingTextsMessage } from '#portable/page-texts/missing-texts.ts';
import { validatePageTexts } from '#portable/page-texts/validate-page-texts.ts';
import { SITE_LOCALES, type SiteLocale } from '#portable/site-locales.ts';
import { errorText, isSessionRejected } from '#src/features/admin/api/admin-api-error.ts';
import type { SavedContent } from '#src/features/admin/api/document-contents.ts';
import { usePublishLocale } from '#src/features/admin/api/publish-locale.ts';
import { card, focusRing } from '#src/features/admin/shared/ui-classes.ts';

interface PublishLanguageProps {
  locale: SiteLocale;
  published: boolean;
  /** The language's saved texts, which publishing puts on its page; null before the first save. */
  saved: SavedContent<'page-texts'> | null;
  /** The form holds changes not saved yet, which publishing would not include. */
  dirty: boolean;
}

/**
 * The switch that publishes or withdraws a language's page ("Publicar a página em inglês"). It
 * turns on only when every text of that language is saved and written (the same validator as
 * the page-texts function, which checks again); either way the public site is rebuilt, with or
 * without the page and every link to it.
 */
export function PublishLanguage({ locale, published, saved, dirty }: PublishLanguageProps) {
  const id = useId();
  const publish = usePublishLocale();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { adminName, path } = SITE_LOCALES[locale];

  function change(next: boolean) {
    if (publish.isPending) return;
    if (next) {
      const problem = dirty
        ? `Guarde primeiro as alterações: a página em ${adminName} mostra os textos guardados.`
        : whyNotPublishable(adminName, saved);
      setRefusal(problem);
      if (problem) return;
    } else {
      setRefusal(null);
    }
    publish.mutate(
      { locale, published: next },
      {
        onSuccess: () =>
          toast.success(next ? `Página em ${adminName} publicada` : `Página em ${adminName} retirada`, {
            description: next
              ? `Fica em ${path} quando a página pública se atualizar.`
              : `Deixa de existir quando a página pública se atualizar; nenhuma ligação aponta para ela.`,
          }),
        onError: (error) => {
          if (isSessionRejected(error)) return;
          const message = errorText(error, `Falha ao mudar a página em ${adminName}`);
          setRefusal(message);
          toast.error(`Erro ao mudar a página em ${adminName}`, { description: message });
        },
      },
    );
  }

  return (
    <div className={card}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={published}
          disabled={publish.isPending}
          aria-describedby={`${id}-hint${refusal ? ` ${id}-refusal` : ''}`}
          onChange={(event) => change(event.target.checked)}
          className={`mt-1 size-5 shrink-0 accent-blue-700 ${focusRing}`}
        />
        <div>
          <label htmlFor={id} className="font-bold text-slate-900">
            Publicar a página em {adminName}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {published
              ? `Publicada em ${path}, com uma ligação para ela em cada página do site.`
              : `Enquanto estiver desligado, ${path} não existe e nada aponta para ela. Para ligar, todos os textos em ${adminName} têm de estar escritos e guardados.`}
          </p>
        </div>
      </div>
      {refusal && (
        <p
          id={`${id}-refusal`}
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {refusal}
        </p>
      )}
    </div>
  );
}

/** Why the saved texts cannot be published yet, by the validator the function uses; null when they can. */
function whyNotPublishable(language: string, saved: SavedContent<'page-texts'> | null): string | null {
  const checked = validatePageTexts(saved?.texts ?? {}, { complete: true });
  return checked.ok ? null : missingTextsMessage(language, checked.errors, saved !== null);
}
