const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago a YYYY-MM-DD date was, seen at `now`, in the language `lang` ("pt-PT": "hoje",
 * "há 3 dias", "há 2 semanas"; "en": "3 days ago"). A formatter is made on first use: building
 * one costs the page's first script time even when there is no date to show.
 */
export function timeAgo(date: string, now: number, lang: string): string {
  let relative = formatters.get(lang);
  if (!relative) {
    relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    formatters.set(lang, relative);
  }
  const days = Math.max(0, Math.floor((now - Date.parse(`${date}T00:00:00Z`)) / DAY_MS));
  if (days < 7) return relative.format(-days, 'day');
  if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}
