// The answer of contact-stats (GET, admin session), read by /admin's Contactos tab: the daily
// aggregates of the last CONTACT_STATS_DAYS Lisbon days, today included, per language of the
// page they were counted on. Days (or languages) without a row counted nothing.
import type { ContactChannel, ContactSection } from './contact-count.ts';
import type { SiteLocale } from './site-locales.ts';

export const CONTACT_STATS_DAYS = 30;

interface DailyVisits {
  day: string;
  /** The language of the page visited. */
  locale: SiteLocale;
  visits: number;
  /** Distinct visitors of this language's page that day. */
  visitors: number;
  visitorsWhoTapped: number;
  /** The part of `visits` estimated from a sample, beyond the daily ceiling. */
  estimatedVisits: number;
}

interface DailyTaps {
  day: string;
  /** The language of the page the link was tapped on. */
  locale: SiteLocale;
  section: ContactSection;
  channel: ContactChannel;
  taps: number;
}

export interface ContactStats {
  /** Today in Lisbon (YYYY-MM-DD): the last of the days. */
  today: string;
  visits: DailyVisits[];
  taps: DailyTaps[];
}
