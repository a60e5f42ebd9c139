import { MessageSquarePlus } from 'lucide-react';
import { flushSync } from 'react-dom';
import { BUSINESS_FACT_LIMITS } from '#portable/business-facts/shape.ts';
import { secondaryButton } from '#src/features/admin/shared/ui-classes.ts';
import { reviewErrorKey } from './draft-errors.ts';
import { FormError } from './field-error.tsx';
import { FormSection } from './form-section.tsx';
import { localToday } from './local-today.ts';
import { ReviewItem } from './review-item.tsx';
import type { FactsForm } from './use-facts-form.ts';

const MAX_REVIEWS = BUSINESS_FACT_LIMITS.reviews;

/**
 * The reviews the site shows, in this order. Moving or removing one keeps the focus on the
 * list (the button pressed, or its neighbour's), so the keyboard never falls back to the page.
 */
export function ReviewsSection({ form }: { form: FactsForm }) {
  const { reviews } = form.draft;
  const atLimit = reviews.length >= MAX_REVIEWS;
  const limitId = form.idOf('reviews-limit');
  const addId = form.idOf('reviews-add');
  const today = localToday();
  const button = (reviewId: string, which: 'up' | 'down' | 'remove') =>
    document.getElementById(`${form.idOf(reviewErrorKey(reviewId))}-${which}`) as HTMLButtonElement | null;

  function add() {
    const id = flushSync(() => form.addReview());
    document.getElementById(form.idOf(reviewErrorKey(id, 'author')))?.focus();
  }

  function move(reviewId: string, offset: -1 | 1) {
    flushSync(() => form.moveReview(reviewId, offset));
    const same = button(reviewId, offset === -1 ? 'up' : 'down');
    // at the top (or bottom) now, that button is disabled: the other one takes the focus
    (same && !same.disabled ? same : button(reviewId, offset === -1 ? 'down' : 'up'))?.focus();
  }

  function remove(index: number) {
    const review = reviews[index];
    if (!review) return;
    const neighbour = reviews[index + 1] ?? reviews[index - 1];
    flushSync(() => form.removeReview(review.id));
    (neighbour ? button(neighbour.id, 'remove') : document.getElementById(addId))?.focus();
  }

  return (
    <FormSection
      title="Avaliações"
      description={`Copie-as da página do negócio no Google, tal como os clientes as escreveram. O site mostra-as por esta ordem; no máximo ${MAX_REVIEWS}.`}
    >
      <FormError message={form.errors.reviews} />
      {reviews.length === 0 ? (
        <p className="text-sm text-slate-700">Ainda não há avaliações.</p>
      ) : (
        <ol className="space-y-4">
          {reviews.map((review, index) => (
            <li key={review.id}>
              <ReviewItem
                form={form}
                review={review}
                index={index}
                count={reviews.length}
                today={today}
                onMove={(offset) => move(review.id, offset)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4">
        <button
          id={addId}
          type="button"
          className={secondaryButton}
          disabled={atLimit}
          aria-describedby={atLimit ? limitId : undefined}
          onClick={add}
        >
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          Adicionar avaliação
        </button>
        {atLimit && (
          <p id={limitId} className="mt-2 text-sm text-slate-700">
            Já tem {MAX_REVIEWS} avaliações, o máximo: remova uma para poder adicionar outra.
          </p>
        )}
      </div>
    </FormSection>
  );
}
