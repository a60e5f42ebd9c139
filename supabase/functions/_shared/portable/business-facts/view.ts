// How the business facts read on a page in each language of the site, and in structured data.
// Pure. The words here are grammar, not the owner's: day names, "closed", how a rating and a
// count are written.
import type { SiteLocale } from '../site-locales.ts';
import { WEEK_DAYS, type DayHours, type WeekDay, type WeeklyHours } from './shape.ts';

interface FactsViewCopy {
  /** The language whose number format the rating takes. */
  numberLocale: string;
  days: Record<WeekDay, string>;
  /** "Segunda a Sexta", "Monday to Friday". */
  range: (first: string, last: string) => string;
  /** "Sábado e Domingo", "Saturday and Sunday". */
  pair: (first: string, last: string) => string;
  closed: string;
  reviewCount: (count: number) => string;
  /** Read aloud for a star rating, the rating already written. */
  stars: (rating: string) => string;
}

/** The days' English names: the English page's, and schema.org's DayOfWeek values. */
export const ENGLISH_DAY_NAMES: Record<WeekDay, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

const FACTS_VIEW_COPY: Record<SiteLocale, FactsViewCopy> = {
  'pt-PT': {
    numberLocale: 'pt-PT',
    days: {
      Mo: 'Segunda',
      Tu: 'Terça',
      We: 'Quarta',
      Th: 'Quinta',
      Fr: 'Sexta',
      Sa: 'Sábado',
      Su: 'Domingo',
    },
    range: (first, last) => `${first} a ${last}`,
    pair: (first, last) => `${first} e ${last}`,
    closed: 'encerrado',
    reviewCount: (count) => `${count} ${count === 1 ? 'avaliação' : 'avaliações'} no Google`,
    stars: (rating) => `${rating} de 5 estrelas`,
  },
  'en-GB': {
    numberLocale: 'en-GB',
    days: ENGLISH_DAY_NAMES,
    range: (first, last) => `${first} to ${last}`,
    pair: (first, last) => `${first} and ${last}`,
    closed: 'closed',
    reviewCount: (count) => `${count} Google ${count === 1 ? 'review' : 'reviews'}`,
    stars: (rating) => `${rating} out of 5 stars`,
  },
};

/** Consecutive days with the same hours (or all closed), as the footer lists them. */
export interface HoursRow {
  days: WeekDay[];
  /** null: closed on these days. */
  hours: DayHours | null;
  /** "Segunda a Sexta: 8h–18h", "Sábado: 9h–14h", "Domingo: encerrado". */
  label: string;
}

/** "08:00" → "8h", "08:30" → "8h30": how Lisbon writes hours, in either language. */
export function formatHour(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`;
}

/** "Segunda", "Sábado e Domingo", "Segunda a Sexta". */
function dayRange(days: readonly WeekDay[], copy: FactsViewCopy): string {
  const first = copy.days[days[0]!];
  if (days.length === 1) return first;
  const last = copy.days[days[days.length - 1]!];
  return days.length === 2 ? copy.pair(first, last) : copy.range(first, last);
}

const sameHours = (a: DayHours | null, b: DayHours | null) =>
  a === null || b === null ? a === b : a.opens === b.opens && a.closes === b.closes;

/** The week, Monday first, as rows of consecutive days that keep the same hours. */
export function openingHoursRows(week: WeeklyHours, locale: SiteLocale): HoursRow[] {
  const copy = FACTS_VIEW_COPY[locale];
  const rows: HoursRow[] = [];
  for (const day of WEEK_DAYS) {
    const hours = week[day];
    const last = rows.at(-1);
    if (last && sameHours(last.hours, hours)) last.days.push(day);
    else rows.push({ days: [day], hours, label: '' });
  }
  for (const row of rows) {
    row.label = `${dayRange(row.days, copy)}: ${
      row.hours ? `${formatHour(row.hours.opens)}–${formatHour(row.hours.closes)}` : copy.closed
    }`;
  }
  return rows;
}

/** 4.8 → "4,8" (pt-PT) or "4.8"; 5 → "5,0" or "5.0". */
export function formatRating(rating: number, locale: SiteLocale): string {
  return rating.toLocaleString(FACTS_VIEW_COPY[locale].numberLocale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/** 34 → "34 avaliações no Google", "34 Google reviews"; 1 → "1 avaliação no Google". */
export function reviewCountLabel(count: number, locale: SiteLocale): string {
  return FACTS_VIEW_COPY[locale].reviewCount(count);
}

/** Read aloud for a star rating: "4,8 de 5 estrelas", "1 out of 5 stars". */
export function starsLabel(rating: number, locale: SiteLocale): string {
  return FACTS_VIEW_COPY[locale].stars(
    Number.isInteger(rating) ? String(rating) : formatRating(rating, locale),
  );
}
