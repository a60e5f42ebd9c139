import { describe, expect, it } from 'vitest';
import { CONFIGURED_FACTS } from '#src/content/business.ts';
import { formatPhoneForDisplay } from '#portable/phone-number.ts';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { mailtoLink, telLink, whatsappLink } from './contact-links.ts';

describe('whatsappLink', () => {
  it('is the bare chat link with the number when there is no text', () => {
    expect(whatsappLink('+351910000000')).toBe('https://wa.me/351910000000');
  });

  it('carries the prefilled text percent-encoded, so it survives as one query value', () => {
    const link = new URL(whatsappLink('+351912345678', BUILT_IN_PAGE_TEXTS['pt-PT'].services.quoteMessage));
    expect(link.origin + link.pathname).toBe('https://wa.me/351912345678');
    expect(link.searchParams.get('text')).toBe('Olá, quero um orçamento para limpeza de estofos');
    expect(whatsappLink('+351912345678', 'a & b = c?#d')).toBe(
      'https://wa.me/351912345678?text=a%20%26%20b%20%3D%20c%3F%23d',
    );
  });

  it('keeps only the digits of the number', () => {
    expect(whatsappLink('+351 912-345 678')).toBe('https://wa.me/351912345678');
  });
});

describe('telLink and mailtoLink', () => {
  it('dials the E.164 number', () => {
    expect(telLink('+351910000000')).toBe('tel:+351910000000');
    expect(telLink('+351 912 345 678')).toBe('tel:+351912345678');
  });

  it('writes to the address', () => {
    expect(mailtoLink('geral@example.pt')).toBe('mailto:geral@example.pt');
  });
});

describe('the configured business', () => {
  it('defaults to the clearly fake placeholder number, shown grouped 3-3-3', () => {
    expect(CONFIGURED_FACTS.phone).toBe('+351910000000');
    expect(CONFIGURED_FACTS.whatsapp).toBe('+351910000000');
    expect(formatPhoneForDisplay(CONFIGURED_FACTS.phone)).toBe('+351 910 000 000');
  });
});
