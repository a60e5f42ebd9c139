import { useId, useMemo, type RefObject } from 'react';
import { BASE_LOCALE } from '#portable/site-locales.ts';
import type { BusinessFacts, SocialNetwork, WeekDay } from '#portable/business-facts/shape.ts';
import { validateBusinessFacts } from '#portable/business-facts/validate.ts';
import { placeholderErrors, placeholderFieldNames } from '#portable/business-facts/placeholders.ts';
import { CONFIGURED_FACTS } from '#src/content/business.ts';
import type { SavedContent } from '#src/features/admin/api/document-contents.ts';
import { useDocumentForm, type DocumentFormSpec } from '#src/features/admin/shared/use-document-form.ts';
import { errorsForDraft, fieldId, reviewErrorKey, reviewErrorKeys, withoutErrors } from './draft-errors.ts';
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

/** What the facts' form adds to the form every document of the owner's shares. */
const FACTS_FORM: DocumentFormSpec<'business-facts', BusinessFacts, FactsDraft> = {
  document: 'business-facts',
  locale: BASE_LOCALE,
  builtIn: CONFIGURED_FACTS,
  valueOf: (saved) => saved.facts,
  toDraft: draftFromFacts,
  isDirty: isDraftDirty,
  validate: (draft) => {
    const checked = validateBusinessFacts(draftToInput(draft), localToday());
    return checked.ok ? { ok: true, content: checked.facts } : checked;
  },
  errorsFor: errorsForDraft,
  refusal: (errors, draft) => {
    const placeholders = placeholderErrors(draftToInput(draft));
    const stillExamples = Object.fromEntries(
      Object.entries(errors).filter(([path, message]) => placeholders[path] === message),
    );
    return Object.keys(stillExamples).length > 0
      ? {
          title: 'Ainda há dados de exemplo',
          description: `Substitua-os pelos do negócio antes de guardar: ${placeholderFieldNames(stillExamples)}.`,
        }
      : null;
  },
  messages: {
    saved: 'Dados do negócio guardados',
    savedNote: 'Quem tem o site aberto já a vê; a página pública atualiza-se a seguir.',
    failed: 'Erro ao guardar os dados do negócio',
    failedDefault: 'Falha ao guardar os dados do negócio',
    invalid: 'Há campos por corrigir',
  },
};

/**
 * The "Dados do negócio" form's state: the shared form of the owner's documents (draft, errors,
 * saving, restoring), every field still holding the build's stand-in value marked from the
 * start, and the facts' own edits.
 */
export function useFactsForm(
  current: SavedContent<'business-facts'> | null,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const idPrefix = useId();
  const form = useDocumentForm(FACTS_FORM, current, formRef);
  const { draft, edit } = form;
  const placeholders = useMemo(() => placeholderErrors(draftToInput(draft)), [draft]);

  const change = (update: (draft: FactsDraft) => FactsDraft, clear: readonly string[]) =>
    edit(update, (errors) => withoutErrors(errors, clear));

  const updateReview =
    (id: string, update: (review: ReviewDraft) => ReviewDraft) =>
    (from: FactsDraft): FactsDraft => ({
      ...from,
      reviews: from.reviews.map((review) => (review.id === id ? update(review) : review)),
    });

  const errors = { ...placeholders, ...form.errors };
  const idOf = (key: string) => fieldId(idPrefix, key);
  /** A text field's id, value, error and edits, all named by its error key. */
  const bound = (key: string, value: string, onChange: (value: string) => void) => ({
    id: idOf(key),
    value,
    error: errors[key],
    onChange,
  });
  const setText = (key: TextFieldKey, value: string) => change((from) => ({ ...from, [key]: value }), [key]);
  const setSocial = (network: SocialNetwork, value: string) =>
    change((from) => ({ ...from, social: { ...from.social, [network]: value } }), [`social.${network}`]);

  function setReview<K extends Exclude<keyof ReviewDraft, 'id'>>(
    id: string,
    field: K,
    value: ReviewDraft[K],
  ) {
    change(
      updateReview(id, (review) => ({ ...review, [field]: value })),
      [reviewErrorKey(id, field), reviewErrorKey(id)],
    );
  }

  return {
    ...form,
    errors,
    /** The element id of a field (or a review's part) by its error key. */
    idOf,
    /** The props of the field of a text fact (FactField's id, value, error, onChange). */
    textField: (key: TextFieldKey) => bound(key, draft[key], (value) => setText(key, value)),
    socialField: (network: SocialNetwork) =>
      bound(`social.${network}`, draft.social[network], (value) => setSocial(network, value)),
    reviewField: (review: ReviewDraft, field: 'author' | 'place' | 'text') =>
      bound(reviewErrorKey(review.id, field), review[field], (value) => setReview(review.id, field, value)),

    setText,
    setSocial,
    setDay(day: WeekDay, update: Partial<DayDraft>) {
      change(
        (from) => ({
          ...from,
          openingHours: { ...from.openingHours, [day]: { ...from.openingHours[day], ...update } },
        }),
        [`openingHours.${day}`, 'openingHours'],
      );
    },
    setReview,
    /** Adds an empty review at the end; returns its id. */
    addReview(): string {
      const review = newReview(localToday());
      change((from) => ({ ...from, reviews: [...from.reviews, review] }), ['reviews']);
      return review.id;
    },
    moveReview(id: string, offset: -1 | 1) {
      change((from) => ({ ...from, reviews: moveReview(from.reviews, id, offset) }), []);
    },
    removeReview(id: string) {
      change(
        (from) => ({ ...from, reviews: from.reviews.filter((review) => review.id !== id) }),
        ['reviews', ...reviewErrorKeys(form.errors, id)],
      );
    },
  };
}

export type FactsForm = ReturnType<typeof useFactsForm>;
