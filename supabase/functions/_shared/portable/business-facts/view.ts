// How the business facts read on the page (pt-PT) and in structured data. Pure.
import { WEEK_DAYS, type DayHours, type WeekDay, type WeeklyHours } from './shape.ts';

const DAY_NAMES: Record<WeekDay, string> = {
  Mo: 'Segunda',
  Tu: 'Terça',
  We: 'Quarta',
  Th: 'Quinta',
  Fr: 'Sexta',
  Sa: 'Sábado',
  Su: 'Domingo',
};

/** Consecutive days with the same hours (or all closed), as the footer lists them. */
export interface HoursRow {
  days: WeekDay[];
  /** null: closed on these days. */
  hours: DayHours | null;
  /** "Segunda a Sexta: 8h–18h", "Sábado: 9h–14h", "Domingo: encerrado". */
  label: string;
}

/** "08:00" → "8h", "08:30" → "8h30". */
export function formatHour(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`;
}

/** "Segunda", "Sábado e Domingo", "Segunda a Sexta". */
function dayRange(days: readonly WeekDay[]): string {
  const first = DAY_NAMES[days[0]!];
  if (days.length === 1) return first;
  const last = DAY_NAMES[days[days.length - 1]!];
  return days.length === 2 ? `${first} e ${last}` : `${first} a ${last}`;
}

const sameHours = (a: DayHours | null, b: DayHours | null) =>
  a === null || b === null ? a === b : a.opens === b.opens && a.closes === b.closes;

/** The week, Monday first, as rows of consecutive days that keep the same hours. */
export function openingHoursRows(week: WeeklyHours): HoursRow[] {
  const rows: HoursRow[] = [];
  for (const day of WEEK_DAYS) {
    const hours = week[day];
    const last = rows.at(-1);
    if (last && sameHours(last.hours, hours)) last.days.push(day);
    else rows.push({ days: [day], hours, label: '' });
  }
  for (const row of rows) {
    row.label = `${dayRange(row.days)}: ${
      row.hours ? `${formatHour(row.hours.opens)}–${formatHour(row.hours.closes)}` : 'encerrado'
    }`;
  }
  return rows;
}

/** 4.8 → "4,8"; 5 → "5,0". */
export function formatRating(rating: number): string {
  return rating.toLocaleString('pt-PT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** 34 → "34 avaliações no Google"; 1 → "1 avaliação no Google"; 1500 → "1500 avaliações…". */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'avaliação' : 'avaliações'} no Google`;
}

/** Read aloud for a star rating: "4,8 de 5 estrelas", "1 de 5 estrelas". */
export function starsLabel(rating: number): string {
  return `${Number.isInteger(rating) ? rating : formatRating(rating)} de 5 estrelas`;
}
