import type { PublishedImage } from './published-image.ts';
import { shareImageOf } from './share-image.ts';

const image: PublishedImage = {
  url: 'https://cdn.example/share.jpg',
  alt: 'Sala com sofá limpo',
  width: 1200,
  height: 630,
  variants: [],
};

describe('shareImageOf alt text', () => {
  it('is the owner’s text in the page’s language', () => {
    expect(shareImageOf(image, 'pt-PT', 'Limpeza de estofos').alt).toBe('Sala com sofá limpo');
    const translated = { ...image, translatedAlt: { 'en-GB': 'Room with a clean sofa' } };
    expect(shareImageOf(translated, 'en-GB', 'Upholstery cleaning').alt).toBe('Room with a clean sofa');
  });

  it('is the page’s own description, never Portuguese, on the English page without an English text', () => {
    expect(shareImageOf(image, 'en-GB', 'Upholstery cleaning').alt).toBe('Upholstery cleaning');
  });
});
