// The prefilled messages of the WhatsApp buttons are page texts (`whatsappMessage`,
// `quoteMessage`), in each language, which the owner edits in /admin.

/**
 * Marks the page's WhatsApp and call links (`data-contact="whatsapp" | "tel"`), so the ones in
 * the prerendered HTML that React never hydrates can follow a new number (contact-links-binder.ts).
 */
export const CONTACT_LINK_ATTRIBUTE = 'data-contact';

/**
 * The section a WhatsApp or call link is in (`data-contact-section="hero"`, one of
 * CONTACT_SECTIONS), rendered with the link, so a tap is counted for its section
 * (features/home/contact-count/).
 */
export const CONTACT_SECTION_ATTRIBUTE = 'data-contact-section';

/** `https://wa.me/<digits>` for a number in any form, with `?text=` when there is a prefilled message. */
export function whatsappLink(whatsapp: string, text?: string): string {
  const base = `https://wa.me/${whatsapp.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** `tel:+351…`: the E.164 number, nothing a dialer could misread. */
export function telLink(phoneE164: string): string {
  return `tel:+${phoneE164.replace(/\D/g, '')}`;
}

export function mailtoLink(email: string): string {
  return `mailto:${email}`;
}
