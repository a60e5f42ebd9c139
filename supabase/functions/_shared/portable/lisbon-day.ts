// The counters' days are Lisbon's calendar days: the owner's "today" starts at midnight in
// Lisbon, summer time or not. Days travel as ISO dates (YYYY-MM-DD).

const LISBON_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Lisbon',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Lisbon calendar day of an instant, as YYYY-MM-DD. */
export function lisbonDay(at: Date): string {
  const parts = Object.fromEntries(LISBON_DATE.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar day `days` after (or, negative, before) `day`. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The `count` days that end with `lastDay`, oldest first. */
export function daysEndingWith(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftDay(lastDay, index - count + 1));
}
