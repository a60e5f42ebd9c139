import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIGURED_FACTS } from '#src/content/business.ts';
import { renderWithHomeData, testImage } from '#src/features/home/testing/render-with-home-data.tsx';
import ReviewsSection from './reviews.island.tsx';

const saved = (facts: Partial<typeof CONFIGURED_FACTS>) => ({
  locale: 'pt-PT' as const,
  version: 2,
  updatedAt: '2026-11-20T10:00:00Z',
  facts: { ...CONFIGURED_FACTS, ...facts },
});

describe('ReviewsSection', () => {
  it('invents no review: with nothing saved it shows the rating summary and the listing link alone', () => {
    expect(CONFIGURED_FACTS.reviews).toEqual([]);
    renderWithHomeData(<ReviewsSection />);

    expect(screen.getByText('5,0')).toBeInTheDocument();
    expect(screen.getByText('34 avaliações no Google')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 de 5 estrelas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver todas as avaliações/ })).toHaveAttribute(
      'href',
      CONFIGURED_FACTS.mapsUrl,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the rating, the count, the listing and the reviews the owner saved, in their order', () => {
    const today = new Date().toISOString().slice(0, 10);
    renderWithHomeData(<ReviewsSection />, {
      media: { 'trust.review_1': testImage('trust.review_1') },
      facts: saved({
        rating: 4.8,
        reviewCount: 1,
        mapsUrl: 'https://maps.app.goo.gl/abc123',
        reviews: [
          { author: 'Rita Costa', place: 'Setúbal', text: 'Muito bom.', rating: 5, date: today },
          { author: 'João Reis', place: '', text: 'Rápidos e cuidadosos.', rating: 4, date: '2020-01-15' },
        ],
      }),
    });

    expect(screen.getByText('4,8')).toBeInTheDocument();
    expect(screen.getByText('1 avaliação no Google')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4,8 de 5 estrelas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver todas as avaliações/ })).toHaveAttribute(
      'href',
      'https://maps.app.goo.gl/abc123',
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Muito bom.')).toBeInTheDocument();
    expect(within(first!).getByText('hoje').closest('span')).toHaveTextContent('Setúbal · hoje');
    expect(within(first!).getByText('hoje')).toHaveAttribute('datetime', today);
    expect(
      within(first!).getByRole('img', { name: 'Foto do trabalho avaliado por Rita Costa' }),
    ).toHaveAttribute('src', 'https://cdn.example/trust.review_1.jpg');
    expect(within(second!).getByText('João Reis')).toBeInTheDocument();
    expect(within(second!).getByRole('img', { name: '4 de 5 estrelas' })).toBeInTheDocument();
    expect(within(second!).getByText(/^há \d+ anos$/)).toBeInTheDocument();
  });
});
