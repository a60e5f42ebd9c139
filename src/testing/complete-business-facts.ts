import type { BusinessFacts } from '#portable/business-facts/shape.ts';

/**
 * A complete set of business facts as the validator stores them (trimmed, phones in E.164, no
 * placeholder), with `changes` on top: the one fixture every test that needs whole facts starts
 * from, in src/ and in tests/ alike.
 */
export function completeBusinessFacts(changes: Partial<BusinessFacts> = {}): BusinessFacts {
  const weekday = () => ({ opens: '09:00', closes: '19:00' });
  return {
    name: 'Estofos Lisboa',
    whatsapp: '+351912345678',
    phone: '+351210000000',
    email: 'geral@estofos.pt',
    streetAddress: 'Rua das Flores, 10',
    postalCode: '1200-195',
    locality: 'Lisboa',
    openingHours: {
      Mo: weekday(),
      Tu: weekday(),
      We: weekday(),
      Th: weekday(),
      Fr: weekday(),
      Sa: { opens: '10:00', closes: '13:00' },
      Su: null,
    },
    social: {
      instagram: 'https://www.instagram.com/estofoslisboa',
      facebook: 'https://facebook.com/estofoslisboa',
      youtube: '',
      tiktok: '',
    },
    mapsUrl: 'https://maps.app.goo.gl/AbCdEf123',
    rating: 4.9,
    reviewCount: 87,
    reviews: [
      {
        language: 'pt-PT',
        author: 'Ana Silva',
        place: 'Almada',
        text: 'Sofá como novo!',
        rating: 5,
        date: '2026-10-02',
      },
      {
        language: 'pt-PT',
        author: 'Rui Lopes',
        place: '',
        text: 'Pontuais e cuidadosos.',
        rating: 4,
        date: '2026-02-10',
      },
    ],
    ...changes,
  };
}
