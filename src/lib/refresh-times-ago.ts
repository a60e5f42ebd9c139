import { timeAgo, timeAgoSpan } from './time-ago-text.ts';

/** Marks the dates (time-ago.tsx) whose "há 2 semanas" the page brings up to date when it loads. */
export const TIME_AGO_ATTRIBUTE = 'data-time-ago';

interface RefreshOptions {
  /** When the build wrote the texts (the home state's builtAt, in ms): unknown, every text is counted again. */
  builtAt?: number;
  now?: number;
  /** The page's language: by default its `<html lang>`. */
  lang?: string;
}

/**
 * Counts the prerendered "há 2 semanas" again from now: the page may have been built long ago.
 * A date whose span has not changed since the build keeps the build's text, so a page visited
 * the day it was built makes no formatter at all (src/lib/time-ago-text.ts: a costly one).
 */
export function refreshTimesAgo(
  root: ParentNode,
  { builtAt, now = Date.now(), lang = document.documentElement.lang }: RefreshOptions = {},
): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>(`time[${TIME_AGO_ATTRIBUTE}]`)) {
    if (builtAt !== undefined && sameSpan(time.dateTime, builtAt, now)) continue;
    const text = timeAgo(time.dateTime, now, lang || navigator.language);
    if (time.textContent !== text) time.textContent = text;
  }
}

/** Whether `date` reads the same at both times (spans only grow with time: equal ends, equal between). */
function sameSpan(date: string, before: number, after: number): boolean {
  const [then, now] = [timeAgoSpan(date, before), timeAgoSpan(date, after)];
  return then.unit === now.unit && then.value === now.value;
}
