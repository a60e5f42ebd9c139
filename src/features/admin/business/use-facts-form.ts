import { useId, useMemo, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { type BusinessFacts, type SocialNetwork, type WeekDay } from '@portable/business-facts/shape.ts';
import { validateBusinessFacts } from '@portable/business-facts/validate.ts';
import { placeholderErrors, placeholderFieldNames } from '@portable/business-facts/placeholders.ts';
import { CONFIGURED_FACTS } from '@/content/business.ts';
import { AdminApiError, errorText, isSessionRejected } from '../api/admin-api-error.ts';
import type { SavedBusinessFacts } from '@portable/business-facts/shape.ts';
import { useSaveBusinessFacts } from '../api/save-business-facts.ts';
import {
  errorsForDraft,
  fieldId,
  reviewErrorKey,
  reviewErrorKeys,
  withoutErrors,
  type DraftErrors,
} from './draft-errors.ts';
import {
  draftFromFacts,
  draftToInput,
  isDraftDirty,
  moveReview,
  newReview,
  type DayDraft,
  type FactsDraft,
  type ReviewDraft,
  type TextFieldKey,
} from './facts-draft.ts';
import { localToday } from './local-today.ts';

/** The facts a draft is edited against: a saved version, or the build's configuration (version 0). */
interface FactsBase {
  version: number;
  facts: BusinessFacts;
}

interface Edits {
  base: FactsBase;
  draft: FactsDraft;
}

const CONFIGURED_BASE: FactsBase = { version: 0, facts: CONFIGURED_FACTS };

/**
 * What the form shows: the owner's edits, unless the server has a newer version and the edits
 * change nothing (then the form follows the server). Edits with changes are never overwritten.
 */
function shownEdits(edits: Edits | null, server: FactsBase, serverDraft: FactsDraft): Edits {
  if (edits === null) return { base: server, draft: serverDraft };
  if (server.version > edits.base.version && !isDraftDirty(edits.draft, edits.base.facts)) {
    return { base: server, draft: serverDraft };
  }
  return edits;
}

function errorSummary(errors: DraftErrors): string {
  const messages = Object.values(errors);
  const first = messages[0] ?? '';
  return messages.length === 1 ? first : `${messages.length} erros. O primeiro: ${first}`;
}

/**
 * The "Dados do negócio" form's state: the draft against the saved facts (or the build's
 * configuration before the first save), dirty state, the errors shown beside the fields, and
 * saving. `formRef` is the form, for moving the focus to the first field with an error.
 */
export function useFactsForm(current: SavedBusinessFacts | null, formRef: RefObject<HTMLFormElement | null>) {
  const idPrefix = useId();
  const saveFacts = useSaveBusinessFacts();
  const [edits, setEdits] = useState<Edits | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});

  const server = useMemo(
    () => (current ? { version: current.version, facts: current.facts } : CONFIGURED_BASE),
    [current],
  );
  const serverDraft = useMemo(() => draftFromFacts(server.facts), [server]);
  const shown = shownEdits(edits, server, serverDraft);
  const { draft } = shown;
  const dirty = isDraftDirty(draft, shown.base.facts);
  // every field still holding the build's stand-in value is marked from the start, not only on save
  const placeholders = useMemo(() => placeholderErrors(draftToInput(draft)), [draft]);

  function edit(update: (draft: FactsDraft) => FactsDraft, clearErrors: readonly string[]) {
    setEdits((previous) => {
      const { base, draft: from } = shownEdits(previous, server, serverDraft);
      return { base, draft: update(from) };
    });
    setErrors((previous) => withoutErrors(previous, clearErrors));
  }

  function updateReview(id: string, update: (review: ReviewDraft) => ReviewDraft) {
    return (from: FactsDraft): FactsDraft => ({
      ...from,
      reviews: from.reviews.map((review) => (review.id === id ? update(review) : review)),
    });
  }

  /** Shows `shownErrors` and moves the focus to the first field (or message) with one. */
  function showErrors(shownErrors: DraftErrors) {
    flushSync(() => setErrors(shownErrors));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]')?.focus();
  }

  /** Starts again from `stored`: after a save, or a restore. */
  function adopt(stored: SavedBusinessFacts) {
    setEdits({ base: { version: stored.version, facts: stored.facts }, draft: draftFromFacts(stored.facts) });
    setErrors({});
  }

  function save() {
    if (!dirty || saveFacts.isPending) return;
    const checked = validateBusinessFacts(draftToInput(draft), localToday());
    if (!checked.ok) {
      const shownErrors = errorsForDraft(checked.errors, draft);
      showErrors(shownErrors);
      const stillExamples = Object.fromEntries(
        Object.entries(checked.errors).filter(([path, message]) => placeholders[path] === message),
      );
      if (Object.keys(stillExamples).length > 0) {
        toast.error('Ainda há dados de exemplo', {
          description: `Substitua-os pelos do negócio antes de guardar: ${placeholderFieldNames(stillExamples)}.`,
        });
      } else {
        toast.error('Há campos por corrigir', { description: errorSummary(shownErrors) });
      }
      return;
    }
    const sent = draft;
    saveFacts.mutate(checked.facts, {
      onSuccess: (saved) => {
        const base = { version: saved.version, facts: saved.facts };
        // the saved (normalized) values, unless the owner went on typing while it was sent
        setEdits((previous) => {
          const now = shownEdits(previous, server, serverDraft).draft;
          return { base, draft: now === sent ? draftFromFacts(saved.facts) : now };
        });
        setErrors({});
        toast.success('Dados do negócio guardados', {
          description: `Versão ${saved.version}. Quem tem o site aberto já a vê; a página pública atualiza-se a seguir.`,
        });
      },
      onError: (error) => {
        if (isSessionRejected(error)) return;
        if (error instanceof AdminApiError && Object.keys(error.fieldErrors).length > 0) {
          showErrors(errorsForDraft(error.fieldErrors, sent));
        }
        toast.error('Erro ao guardar os dados do negócio', {
          description: errorText(error, 'Falha ao guardar os dados do negócio'),
        });
      },
    });
  }

  return {
    draft,
    errors: { ...placeholders, ...errors },
    dirty,
    /** A version saved elsewhere since these edits began (the form keeps the edits), or null. */
    newerVersion: server.version > shown.base.version ? server.version : null,
    saving: saveFacts.isPending,
    /** The element id of a field (or a review's part) by its error key. */
    idOf: (key: string) => fieldId(idPrefix, key),

    setText(key: TextFieldKey, value: string) {
      edit((from) => ({ ...from, [key]: value }), [key]);
    },
    setSocial(network: SocialNetwork, value: string) {
      edit((from) => ({ ...from, social: { ...from.social, [network]: value } }), [`social.${network}`]);
    },
    setDay(day: WeekDay, change: Partial<DayDraft>) {
      edit(
        (from) => ({
          ...from,
          openingHours: { ...from.openingHours, [day]: { ...from.openingHours[day], ...change } },
        }),
        [`openingHours.${day}`, 'openingHours'],
      );
    },
    setReview<K extends Exclude<keyof ReviewDraft, 'id'>>(id: string, field: K, value: ReviewDraft[K]) {
      edit(
        updateReview(id, (review) => ({ ...review, [field]: value })),
        [reviewErrorKey(id, field), reviewErrorKey(id)],
      );
    },
    /** Adds an empty review at the end; returns its id. */
    addReview(): string {
      const review = newReview(localToday());
      edit((from) => ({ ...from, reviews: [...from.reviews, review] }), ['reviews']);
      return review.id;
    },
    moveReview(id: string, offset: -1 | 1) {
      edit((from) => ({ ...from, reviews: moveReview(from.reviews, id, offset) }), []);
    },
    removeReview(id: string) {
      edit(
        (from) => ({ ...from, reviews: from.reviews.filter((review) => review.id !== id) }),
        ['reviews', ...reviewErrorKeys(errors, id)],
      );
    },

    save,
    cancel() {
      setEdits(null);
      setErrors({});
    },
    adopt,
  };
}

export type FactsForm = ReturnType<typeof useFactsForm>;
