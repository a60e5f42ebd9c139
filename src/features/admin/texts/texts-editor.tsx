import { useEffect, useMemo, useRef } from 'react';
import {
  PAGE_TEXTS_CATALOGUE,
  PAGE_TITLE_MAX_LENGTH,
  type PageTexts,
} from '#portable/page-texts/page-texts-catalogue.ts';
import { textLength } from '#portable/page-texts/validate-page-texts.ts';
import { BASE_LOCALE, type SiteLocale } from '#portable/site-locales.ts';
import { CONFIGURED_FACTS } from '#src/content/business.ts';
import { homeTitle } from '#src/content/home-metadata.ts';
import type { ContentHistory, ContentVersion } from '#src/features/admin/api/document-contents.ts';
import { useDocumentHistory } from '#src/features/admin/api/get-document-history.ts';
import { SaveBar } from '#src/features/admin/shared/save-bar.tsx';
import { SavedStatusNote } from '#src/features/admin/shared/saved-status-note.tsx';
import { card } from '#src/features/admin/shared/ui-classes.ts';
import { useLeaveWarning } from '#src/features/admin/shared/use-leave-warning.ts';
import { DocumentForm } from '#src/features/admin/shared/document-form.tsx';
import { DocumentVersions } from '#src/features/admin/shared/document-versions.tsx';
import { TextsPreview } from './texts-preview.tsx';
import { PublishLanguage } from './publish-language.tsx';
import { SectionFields } from './texts-fields.tsx';
import { useTextsForm } from './use-texts-form.ts';

const NO_HINTS = {};

/** A version's page title, to tell it from the others. */
const heroTitleOf = ({ texts }: ContentVersion<'page-texts'>) =>
  texts.hero ? [texts.hero.titleStart, texts.hero.titleHighlight].join(' ') : null;

/** Each section's path, made once: a new array per render would render every section again. */
const SECTION_PATHS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.keys(PAGE_TEXTS_CATALOGUE.fields).map((key) => [key, [key]]),
);

interface TextsEditorProps {
  locale: SiteLocale;
  data: ContentHistory<'page-texts'>;
  /** Told whether the form holds unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The form of the page's texts in one language, one collapsible part per section in the page's
 * order, its preview and saved versions, and, for a language other than the site's own, the
 * switch that publishes its page.
 */
export function TextsEditor({ locale, data, onDirtyChange }: TextsEditorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useTextsForm(locale, data.current, formRef);
  useLeaveWarning(form.dirty);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const businessName =
    useDocumentHistory('business-facts', BASE_LOCALE).data?.current?.facts.name ?? CONFIGURED_FACTS.name;
  const fullTitle = homeTitle(form.draft.metadata.title, businessName);
  const titleLength = textLength(fullTitle);

  const hints = useMemo(
    () => ({
      'metadata.title': (
        <>
          Nos resultados do Google: «{fullTitle}» ({titleLength} de {PAGE_TITLE_MAX_LENGTH} caracteres).
          {titleLength > PAGE_TITLE_MAX_LENGTH && (
            <strong className="block text-amber-900">
              Com mais de {PAGE_TITLE_MAX_LENGTH} caracteres o título aparece cortado: encurte-o.
            </strong>
          )}
        </>
      ),
      'metadata.description':
        'O resumo que o Google mostra por baixo do título. A auditoria SEO pede até 160 caracteres, com um apelo ao contacto.',
    }),
    [fullTitle, titleLength],
  );

  return (
    <div className="space-y-4">
      <SavedStatusNote
        current={data.current}
        beforeFirstSave="Ainda não foram guardados textos aqui: a página mostra os textos com que o site foi feito, e o formulário começa com eles."
      />
      {locale !== BASE_LOCALE && (
        <PublishLanguage
          locale={locale}
          published={data.published ?? false}
          saved={data.current}
          dirty={form.dirty}
        />
      )}
      <TextsPreview locale={locale} texts={form.draft} />
      <DocumentForm form={form} formRef={formRef} className="space-y-3">
        {Object.entries(PAGE_TEXTS_CATALOGUE.fields).map(([key, section]) => (
          <details key={key} className={`${card} group`}>
            <summary className="cursor-pointer text-base font-bold text-slate-900">{section.label}</summary>
            <div className="mt-4">
              <SectionFields
                spec={section}
                path={SECTION_PATHS[key]!}
                value={form.draft[key as keyof PageTexts]}
                errors={form.errors}
                actions={form.actions}
                hints={key === 'metadata' ? hints : NO_HINTS}
              />
            </div>
          </details>
        ))}
        {/* sticky: a phone keeps Guardar at hand along the long form */}
        <SaveBar
          form={form}
          className="sticky bottom-0 z-10 space-y-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-md backdrop-blur"
        />
      </DocumentForm>
      <DocumentVersions data={data} form={form} subject="os textos da página" summary={heroTitleOf} />
    </div>
  );
}
