// The shape of the business facts (contacts, address, hours, social links, rating, reviews) and
// their limits: what the page, the admin form, the build and the business-facts function share.
// Apart from the validator (validate.ts), so the public page's script carries only this. The
// area served is words, so it is a page text (footer.serviceArea), written in each language.
import type { SavedDocument } from '../owner-documents/owner-document.ts';
import type { SiteLocale } from '../site-locales.ts';

export const WEEK_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
/** schema.org's day abbreviations, Monday first. */
export type WeekDay = (typeof WEEK_DAYS)[number];

// Type aliases rather than interfaces: facts are JSON (a jsonb column), and only an alias is
// assignable to the database types' Json.

/** One day's opening, "HH:MM" 24-hour; a closed day has none. */
export type DayHours = {
  opens: string;
  closes: string;
};

export type WeeklyHours = Record<WeekDay, DayHours | null>;

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type BusinessReview = {
  /** The language it was written in, marked on the page of another; absent: the site's own. */
  language?: SiteLocale;
  author: string;
  /** Where the customer is from, as they gave it; may be empty. */
  place: string;
  text: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  /** When it was written, YYYY-MM-DD. */
  date: string;
};

export type BusinessFacts = {
  name: string;
  /** E.164, e.g. "+351910000000": the number behind every WhatsApp link. */
  whatsapp: string;
  /** E.164: the number behind every call link and the one shown. */
  phone: string;
  email: string;
  /** May be empty: a business that goes to its customers need not show a street. */
  streetAddress: string;
  /** "1000-001", or empty. */
  postalCode: string;
  locality: string;
  openingHours: WeeklyHours;
  /** An empty link hides that network's icon. */
  social: Record<SocialNetwork, string>;
  /** The Google Maps listing (its reviews and the way there). */
  mapsUrl: string;
  /** The Google rating as shown, 1.0 to 5.0 in steps of 0.1. */
  rating: number;
  reviewCount: number;
  reviews: BusinessReview[];
};

/** Field path ("phone", "social.instagram", "openingHours.Mo", "reviews.2.text") → pt-PT message naming the field. */
export type FactErrors = Record<string, string>;

/** The facts as saved: one of the owner's documents, in the site's language only. */
export type SavedBusinessFacts = SavedDocument<'facts', BusinessFacts>;

export const BUSINESS_FACT_LIMITS = {
  name: 80,
  email: 254,
  streetAddress: 120,
  locality: 60,
  url: 500,
  reviews: 6,
  reviewAuthor: 60,
  reviewPlace: 60,
  reviewText: 500,
  reviewCount: 1_000_000,
} as const;
