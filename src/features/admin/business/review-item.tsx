import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { BUSINESS_FACT_LIMITS } from '#portable/business-facts/shape.ts';
import { BASE_LOCALE, SITE_LOCALE_IDS, SITE_LOCALES, type SiteLocale } from '#portable/site-locales.ts';
import { fieldLabel, smallButton } from '#src/features/admin/shared/ui-classes.ts';
import { reviewErrorKey } from './draft-errors.ts';
import { FactField } from './fact-field.tsx';
import { errorState, FieldError, FormError } from './field-error.tsx';
import type { ReviewDraft } from './facts-draft.ts';
import type { FactsForm } from './use-facts-form.ts';

const STARS = [5, 4, 3, 2, 1] as const;

/** "avaliação 2 (Maria S.)": how the buttons name the review they act on. */
function reviewName(review: ReviewDraft, index: number): string {
  const author = review.author.trim();
  return author ? `avaliação ${index + 1} (${author})` : `avaliação ${index + 1}`;
}

interface ReviewItemProps {
  form: FactsForm;
  review: ReviewDraft;
  index: number;
  count: number;
  today: string;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

/** One review: its fields, and the buttons that move it up or down the list or remove it. */
export function ReviewItem({ form, review, index, count, today, onMove, onRemove }: ReviewItemProps) {
  const { errors, idOf } = form;
  const key = (field: Parameters<typeof reviewErrorKey>[1]) => reviewErrorKey(review.id, field);
  const ownId = idOf(reviewErrorKey(review.id));
  const name = reviewName(review, index);
  const ratingId = idOf(key('rating'));
  const dateId = idOf(key('date'));
  const languageId = idOf(key('language'));
  const ratingError = errors[key('rating')];
  const languageError = errors[key('language')];
  const dateError = errors[key('date')];

  return (
    <fieldset className="rounded-lg border border-slate-300 p-3 sm:p-4">
      <legend className="px-1 text-sm font-bold text-slate-900">
        Avaliação {index + 1}
        {review.author.trim() && ` — ${review.author.trim()}`}
      </legend>
      <FormError message={errors[reviewErrorKey(review.id)]} />
      <div className="grid gap-3 md:grid-cols-2">
        <FactField
          {...form.reviewField(review, 'author')}
          label="Nome"
          maxLength={BUSINESS_FACT_LIMITS.reviewAuthor}
        />
        <FactField
          {...form.reviewField(review, 'place')}
          label="Localidade"
          maxLength={BUSINESS_FACT_LIMITS.reviewPlace}
          hint="Opcional."
        />
        <FactField
          {...form.reviewField(review, 'text')}
          label="Texto"
          className="md:col-span-2"
          rows={4}
          maxLength={BUSINESS_FACT_LIMITS.reviewText}
        />
        <div>
          <label htmlFor={ratingId} className={fieldLabel}>
            Estrelas
          </label>
          <select
            id={ratingId}
            {...errorState(ratingError, `${ratingId}-error`)}
            value={String(review.rating)}
            onChange={(event) => form.setReview(review.id, 'rating', Number(event.target.value))}
          >
            {STARS.map((stars) => (
              <option key={stars} value={stars}>
                {stars === 1 ? '1 estrela' : `${stars} estrelas`}
              </option>
            ))}
          </select>
          <FieldError id={`${ratingId}-error`} message={ratingError} />
        </div>
        <div>
          <label htmlFor={dateId} className={fieldLabel}>
            Data
          </label>
          <input
            id={dateId}
            type="date"
            {...errorState(dateError, `${dateId}-error`)}
            value={review.date}
            max={today}
            onChange={(event) => form.setReview(review.id, 'date', event.target.value)}
          />
          <FieldError id={`${dateId}-error`} message={dateError} />
        </div>
        <div>
          <label htmlFor={languageId} className={fieldLabel}>
            Língua em que foi escrita
          </label>
          <select
            id={languageId}
            {...errorState(languageError, `${languageId}-error`, `${languageId}-hint`)}
            value={review.language ?? BASE_LOCALE}
            onChange={(event) => form.setReview(review.id, 'language', event.target.value as SiteLocale)}
          >
            {SITE_LOCALE_IDS.map((locale) => (
              <option key={locale} value={locale}>
                {SITE_LOCALES[locale].name}
              </option>
            ))}
          </select>
          <p id={`${languageId}-hint`} className="mt-1 text-sm text-slate-600">
            A avaliação aparece como foi escrita, em todas as páginas do site.
          </p>
          <FieldError id={`${languageId}-error`} message={languageError} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          id={`${ownId}-up`}
          type="button"
          className={smallButton}
          disabled={index === 0}
          aria-label={`Subir a ${name}`}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          Subir
        </button>
        <button
          id={`${ownId}-down`}
          type="button"
          className={smallButton}
          disabled={index === count - 1}
          aria-label={`Descer a ${name}`}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          Descer
        </button>
        <button
          id={`${ownId}-remove`}
          type="button"
          className={`${smallButton} text-red-800`}
          aria-label={`Remover a ${name}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remover
        </button>
      </div>
    </fieldset>
  );
}
