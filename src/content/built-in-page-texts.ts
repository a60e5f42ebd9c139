// The page's words as the site ships them, in every language of the site: what a language's page
// shows until the owner edits it in /admin ("Textos"), and where the form starts. Our copy, never
// a machine's: the owner reads it, changes what they wish and saves it as theirs.
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { BUILT_IN_PAGE_TEXTS_EN } from './built-in-page-texts-en.ts';
import { BUILT_IN_PAGE_TEXTS_PT } from './built-in-page-texts-pt.ts';

export const BUILT_IN_PAGE_TEXTS: Readonly<Record<SiteLocale, PageTexts>> = {
  'pt-PT': BUILT_IN_PAGE_TEXTS_PT,
  'en-GB': BUILT_IN_PAGE_TEXTS_EN,
};
