import { business } from '../content/business.ts';

/** The exact prefilled text of the service cards' Solicitar Orçamento button. */
export const QUOTE_TEXT = 'Olá, quero um orçamento para limpeza de estofos';

/** Prefilled texts of the other chat buttons (pt-PT). */
export const CHAT_TEXTS = {
  hero: 'Olá, gostaria de pedir um orçamento.',
  portfolio: 'Olá, vi os vossos trabalhos de antes e depois e gostaria de pedir um orçamento.',
  waterproofing: 'Olá, quero um orçamento para impermeabilização de estofos.',
  specialist: 'Olá, gostaria de falar com um especialista sobre um serviço personalizado.',
  faq: 'Olá, tenho uma dúvida sobre os vossos serviços.',
} as const;

/** `https://wa.me/<digits>`, with `?text=` when there is a prefilled message. */
export function whatsappLink(text?: string, digits: string = business.whatsappDigits): string {
  const base = `https://wa.me/${digits.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** `tel:+351…`: the E.164 number, nothing a dialer could misread. */
export function telLink(phoneE164: string = business.phoneE164): string {
  return `tel:+${phoneE164.replace(/\D/g, '')}`;
}

export function mailtoLink(email: string = business.email): string {
  return `mailto:${email}`;
}
