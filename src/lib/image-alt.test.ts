import { altInPageLanguage, shownAlt } from './image-alt.ts';
import type { PublishedImage } from './published-image.ts';

function image(alt: string, translatedAlt?: PublishedImage['translatedAlt']): PublishedImage {
  return { url: 'https://cdn.example/sofa.webp', alt, translatedAlt, width: 800, height: 600, variants: [] };
}

describe('shownAlt', () => {
  it('on the base page: the owner’s Portuguese text, in the page’s language', () => {
    expect(shownAlt(image('Sofá limpo', { 'en-GB': 'Clean sofa' }), 'pt-PT', 'Serviço')).toEqual({
      alt: 'Sofá limpo',
      lang: undefined,
    });
  });

  it('on the English page: the owner’s English text when there is one', () => {
    expect(shownAlt(image('Sofá limpo', { 'en-GB': 'Clean sofa' }), 'en-GB', 'Sofa service')).toEqual({
      alt: 'Clean sofa',
      lang: undefined,
    });
    // even without a Portuguese one
    expect(shownAlt(image('', { 'en-GB': 'Clean sofa' }), 'en-GB', 'Sofa service').alt).toBe('Clean sofa');
  });

  it('on the English page without one: the Portuguese text, marked as Portuguese for screen readers', () => {
    expect(shownAlt(image('Sofá limpo'), 'en-GB', 'Sofa service')).toEqual({
      alt: 'Sofá limpo',
      lang: 'pt-PT',
    });
  });

  it('without any owner’s text: the caller’s description, already in the page’s language', () => {
    expect(shownAlt(image(''), 'en-GB', 'Sofa service')).toEqual({ alt: 'Sofa service', lang: undefined });
    expect(shownAlt(image('', { 'en-GB': 'Clean sofa' }), 'pt-PT', 'Serviço')).toEqual({
      alt: 'Serviço',
      lang: undefined,
    });
  });
});

describe('altInPageLanguage (a <meta>, which cannot say its language)', () => {
  it('never gives text in another language: the caller’s description instead', () => {
    expect(altInPageLanguage(image('Sofá limpo'), 'en-GB', 'Upholstery cleaning')).toBe(
      'Upholstery cleaning',
    );
    expect(altInPageLanguage(image('Sofá limpo', { 'en-GB': 'Clean sofa' }), 'en-GB', 'x')).toBe(
      'Clean sofa',
    );
    expect(altInPageLanguage(image('Sofá limpo'), 'pt-PT', 'Limpeza')).toBe('Sofá limpo');
  });
});
