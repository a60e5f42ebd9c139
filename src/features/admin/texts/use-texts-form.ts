import { useId, useMemo, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import type { ListField } from '@portable/page-texts/page-text-fields.ts';
import type { PageTexts } from '@portable/page-texts/page-texts-catalogue.ts';
import { resolvePageTexts } from '@portable/page-texts/resolve-page-texts.ts';
import { type TextErrors, validatePageTexts } from '@portable/page-texts/validate-page-texts.ts';
import { BUILT_IN_PAGE_TEXTS } from '@/content/built-in-page-texts.ts';
import { AdminApiError, errorText, isSessionRejected } from '../api/admin-api-error.ts';
import type { SavedPageTexts } from '../api/page-texts-types.ts';
import { useSavePageTexts } from '../api/save-page-texts.ts';
import {
  emptyValue,
  isDraftDirty,
  moved,
  pathKey,
  valueAt,
  withValueAt,
  type TextPath,
} from './texts-draft.ts';

/** The texts a draft is edited against: a saved version, or the built-in texts (version 0). */
interface TextsBase {
  version: number;
  texts: PageTexts;
}

interface Edits {
  base: TextsBase;
  draft: PageTexts;
}

function baseOf(saved: SavedPageTexts | null): TextsBase {
  return saved
    ? { version: saved.version, texts: resolvePageTexts(BUILT_IN_PAGE_TEXTS, saved.texts) }
    : { version: 0, texts: BUILT_IN_PAGE_TEXTS };
}

/**
 * What the form shows: the owner's edits, unless the server has a newer version and the edits
 * change nothing (then the form follows the server). Edits with changes are never overwritten.
 */
function shownEdits(edits: Edits | null, server: TextsBase): Edits {
  if (edits === null) return { base: server, draft: server.texts };
  if (server.version > edits.base.version && !isDraftDirty(edits.draft, edits.base.texts)) {
    return { base: server, draft: server.texts };
  }
  return edits;
}

/** The errors left once the field at `key`, and everything under it, is edited. */
function withoutErrorsUnder(errors: TextErrors, key: string): TextErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([path]) => path !== key && !path.startsWith(`${key}.`) && !key.startsWith(`${path}.`),
    ),
  );
}

function errorSummary(errors: TextErrors): string {
  const messages = Object.values(errors);
  const first = messages[0] ?? '';
  return messages.length === 1 ? first : `${messages.length} erros. O primeiro: ${first}`;
}

/**
 * The "Textos" form's state: the draft against the saved texts (or the built-in ones before the
 * first save), dirty state, the errors shown beside the fields, and saving. `formRef` is the
 * form, for opening the section and moving the focus to the first field with an error.
 */
export function useTextsForm(current: SavedPageTexts | null, formRef: RefObject<HTMLFormElement | null>) {
  const idPrefix = useId();
  const saveTexts = useSavePageTexts();
  const [edits, setEdits] = useState<Edits | null>(null);
  const [errors, setErrors] = useState<TextErrors>({});

  const server = useMemo(() => baseOf(current), [current]);
  const shown = shownEdits(edits, server);
  const { draft } = shown;
  const dirty = isDraftDirty(draft, shown.base.texts);

  // Stable while the saved texts stay the same: typing in one field renders only its section.
  const actions = useMemo(() => {
    function edit(path: TextPath, update: (value: unknown) => unknown) {
      setEdits((previous) => {
        const { base, draft: from } = shownEdits(previous, server);
        return { base, draft: withValueAt(from, path, update(valueAt(from, path))) };
      });
      setErrors((previous) => withoutErrorsUnder(previous, pathKey(path)));
    }
    return {
      setText(path: TextPath, value: string) {
        edit(path, () => value);
      },
      addItem(path: TextPath, spec: ListField) {
        edit(path, (items) => [...(items as unknown[]), emptyValue(spec.item)]);
      },
      removeItem(path: TextPath, index: number) {
        edit(path, (items) => (items as unknown[]).filter((_, at) => at !== index));
      },
      moveItem(path: TextPath, index: number, offset: -1 | 1) {
        edit(path, (items) => moved(items as unknown[], index, offset));
      },
      /** The element id of the field at `path`. */
      idOf: (path: TextPath) => `${idPrefix}-${pathKey(path).replaceAll('.', '-')}`,
    };
  }, [server, idPrefix]);

  function showErrors(shownErrors: TextErrors) {
    flushSync(() => setErrors(shownErrors));
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]');
    // a closed section hides its fields: open the one that holds the first error
    const section = first?.closest('details');
    if (section && !section.open) section.open = true;
    first?.focus();
  }

  /** Starts again from `stored`: after a save, or a restore. */
  function adopt(stored: SavedPageTexts) {
    const base = baseOf(stored);
    setEdits({ base, draft: base.texts });
    setErrors({});
  }

  function save() {
    if (!dirty || saveTexts.isPending) return;
    const checked = validatePageTexts(draft);
    if (!checked.ok) {
      showErrors(checked.errors);
      toast.error('Há textos por corrigir', { description: errorSummary(checked.errors) });
      return;
    }
    const sent = draft;
    saveTexts.mutate(checked.texts, {
      onSuccess: (saved) => {
        const base = baseOf(saved);
        // the saved (normalised) texts, unless the owner went on typing while they were sent
        setEdits((previous) => {
          const now = shownEdits(previous, server).draft;
          return { base, draft: now === sent ? base.texts : now };
        });
        setErrors({});
        toast.success('Textos guardados', {
          description: `Versão ${saved.version}. Quem tem o site aberto já os vê; a página pública atualiza-se a seguir.`,
        });
      },
      onError: (error) => {
        if (isSessionRejected(error)) return;
        if (error instanceof AdminApiError && Object.keys(error.fieldErrors).length > 0) {
          showErrors(error.fieldErrors);
        }
        toast.error('Erro ao guardar os textos', {
          description: errorText(error, 'Falha ao guardar os textos'),
        });
      },
    });
  }

  return {
    draft,
    errors,
    dirty,
    /** A version saved elsewhere since these edits began (the form keeps the edits), or null. */
    newerVersion: server.version > shown.base.version ? server.version : null,
    saving: saveTexts.isPending,
    actions,

    save,
    cancel() {
      setEdits(null);
      setErrors({});
    },
    adopt,
  };
}

export type TextsForm = ReturnType<typeof useTextsForm>;
export type TextsActions = TextsForm['actions'];
