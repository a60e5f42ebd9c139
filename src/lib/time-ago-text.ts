const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.RelativeTimeFormat>();

/** How long ago, in the unit the page says it in: "há 5 dias" is { unit: 'day', value: 5 }. */
export interface TimeAgoSpan {
  unit: 'day' | 'week' | 'month' | 'year';
  value: number;
}

/** How long ago a YYYY-MM-DD date was, seen at `now` (a date after `now` is today). Arithmetic only. */
export function timeAgoSpan(date: string, now: number): TimeAgoSpan {
  const days = Math.max(0, Math.floor((now - Date.parse(`${date}T00:00:00Z`)) / DAY_MS));
  if (days < 7) return { unit: 'day', value: days };
  if (days < 30) return { unit: 'week', value: Math.floor(days / 7) };
  if (days < 365) return { unit: 'month', value: Math.floor(days / 30) };
  return { unit: 'year', value: Math.floor(days / 365) };
}

/**
 * How long ago a YYYY-MM-DD date was, seen at `now`, in the language `lang` ("pt-PT": "hoje",
 * "há 3 dias", "há 2 semanas"; "en": "3 days ago"). A formatter is made on first use: building
 * one costs tens of milliseconds of a phone's main thread (its language data).
 */
export function timeAgo(date: string, now: number, lang: string): string {
  let relative = formatters.get(lang);
  if (!relative) {
    relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    formatters.set(lang, relative);
  }
  const { unit, value } = timeAgoSpan(date, now);
  return relative.format(-value, unit);
}
