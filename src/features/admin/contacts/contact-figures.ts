// The Contactos tab's figures, from contact-stats' daily rows: totals of a period (every language
// together, or one language's page), the taps by section and by day. Days without a row counted
// nothing.
import { CONTACT_SECTIONS, type ContactSection } from '#portable/contact-count.ts';
import type { ContactStats } from '#portable/contact-stats.ts';
import { daysEndingWith } from '#portable/lisbon-day.ts';
import type { SiteLocale } from '#portable/site-locales.ts';

export const PERIODS = ['today', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

const PERIOD_DAYS: Record<Period, number> = { today: 1, week: 7, month: 30 };

export interface PeriodFigures {
  visits: number;
  /**
   * Each day's distinct visitors of each language's page, added up: one person on two days, or
   * on both pages in one day, counts twice.
   */
  visitors: number;
  whatsapp: number;
  calls: number;
  visitorsWhoTapped: number;
  /** Visitors who tapped, of all visitors (0 to 1); null without visitors. */
  tapShare: number | null;
  /** The part of `visits` estimated from a sample (days beyond the daily ceiling). */
  estimatedVisits: number;
}

export interface SectionTaps {
  section: ContactSection;
  whatsapp: number;
  calls: number;
}

export interface DayTaps {
  day: string;
  whatsapp: number;
  calls: number;
}

function periodDays(stats: ContactStats, period: Period): Set<string> {
  return new Set(daysEndingWith(stats.today, PERIOD_DAYS[period]));
}

/** The period's figures, of every language's page or, with `locale`, of that one's only. */
export function periodFigures(stats: ContactStats, period: Period, locale?: SiteLocale): PeriodFigures {
  const days = periodDays(stats, period);
  const counted = (row: { day: string; locale: SiteLocale }) =>
    days.has(row.day) && (locale === undefined || row.locale === locale);
  const figures = {
    visits: 0,
    visitors: 0,
    whatsapp: 0,
    calls: 0,
    visitorsWhoTapped: 0,
    estimatedVisits: 0,
  };
  for (const row of stats.visits) {
    if (!counted(row)) continue;
    figures.visits += row.visits;
    figures.visitors += row.visitors;
    figures.visitorsWhoTapped += row.visitorsWhoTapped;
    figures.estimatedVisits += row.estimatedVisits;
  }
  for (const row of stats.taps) {
    if (!counted(row)) continue;
    if (row.channel === 'whatsapp') figures.whatsapp += row.taps;
    else figures.calls += row.taps;
  }
  const tapShare = figures.visitors > 0 ? Math.min(1, figures.visitorsWhoTapped / figures.visitors) : null;
  return { ...figures, tapShare };
}

/** One row per section of the page, in page order, with the period's taps. */
export function tapsBySection(stats: ContactStats, period: Period): SectionTaps[] {
  const days = periodDays(stats, period);
  const rows = new Map(CONTACT_SECTIONS.map((section) => [section, { section, whatsapp: 0, calls: 0 }]));
  for (const row of stats.taps) {
    const sectionRow = rows.get(row.section);
    if (!sectionRow || !days.has(row.day)) continue;
    if (row.channel === 'whatsapp') sectionRow.whatsapp += row.taps;
    else sectionRow.calls += row.taps;
  }
  return [...rows.values()];
}

/** Every day of the last 30, oldest first, with its taps (0 where none). */
export function tapsByDay(stats: ContactStats): DayTaps[] {
  const rows = new Map(
    daysEndingWith(stats.today, PERIOD_DAYS.month).map((day) => [day, { day, whatsapp: 0, calls: 0 }]),
  );
  for (const row of stats.taps) {
    const dayRow = rows.get(row.day);
    if (!dayRow) continue;
    if (row.channel === 'whatsapp') dayRow.whatsapp += row.taps;
    else dayRow.calls += row.taps;
  }
  return [...rows.values()];
}

export function hasTaps(stats: ContactStats): boolean {
  return stats.taps.some((row) => row.taps > 0);
}
