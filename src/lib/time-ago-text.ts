const DAY_MS = 24 * 60 * 60 * 1000;
let relative: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago a YYYY-MM-DD date was, seen at `now`: "hoje", "há 3 dias", "há 2 semanas", "há 1
 * ano". The formatter is made on first use: building one costs the page's first script time
 * even when there is no date to show.
 */
export function timeAgo(date: string, now: number): string {
  relative ??= new Intl.RelativeTimeFormat('pt-PT', { numeric: 'auto' });
  const days = Math.max(0, Math.floor((now - Date.parse(`${date}T00:00:00Z`)) / DAY_MS));
  if (days < 7) return relative.format(-days, 'day');
  if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}
