// What the owner edits on the "Dados do negócio" tab: the business facts as the form's fields
// hold them (text as typed, a closed day keeping its hours, each review with a stable id), and
// the way back to what the shared validator checks.
import {
  SOCIAL_NETWORKS,
  WEEK_DAYS,
  type BusinessFacts,
  type BusinessReview,
  type SocialNetwork,
  type WeekDay,
} from '#portable/business-facts/shape.ts';
import { formatRating } from '#portable/business-facts/view.ts';
import { BASE_LOCALE } from '#portable/site-locales.ts';

/** A day as the form holds it: unticking "Aberto" keeps the hours, so ticking it again brings them back. */
export interface DayDraft {
  open: boolean;
  opens: string;
  closes: string;
}

/** A review as the form holds it: stable while it is moved or others are removed (keys, focus, errors). */
export type ReviewDraft = BusinessReview & { id: string };

/** The facts as the form's fields hold them: the same fields, where some are held differently. */
export type FactsDraft = Omit<BusinessFacts, 'openingHours' | 'rating' | 'reviewCount' | 'reviews'> & {
  openingHours: Record<WeekDay, DayDraft>;
  /** As typed: "4,8" or "4.8". */
  rating: string;
  reviewCount: string;
  reviews: ReviewDraft[];
};

/** The fields edited as one text input each. */
export type TextFieldKey =
  | 'name'
  | 'whatsapp'
  | 'phone'
  | 'email'
  | 'streetAddress'
  | 'postalCode'
  | 'locality'
  | 'mapsUrl'
  | 'rating'
  | 'reviewCount';

export type ReviewField = Exclude<keyof ReviewDraft, 'id'>;

/** The hours a closed day gets when it is opened. */
const NEW_DAY_HOURS = { opens: '09:00', closes: '18:00' } as const;

export function draftFromFacts(facts: BusinessFacts): FactsDraft {
  const openingHours = {} as Record<WeekDay, DayDraft>;
  for (const day of WEEK_DAYS) {
    const hours = facts.openingHours[day];
    openingHours[day] = hours ? { open: true, ...hours } : { open: false, ...NEW_DAY_HOURS };
  }
  const social = {} as Record<SocialNetwork, string>;
  for (const network of SOCIAL_NETWORKS) social[network] = facts.social[network];
  return {
    ...facts,
    openingHours,
    social,
    rating: formatRating(facts.rating, BASE_LOCALE),
    reviewCount: String(facts.reviewCount),
    // ids from the position: the same facts always give the same draft
    reviews: facts.reviews.map((review, index) => ({ id: `saved-${index}`, ...review })),
  };
}

let newReviewCount = 0;

/** An empty review dated `today`, five stars, with an id no other review has. */
export function newReview(today: string): ReviewDraft {
  newReviewCount += 1;
  return { id: `new-${newReviewCount}`, author: '', place: '', text: '', rating: 5, date: today };
}

/** "4,8" and "4.8" → 4.8; anything else stays text, for the validator to name. */
export function parseRating(text: string): number | string {
  const trimmed = text.trim();
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : trimmed;
}

/** "34" (spaces allowed: "1 234") → 34; anything else stays text, for the validator to name. */
export function parseCount(text: string): number | string {
  const digits = text.trim().replace(/\s/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : text.trim();
}

/**
 * The draft as validateBusinessFacts takes it: the BusinessFacts shape, numbers parsed where
 * they parse. The validator trims and normalizes the rest.
 */
export function draftToInput(draft: FactsDraft): Record<string, unknown> {
  const openingHours = {} as Record<WeekDay, { opens: string; closes: string } | null>;
  for (const day of WEEK_DAYS) {
    const { open, opens, closes } = draft.openingHours[day];
    openingHours[day] = open ? { opens, closes } : null;
  }
  return {
    ...draft,
    openingHours,
    social: { ...draft.social },
    rating: parseRating(draft.rating),
    reviewCount: parseCount(draft.reviewCount),
    reviews: draft.reviews.map(({ id: _id, ...review }) => review),
  };
}

/**
 * The draft with what saving would not change taken out: spaces around texts, a closed day's
 * hours, ids, and the order of the keys (saved facts come back from jsonb in its own order).
 */
function comparable(draft: FactsDraft): string {
  return JSON.stringify(draftToInput(draft), (_key, value: unknown) => {
    if (typeof value === 'string') return value.trim();
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));
  });
}

/**
 * Dirty when saving the draft would change the saved facts. Spaces around a text do not
 * count (the server trims them); a different spelling of the same value does (the server
 * stores it normalized, e.g. a phone number in E.164), as on the videos tab.
 */
export function isDraftDirty(draft: FactsDraft, saved: BusinessFacts): boolean {
  return comparable(draft) !== comparable(draftFromFacts(saved));
}

/** The reviews with review `id` moved one place up (-1) or down (1); no change past either end. */
export function moveReview(reviews: readonly ReviewDraft[], id: string, offset: -1 | 1): ReviewDraft[] {
  const index = reviews.findIndex((review) => review.id === id);
  const target = index + offset;
  if (index === -1 || target < 0 || target >= reviews.length) return [...reviews];
  const moved = [...reviews];
  [moved[index], moved[target]] = [moved[target] as ReviewDraft, moved[index] as ReviewDraft];
  return moved;
}
