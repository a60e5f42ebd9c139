import { HEADER_COPY, NAV_ITEMS } from '@/content/home-copy.ts';
import { ChatLink } from '../components/chat-link.tsx';
import { Icon } from '../icons/icon.tsx';
import { Island } from '../islands/island.tsx';
import { MOBILE_MENU_ATTRIBUTE } from '../mobile-menu-behaviour.ts';

/**
 * Sticky header: logo, in-page navigation, Contactar. On small screens the same items sit in a
 * native disclosure (<details>), which opens and closes from the HTML alone, before any script;
 * mobile-menu-behaviour.ts closes it on a choice.
 */
export function SiteHeader() {
  const menu = { [MOBILE_MENU_ATTRIBUTE]: '' };
  return (
    <header id="topo" className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18 lg:px-8">
        <Island name="home-link" props={{}} />

        <nav aria-label={HEADER_COPY.navLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} className="nav-link">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden lg:block">
          <ChatLink section="header">{HEADER_COPY.contact}</ChatLink>
        </div>

        <details className="group lg:hidden" {...menu}>
          <summary
            aria-label={HEADER_COPY.openMenu}
            className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-brand-900 transition-colors hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
          >
            <Icon name="menu" size={24} className="group-open:hidden" />
            <Icon name="x" size={24} className="hidden group-open:block" />
          </summary>
          <div className="absolute inset-x-0 top-full border-y border-slate-200 bg-white shadow-lg">
            <nav aria-label={HEADER_COPY.navLabel} className="mx-auto max-w-7xl px-4 pt-2 pb-5 sm:px-6">
              <ul className="flex flex-col">
                {NAV_ITEMS.map((item) => (
                  <li key={item.id}>
                    <a href={`#${item.id}`} className="menu-link">
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
              <ChatLink section="header" size="lg" className="mt-3 w-full">
                {HEADER_COPY.contact}
              </ChatLink>
            </nav>
          </div>
        </details>
      </div>
    </header>
  );
}
