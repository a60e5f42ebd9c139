import type { BusinessFacts } from '#portable/business-facts/shape.ts';
import { validateBusinessFacts } from '#portable/business-facts/validate.ts';
import { errorsForDraft, isShownBesideAField, reviewErrorKeys, withoutErrors } from './draft-errors.ts';
import {
  draftFromFacts,
  draftToInput,
  isDraftDirty,
  moveReview,
  newReview,
  parseCount,
  parseRating,
  type FactsDraft,
} from './facts-draft.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';

const saved: BusinessFacts = completeBusinessFacts();

const TODAY = '2026-11-26';

describe('the draft of the business facts', () => {
  it('shows the rating with a decimal comma, the count as text, a closed day unticked with default hours', () => {
    const draft = draftFromFacts(saved);
    expect(draft.rating).toBe('4,9');
    expect(draftFromFacts({ ...saved, rating: 5 }).rating).toBe('5,0');
    expect(draft.reviewCount).toBe('87');
    expect(draft.openingHours.Su).toEqual({ open: false, opens: '09:00', closes: '18:00' });
    expect(draft.openingHours.Sa).toEqual({ open: true, opens: '10:00', closes: '13:00' });
    expect(draft.reviews.map((review) => review.id)).toEqual(['saved-0', 'saved-1']);
  });

  it('goes back to the same facts through the shared validator', () => {
    const checked = validateBusinessFacts(draftToInput(draftFromFacts(saved)), TODAY);
    expect(checked).toEqual({ ok: true, facts: saved });
  });

  it('reads "4,8" and "4.8" alike, and leaves anything else for the validator to name', () => {
    expect(parseRating(' 4,8 ')).toBe(4.8);
    expect(parseRating('4.8')).toBe(4.8);
    expect(parseRating('quatro')).toBe('quatro');
    expect(parseCount('1 234')).toBe(1234);
    expect(parseCount('12a')).toBe('12a');
  });
});

describe('isDraftDirty', () => {
  const clean = () => draftFromFacts(saved);

  it('starts clean, and is clean again when a change is undone by hand', () => {
    const draft = clean();
    expect(isDraftDirty(draft, saved)).toBe(false);
    expect(isDraftDirty({ ...draft, name: 'Outro nome' }, saved)).toBe(true);
    expect(isDraftDirty({ ...draft, name: 'Estofos Lisboa' }, saved)).toBe(false);
  });

  it('ignores spaces around texts and the spelling of the same rating', () => {
    const draft: FactsDraft = { ...clean(), name: ' Estofos Lisboa ', rating: '4.9' };
    expect(isDraftDirty(draft, saved)).toBe(false);
  });

  it('ignores the order of the keys: saved facts come back from jsonb in its own', () => {
    const reordered = (value: object) => Object.fromEntries(Object.entries(value).reverse());
    const fromDatabase = {
      ...reordered(saved),
      reviews: saved.reviews.map(reordered),
    } as BusinessFacts;
    expect(isDraftDirty(clean(), fromDatabase)).toBe(false);
    expect(isDraftDirty(draftFromFacts(fromDatabase), saved)).toBe(false);
  });

  it('ignores the hours of a day that stays closed, but not opening it', () => {
    const draft = clean();
    const sundayEdited = {
      ...draft,
      openingHours: { ...draft.openingHours, Su: { open: false, opens: '07:00', closes: '08:00' } },
    };
    expect(isDraftDirty(sundayEdited, saved)).toBe(false);
    const sundayOpen = {
      ...draft,
      openingHours: { ...draft.openingHours, Su: { ...draft.openingHours.Su, open: true } },
    };
    expect(isDraftDirty(sundayOpen, saved)).toBe(true);
  });

  it('counts a review moved, added or removed', () => {
    const draft = clean();
    expect(isDraftDirty({ ...draft, reviews: moveReview(draft.reviews, 'saved-1', -1) }, saved)).toBe(true);
    expect(isDraftDirty({ ...draft, reviews: [...draft.reviews, newReview(TODAY)] }, saved)).toBe(true);
    expect(isDraftDirty({ ...draft, reviews: draft.reviews.slice(1) }, saved)).toBe(true);
  });
});

describe('moveReview', () => {
  it('swaps with the neighbour, and does nothing past either end', () => {
    const { reviews } = draftFromFacts(saved);
    expect(moveReview(reviews, 'saved-1', -1).map((review) => review.id)).toEqual(['saved-1', 'saved-0']);
    expect(moveReview(reviews, 'saved-0', -1).map((review) => review.id)).toEqual(['saved-0', 'saved-1']);
    expect(moveReview(reviews, 'saved-1', 1).map((review) => review.id)).toEqual(['saved-0', 'saved-1']);
  });

  it('gives every new review its own id', () => {
    expect(newReview(TODAY).id).not.toBe(newReview(TODAY).id);
    expect(newReview(TODAY)).toMatchObject({ author: '', text: '', rating: 5, date: TODAY });
  });
});

describe('errors keyed for the draft', () => {
  it('keys a review’s messages by its id, so they follow it when it moves', () => {
    const draft = draftFromFacts(saved);
    const keyed = errorsForDraft(
      { phone: 'p', 'reviews.1.text': 't', 'reviews.1': 'r', reviews: 'n', 'reviews.7.text': 'gone' },
      draft,
    );
    expect(keyed).toEqual({
      phone: 'p',
      'reviews.saved-1.text': 't',
      'reviews.saved-1': 'r',
      reviews: 'n',
      'reviews.7.text': 'gone',
    });
    expect(reviewErrorKeys(keyed, 'saved-1').sort()).toEqual(['reviews.saved-1', 'reviews.saved-1.text']);
    expect(withoutErrors(keyed, ['phone', 'nada'])).not.toHaveProperty('phone');
  });

  it('knows which messages have a place beside a field; the rest go at the end of the form', () => {
    for (const key of [
      'phone',
      'social.tiktok',
      'openingHours',
      'openingHours.Su',
      'reviews',
      'reviews.new-3.date',
    ])
      expect(isShownBesideAField(key), key).toBe(true);
    for (const key of ['', 'social', 'openingHours.Xx', 'outro'])
      expect(isShownBesideAField(key), key).toBe(false);
  });
});
