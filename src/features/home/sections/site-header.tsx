import { HEADER_COPY } from '#src/content/home-copy.ts';
import { Icon } from '#src/features/home/icons/icon.tsx';
import { Island } from '#src/features/home/islands/island.tsx';
import HomeLink from '#src/features/home/components/home-link.island.tsx';
import HeaderNavLinks from './header-nav.island.tsx';
import HeaderContactLink from './header-contact.island.tsx';
import { MOBILE_MENU_ATTRIBUTE } from '#src/features/home/mobile-menu-behaviour.ts';
import { useLocalized } from '#src/lib/page-language.ts';
import { LanguageLinks } from './language-links.tsx';

/**
 * Sticky header: logo, in-page navigation, Contactar. On small screens the same items sit in a
 * native disclosure (<details>), which opens and closes from the HTML alone, before any script;
 * mobile-menu-behaviour.ts closes it on a choice. The links and the button are islands of their
 * own (the owner's labels follow edits live); the rest never changes, the links to the page in
 * the site's other languages among it (they change only with a new build).
 */
export function SiteHeader() {
  const menu = { [MOBILE_MENU_ATTRIBUTE]: '' };
  const copy = useLocalized(HEADER_COPY);
  return (
    <header id="topo" className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18 lg:px-8">
        <Island component={HomeLink} props={{}} />

        <nav aria-label={copy.navLabel} className="hidden lg:block">
          <Island component={HeaderNavLinks} props={{ place: 'bar' }} />
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <LanguageLinks place="bar" />
          <Island component={HeaderContactLink} props={{ place: 'bar' }} />
        </div>

        <details className="group lg:hidden" {...menu}>
          <summary
            aria-label={copy.openMenu}
            className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-brand-900 transition-colors hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
          >
            <Icon name="menu" size={24} className="group-open:hidden" />
            <Icon name="x" size={24} className="hidden group-open:block" />
          </summary>
          <div className="absolute inset-x-0 top-full border-y border-slate-200 bg-white shadow-lg">
            <nav aria-label={copy.navLabel} className="mx-auto max-w-7xl px-4 pt-2 pb-5 sm:px-6">
              <Island component={HeaderNavLinks} props={{ place: 'menu' }} />
              <LanguageLinks place="menu" />
              <Island component={HeaderContactLink} props={{ place: 'menu' }} />
            </nav>
          </div>
        </details>
      </div>
    </header>
  );
}
