import { describe, expect, it } from 'vitest';
import { business, formatPhoneForDisplay, normalizePhone } from '../content/business.ts';
import { QUOTE_TEXT, telLink, whatsappLink } from './contact-links.ts';

describe('whatsappLink', () => {
  it('is the bare chat link with the configured number when there is no text', () => {
    expect(whatsappLink()).toBe(`https://wa.me/${business.whatsappDigits}`);
    expect(business.whatsappDigits).toMatch(/^\d+$/);
  });

  it('carries the prefilled text percent-encoded, so it survives as one query value', () => {
    const link = new URL(whatsappLink(QUOTE_TEXT));
    expect(link.origin + link.pathname).toBe(`https://wa.me/${business.whatsappDigits}`);
    expect(link.searchParams.get('text')).toBe('Olá, quero um orçamento para limpeza de estofos');
    expect(whatsappLink('a & b = c?#d')).toBe(
      `https://wa.me/${business.whatsappDigits}?text=a%20%26%20b%20%3D%20c%3F%23d`,
    );
  });

  it('keeps only the digits of the number', () => {
    expect(whatsappLink(undefined, '+351 912-345 678')).toBe('https://wa.me/351912345678');
  });
});

describe('telLink', () => {
  it('dials the E.164 number', () => {
    expect(telLink()).toBe(`tel:${business.phoneE164}`);
    expect(telLink('+351 912 345 678')).toBe('tel:+351912345678');
  });
});

describe('business phone', () => {
  it('normalises what an owner may type into E.164', () => {
    expect(normalizePhone('+351 912 345 678')).toBe('+351912345678');
    expect(normalizePhone('00351 912 345 678')).toBe('+351912345678');
    expect(normalizePhone('912345678')).toBe('+351912345678');
  });

  it('shows a Portuguese number grouped 3-3-3 and leaves others as they are', () => {
    expect(formatPhoneForDisplay('+351910000000')).toBe('+351 910 000 000');
    expect(formatPhoneForDisplay('+441632960000')).toBe('+441632960000');
  });

  it('defaults to the clearly fake placeholder number', () => {
    expect(business.phoneE164).toBe('+351910000000');
    expect(business.phoneDisplay).toBe('+351 910 000 000');
  });
});
