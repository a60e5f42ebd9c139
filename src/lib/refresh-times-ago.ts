import { timeAgo } from './time-ago-text.ts';

/** Marks the dates (time-ago.tsx) whose "há 2 semanas" the page brings up to date when it loads. */
export const TIME_AGO_ATTRIBUTE = 'data-time-ago';

/**
 * Counts the prerendered "há 2 semanas" again from now, in the page's language (its `<html
 * lang>`): the page may have been built long ago.
 */
export function refreshTimesAgo(
  root: ParentNode,
  now = Date.now(),
  lang = document.documentElement.lang,
): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>(`time[${TIME_AGO_ATTRIBUTE}]`)) {
    const text = timeAgo(time.dateTime, now, lang || navigator.language);
    if (time.textContent !== text) time.textContent = text;
  }
}
