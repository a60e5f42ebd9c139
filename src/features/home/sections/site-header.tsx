import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { HEADER_COPY, NAV_ITEMS } from '../../../content/home-copy.ts';
import { business } from '../../../content/business.ts';
import { whatsappLink } from '../../../lib/contact-links.ts';
import { WhatsAppIcon } from '../../../lib/ui/brand-icons.tsx';
import { buttonClasses } from '../../../lib/ui/button-styles.ts';
import { SiteLogo } from '../components/site-logo.tsx';

const MENU_ID = 'menu-movel';

/** Sticky header: logo, in-page navigation, Contactar; on small screens a toggle shows the same items. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header id="topo" className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18 lg:px-8">
        {/* the name stays the start of the label: voice control users say what they see */}
        <a href="/" aria-label={`${business.name}, ${HEADER_COPY.homeLink}`} className="shrink-0 rounded-lg">
          <SiteLogo />
        </a>

        <nav aria-label={HEADER_COPY.navLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  className="rounded-full px-4 py-2 text-[0.95rem] font-semibold whitespace-nowrap text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <a
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('chat')}
            >
              <WhatsAppIcon size={20} />
              {HEADER_COPY.contact}
            </a>
          </div>
          <button
            ref={toggleRef}
            type="button"
            aria-label={HEADER_COPY.openMenu}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-900 transition-colors hover:bg-brand-50 lg:hidden"
          >
            {open ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
          </button>
        </div>
      </div>

      <div id={MENU_ID} hidden={!open} className="border-t border-slate-200 bg-white lg:hidden">
        <nav aria-label={HEADER_COPY.navLabel} className="mx-auto max-w-7xl px-4 pt-2 pb-5 sm:px-6">
          <ul className="flex flex-col">
            {NAV_ITEMS.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  onClick={close}
                  className="block rounded-xl px-3 py-3 text-lg font-semibold text-slate-800 hover:bg-brand-50"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <a
            href={whatsappLink()}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
            className={buttonClasses('chat', 'lg', 'mt-3 w-full')}
          >
            <WhatsAppIcon size={20} />
            {HEADER_COPY.contact}
          </a>
        </nav>
      </div>
    </header>
  );
}
