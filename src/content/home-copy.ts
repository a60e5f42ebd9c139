// The home page's texts that the owner does not edit, in pt-PT: the anchors of the menu, the
// names only screen readers hear, and an image's description. The words visitors read are page
// texts: built-in-page-texts.ts, edited in /admin ("Textos").

/** The menu's items: each section's anchor, and which page text (`header.…`) is its label. */
export const NAV_ITEMS = [
  { id: 'sobre', label: 'navAbout' },
  { id: 'servicos', label: 'navServices' },
  { id: 'porque', label: 'navReasons' },
  { id: 'faq', label: 'navFaq' },
] as const;

export const HEADER_COPY = {
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  navLabel: 'Principal',
  skipToContent: 'Saltar para o conteúdo',
} as const;

export const FAQ_BANNER_ALT = 'A nossa equipa a trabalhar';
