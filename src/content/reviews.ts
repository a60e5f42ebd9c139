// The customer reviews the home page shows: only real ones, copied by the owner from the
// business's Google listing (name and place as the customer gave them). None by default:
// the reviews section then shows the rating summary and the link to the listing alone.

export interface Review {
  /** The media slot of the photo of the work reviewed (trust.review_1..3). */
  slot: 'trust.review_1' | 'trust.review_2' | 'trust.review_3';
  name: string;
  place: string;
  /** When it was written, as shown, e.g. "há 2 semanas". */
  time: string;
  text: string;
}

export const REVIEWS: readonly Review[] = [];
