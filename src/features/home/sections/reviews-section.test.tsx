import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { business } from '../../../content/business.ts';
import { REVIEWS } from '../../../content/reviews.ts';
import { renderWithHomeData } from '../testing/render-with-home-data.tsx';
import { ReviewsSection } from './reviews-section.tsx';

describe('ReviewsSection', () => {
  it('invents no review: none are configured, so it shows the rating summary and the listing link alone', () => {
    expect(REVIEWS).toEqual([]);
    renderWithHomeData(<ReviewsSection />);

    expect(screen.getByText('5,0')).toBeInTheDocument();
    expect(screen.getByText('34 avaliações no Google')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver todas as avaliações/ })).toHaveAttribute(
      'href',
      business.mapsUrl,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
  });

  it('shows the reviews the owner configured, with name, place and text', () => {
    renderWithHomeData(
      <ReviewsSection
        reviews={[
          {
            slot: 'trust.review_1',
            name: 'Rita Costa',
            place: 'Setúbal',
            time: 'há 1 mês',
            text: 'Muito bom.',
          },
        ]}
      />,
    );

    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Muito bom.')).toBeInTheDocument();
    expect(screen.getByText('Rita Costa')).toBeInTheDocument();
    expect(screen.getByText(/Setúbal/)).toBeInTheDocument();
  });
});
