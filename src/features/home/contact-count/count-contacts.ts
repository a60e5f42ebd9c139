// Counts the visit of a language's page (`/`, `/en/`) and every tap on its WhatsApp and call
// links, each with the page's language (docs/contact-counting.md). Plain DOM, no React and no
// Supabase client: src/main.tsx loads it once the page is interactive. One listener on the
// document sees every contact link, the prerendered ones and the islands' alike, by the
// attributes they are rendered with. It never prevents or delays the link: the count is a beacon
// sent on the way out. Nothing is stored on the visitor's device.
import { type ContactBeacon, isContactSection } from '#portable/contact-count.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { CONTACT_LINK_ATTRIBUTE, CONTACT_SECTION_ATTRIBUTE } from '#src/lib/contact-links.ts';
import { sendContactBeacon } from './send-contact-beacon.ts';

/**
 * The tap a click on this element means on `locale`'s page, or null when it is not on a counted
 * contact link.
 */
export function contactTapOf(target: EventTarget | null, locale: SiteLocale): ContactBeacon | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest(`a[${CONTACT_LINK_ATTRIBUTE}]`);
  if (!link) return null;
  const section = link.getAttribute(CONTACT_SECTION_ATTRIBUTE);
  if (!isContactSection(section)) return null;
  const kind = link.getAttribute(CONTACT_LINK_ATTRIBUTE);
  if (kind === 'tel') return { kind: 'tap', locale, section, channel: 'call' };
  if (kind === 'whatsapp') return { kind: 'tap', locale, section, channel: 'whatsapp' };
  return null;
}

/**
 * Sends the visit of `locale`'s page (the one the counter runs on), then one tap per click (or
 * middle click) on a contact link. Returns the function that stops listening.
 */
export function startCountingContacts(
  locale: SiteLocale,
  root: Document = document,
  send: (beacon: ContactBeacon) => void = sendContactBeacon,
): () => void {
  send({ kind: 'visit', locale });
  const onClick = (event: MouseEvent) => {
    // auxclick: the middle button opens the link in a new tab; a right click opens nothing
    if (event.type === 'auxclick' && event.button !== 1) return;
    const tap = contactTapOf(event.target, locale);
    if (tap) send(tap);
  };
  // capture: seen before any other handler could stop the event
  root.addEventListener('click', onClick, { capture: true });
  root.addEventListener('auxclick', onClick, { capture: true });
  return () => {
    root.removeEventListener('click', onClick, { capture: true });
    root.removeEventListener('auxclick', onClick, { capture: true });
  };
}
