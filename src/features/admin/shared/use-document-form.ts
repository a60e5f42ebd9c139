import { useCallback, useMemo, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import type { OwnerDocumentName } from '#portable/owner-documents/owner-document.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { AdminApiError, errorText, isSessionRejected } from '#src/features/admin/api/admin-api-error.ts';
import type { DocumentContents, SavedContent } from '#src/features/admin/api/document-contents.ts';
import { useSaveDocument } from '#src/features/admin/api/save-document.ts';

/** Field key → message, as the form shows them beside its fields. */
export type FormErrors = Readonly<Record<string, string>>;

/** What a document's form is edited against: a saved version, or the built-in content (version 0). */
interface FormBase<Value> {
  version: number;
  value: Value;
}

interface Edits<Value, Draft> {
  base: FormBase<Value>;
  draft: Draft;
}

/** What one document's form adds to the mechanism every document's form shares. */
export interface DocumentFormSpec<D extends OwnerDocumentName, Value, Draft> {
  document: D;
  locale: SiteLocale;
  /** What the form starts from before the first save. */
  builtIn: Value;
  /** What a saved version shows in the form. */
  valueOf: (saved: SavedContent<D>) => Value;
  toDraft: (value: Value) => Draft;
  isDirty: (draft: Draft, base: Value) => boolean;
  /** The document's validator, run on the draft: what it answers is what is sent. */
  validate: (
    draft: Draft,
  ) => { ok: true; content: DocumentContents[D] } | { ok: false; errors: Record<string, string> };
  /** Errors keyed by the validator's (or the server's) paths, keyed as the form shows them. */
  errorsFor?: (errors: Record<string, string>, draft: Draft) => FormErrors;
  /** A refusal of the form's own, before the generic one (e.g. example data still in place). */
  refusal?: (errors: FormErrors, draft: Draft) => { title: string; description: string } | null;
  messages: {
    /** "Textos guardados" */
    saved: string;
    /** Who sees what was saved, after "Versão N. " */
    savedNote: string;
    /** "Erro ao guardar os textos" */
    failed: string;
    /** "Falha ao guardar os textos" */
    failedDefault: string;
    /** "Há textos por corrigir" */
    invalid: string;
  };
}

function errorSummary(errors: FormErrors): string {
  const messages = Object.values(errors);
  const first = messages[0] ?? '';
  return messages.length === 1 ? first : `${messages.length} erros. O primeiro: ${first}`;
}

/**
 * The state of a form of one of the owner's documents: the draft against the saved version (or
 * the built-in content before the first save), dirty state, the errors shown beside the fields,
 * saving, and adopting a restored version. The owner's edits are never overwritten: the form
 * follows a newer version saved elsewhere only while it holds no change. `formRef` is the form,
 * for opening the part and moving the focus to the first field with an error.
 */
export function useDocumentForm<D extends OwnerDocumentName, Value, Draft>(
  spec: DocumentFormSpec<D, Value, Draft>,
  current: SavedContent<D> | null,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const { valueOf, toDraft, isDirty, builtIn } = spec;
  const saveDocument = useSaveDocument(spec.document, spec.locale);
  const [edits, setEdits] = useState<Edits<Value, Draft> | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});

  const server = useMemo<FormBase<Value>>(
    () => (current ? { version: current.version, value: valueOf(current) } : { version: 0, value: builtIn }),
    [current, valueOf, builtIn],
  );
  const serverDraft = useMemo(() => toDraft(server.value), [server, toDraft]);

  /** The edits shown: the owner's, unless the server has a newer version and they change nothing. */
  const shownEdits = useCallback(
    (from: Edits<Value, Draft> | null): Edits<Value, Draft> => {
      if (from === null) return { base: server, draft: serverDraft };
      if (server.version > from.base.version && !isDirty(from.draft, from.base.value)) {
        return { base: server, draft: serverDraft };
      }
      return from;
    },
    [server, serverDraft, isDirty],
  );
  const shown = shownEdits(edits);
  const { draft } = shown;
  const dirty = isDirty(draft, shown.base.value);
  const keyed = (found: Record<string, string>, of: Draft) => spec.errorsFor?.(found, of) ?? found;

  /**
   * Changes the draft, and drops the messages of what changed (`clear`). Stable while the saved
   * version stays the same, so a form's parts can skip rendering while another is typed in.
   */
  const edit = useCallback(
    (update: (draft: Draft) => Draft, clear: (errors: FormErrors) => FormErrors) => {
      setEdits((previous) => {
        const { base, draft: from } = shownEdits(previous);
        return { base, draft: update(from) };
      });
      setErrors(clear);
    },
    [shownEdits],
  );

  /** Shows `shownErrors` and moves the focus to the first field (or message) with one. */
  function showErrors(shownErrors: FormErrors) {
    flushSync(() => setErrors(shownErrors));
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]');
    // a closed part hides its fields: open the one that holds the first error
    const part = first?.closest('details');
    if (part && !part.open) part.open = true;
    first?.focus();
  }

  /** Starts again from `stored`: after a save elsewhere adopted, or a restore. */
  function adopt(stored: SavedContent<D>) {
    const value = valueOf(stored);
    setEdits({ base: { version: stored.version, value }, draft: toDraft(value) });
    setErrors({});
  }

  function save() {
    if (!dirty || saveDocument.isPending) return;
    const checked = spec.validate(draft);
    if (!checked.ok) {
      const shownErrors = keyed(checked.errors, draft);
      showErrors(shownErrors);
      const refusal = spec.refusal?.(shownErrors, draft);
      if (refusal) toast.error(refusal.title, { description: refusal.description });
      else toast.error(spec.messages.invalid, { description: errorSummary(shownErrors) });
      return;
    }
    const sent = draft;
    saveDocument.mutate(checked.content, {
      onSuccess: (saved) => {
        const value = valueOf(saved);
        // the saved (normalised) content, unless the owner went on typing while it was sent
        setEdits((previous) => {
          const now = shownEdits(previous).draft;
          return { base: { version: saved.version, value }, draft: now === sent ? toDraft(value) : now };
        });
        setErrors({});
        toast.success(spec.messages.saved, {
          description: `Versão ${saved.version}. ${spec.messages.savedNote}`,
        });
      },
      onError: (error) => {
        if (isSessionRejected(error)) return;
        if (error instanceof AdminApiError && Object.keys(error.fieldErrors).length > 0) {
          showErrors(keyed(error.fieldErrors, sent));
        }
        toast.error(spec.messages.failed, { description: errorText(error, spec.messages.failedDefault) });
      },
    });
  }

  return {
    /** The document and language edited: what a restore restores. */
    document: spec.document,
    locale: spec.locale,
    draft,
    errors,
    dirty,
    /** A version saved elsewhere since these edits began (the form keeps the edits), or null. */
    newerVersion: server.version > shown.base.version ? server.version : null,
    saving: saveDocument.isPending,
    edit,
    save,
    cancel() {
      setEdits(null);
      setErrors({});
    },
    adopt,
  };
}
