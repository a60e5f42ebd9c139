import { useId, useMemo, type RefObject } from 'react';
import type { ListField } from '#portable/page-texts/page-text-fields.ts';
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import { resolvePageTexts } from '#portable/page-texts/resolve-page-texts.ts';
import { validatePageTexts } from '#portable/page-texts/validate-page-texts.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { perLocale } from '#src/lib/per-locale.ts';
import type { SavedContent } from '#src/features/admin/api/document-contents.ts';
import {
  useDocumentForm,
  type DocumentFormSpec,
  type FormErrors,
} from '#src/features/admin/shared/use-document-form.ts';
import {
  emptyValue,
  isDraftDirty,
  moved,
  pathKey,
  valueAt,
  withValueAt,
  type TextPath,
} from './texts-draft.ts';

const identity = (texts: PageTexts) => texts;

/** The texts form of each language, made once: the form's callbacks stay stable while typing. */
const textsFormSpec = perLocale((locale): DocumentFormSpec<'page-texts', PageTexts, PageTexts> => ({
  document: 'page-texts',
  locale,
  builtIn: BUILT_IN_PAGE_TEXTS[locale],
  valueOf: (saved) => resolvePageTexts(BUILT_IN_PAGE_TEXTS[locale], saved.texts),
  toDraft: identity,
  isDirty: isDraftDirty,
  validate: (draft) => {
    const checked = validatePageTexts(draft);
    return checked.ok ? { ok: true, content: checked.texts } : checked;
  },
  messages: {
    saved: 'Textos guardados',
    savedNote: 'Quem tem o site aberto já os vê; a página pública atualiza-se a seguir.',
    failed: 'Erro ao guardar os textos',
    failedDefault: 'Falha ao guardar os textos',
    invalid: 'Há textos por corrigir',
  },
}));

/** The errors left once the field at `key`, and everything under it, is edited. */
function withoutErrorsUnder(errors: FormErrors, key: string): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([path]) => path !== key && !path.startsWith(`${key}.`) && !key.startsWith(`${path}.`),
    ),
  );
}

/**
 * The "Textos" form's state in one language: the shared form of the owner's documents (draft,
 * errors, saving, restoring) and the texts' own edits, by path in the catalogue.
 */
export function useTextsForm(
  locale: SiteLocale,
  current: SavedContent<'page-texts'> | null,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const idPrefix = useId();
  const form = useDocumentForm(textsFormSpec(locale), current, formRef);
  const { edit } = form;

  // Stable while the saved texts stay the same: typing in one field renders only its section.
  const actions = useMemo(() => {
    const at = (path: TextPath, update: (value: unknown) => unknown) =>
      edit(
        (draft) => withValueAt(draft, path, update(valueAt(draft, path))),
        (errors) => withoutErrorsUnder(errors, pathKey(path)),
      );
    return {
      setText(path: TextPath, value: string) {
        at(path, () => value);
      },
      addItem(path: TextPath, spec: ListField) {
        at(path, (items) => [...(items as unknown[]), emptyValue(spec.item)]);
      },
      removeItem(path: TextPath, index: number) {
        at(path, (items) => (items as unknown[]).filter((_, position) => position !== index));
      },
      moveItem(path: TextPath, index: number, offset: -1 | 1) {
        at(path, (items) => moved(items as unknown[], index, offset));
      },
      /** The element id of the field at `path`. */
      idOf: (path: TextPath) => `${idPrefix}-${pathKey(path).replaceAll('.', '-')}`,
    };
  }, [edit, idPrefix]);

  return { ...form, actions };
}

type TextsForm = ReturnType<typeof useTextsForm>;
export type TextsActions = TextsForm['actions'];
