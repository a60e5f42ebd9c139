// The home page's texts that the owner does not edit, in each language of the site: the anchors
// of the menu, the names only screen readers hear, and an image's description. The words
// visitors read are page texts (built-in-page-texts-*.ts, edited in /admin, "Textos").
import type { SiteLocale } from '#portable/site-locales.ts';

/** The menu's items: each section's anchor, and which page text (`header.…`) is its label. */
export const NAV_ITEMS = [
  { id: 'sobre', label: 'navAbout' },
  { id: 'servicos', label: 'navServices' },
  { id: 'porque', label: 'navReasons' },
  { id: 'faq', label: 'navFaq' },
] as const;

export const HEADER_COPY = {
  'pt-PT': {
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    navLabel: 'Principal',
    skipToContent: 'Saltar para o conteúdo',
  },
  'en-GB': {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    navLabel: 'Main',
    skipToContent: 'Skip to content',
  },
} as const satisfies Record<SiteLocale, Record<string, string>>;

export const FAQ_BANNER_ALT = {
  'pt-PT': 'A nossa equipa a trabalhar',
  'en-GB': 'Our team at work',
} as const satisfies Record<SiteLocale, string>;
