// The validator's and the server's messages are keyed by field path, reviews by position
// ("reviews.2.text"). The form keys a review's messages by the review's id instead
// ("reviews.new-3.text"), so they stay with their review when it is moved and go with it
// when it is removed.
import type { FactErrors } from '#portable/business-facts/shape.ts';
import type { FactsDraft, ReviewField } from './facts-draft.ts';

/** Field key → message: a path as the validator writes it, a review's by its id. */
export type DraftErrors = Readonly<Record<string, string>>;

export function reviewErrorKey(reviewId: string, field?: ReviewField): string {
  return field ? `reviews.${reviewId}.${field}` : `reviews.${reviewId}`;
}

/** `errors` keyed for the draft that was checked (or sent): review positions become ids. */
export function errorsForDraft(errors: FactErrors, draft: FactsDraft): DraftErrors {
  const keyed: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const review = /^reviews\.(\d+)(?:\.(\w+))?$/.exec(path);
    const id = review ? draft.reviews[Number(review[1])]?.id : undefined;
    const key = id ? `reviews.${id}${review?.[2] ? `.${review[2]}` : ''}` : path;
    keyed[key] = message;
  }
  return keyed;
}

export function withoutErrors(errors: DraftErrors, keys: readonly string[]): DraftErrors {
  if (!keys.some((key) => key in errors)) return errors;
  const rest = { ...errors };
  for (const key of keys) delete rest[key];
  return rest;
}

/** A review's messages, for when the review goes. */
export function reviewErrorKeys(errors: DraftErrors, reviewId: string): string[] {
  const prefix = `${reviewErrorKey(reviewId)}.`;
  return Object.keys(errors).filter((key) => key === reviewErrorKey(reviewId) || key.startsWith(prefix));
}

/** An element id for a field key, unique within the form (`prefix` from useId). */
export function fieldId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/[^\w-]/g, '-')}`;
}

/**
 * Whether the form shows this message beside a field or in its section (the opening hours,
 * the reviews); any other (an unknown path from the server, the whole facts) goes at the end.
 */
export function isShownBesideAField(key: string): boolean {
  return (
    /^(name|whatsapp|phone|email|streetAddress|postalCode|locality|mapsUrl|rating|reviewCount)$/.test(key) ||
    /^social\.(instagram|facebook|youtube|tiktok)$/.test(key) ||
    /^openingHours(\.(Mo|Tu|We|Th|Fr|Sa|Su))?$/.test(key) ||
    /^reviews(\.[\w-]+(\.(language|author|place|text|rating|date))?)?$/.test(key)
  );
}
