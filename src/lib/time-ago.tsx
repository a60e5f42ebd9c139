import { useState } from 'react';
import { SITE_LOCALES } from '#portable/site-locales.ts';
import { usePageLocale } from './page-language.ts';
import { timeAgo } from './time-ago-text.ts';
import { TIME_AGO_ATTRIBUTE } from './refresh-times-ago.ts';

/**
 * A date as "há 2 semanas" (in the page's language), counted from when it is rendered: the
 * build, then the visit (the page refreshes the text at load, so a page built weeks ago still
 * counts right, and React leaves that text alone when it hydrates).
 */
export function TimeAgo({ date }: { date: string }) {
  const [now] = useState(Date.now);
  const { htmlLang } = SITE_LOCALES[usePageLocale()];
  const marker = { [TIME_AGO_ATTRIBUTE]: '' };
  return (
    <time dateTime={date} suppressHydrationWarning {...marker}>
      {timeAgo(date, now, htmlLang)}
    </time>
  );
}
