import { rowsOf } from '#src/lib/read-error.ts';
import { getSupabase } from '#src/lib/supabase-lazy.ts';
import { BASE_LOCALE, isSiteLocale, SITE_LOCALE_IDS, type SiteLocale } from '#portable/site-locales.ts';

/**
 * The languages the site is published in, in the order of site-locales.ts: the site's own, and
 * those the owner published in /admin. Read by the build, which writes a page for each and
 * links them; an open page does not follow it (a page appears or goes with the next build).
 */
export async function getPublishedLocales(signal?: AbortSignal): Promise<SiteLocale[]> {
  const supabase = await getSupabase();
  let query = supabase.rest.from('published_locales').select('locale');
  if (signal) query = query.abortSignal(signal);
  const rows = rowsOf('published_locales', await query);
  const published = new Set<SiteLocale>([BASE_LOCALE]);
  // a language this build does not know (added by a newer one) is not this build's to write
  for (const { locale } of rows) if (isSiteLocale(locale)) published.add(locale);
  return SITE_LOCALE_IDS.filter((locale) => published.has(locale));
}
