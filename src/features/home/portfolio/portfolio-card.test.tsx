import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { PageLanguageContext } from '#src/lib/page-language.ts';
import { portfolioItems } from '#src/features/home/testing/render-with-home-data.tsx';
import { PortfolioCard } from './portfolio-card.tsx';

const [item] = portfolioItems(1);
const LABELS = BUILT_IN_PAGE_TEXTS['pt-PT'].portfolio;

describe('PortfolioCard', () => {
  it('starts on the before image with the ANTES badge and Ver Depois', () => {
    render(<PortfolioCard item={item!} number={1} labels={LABELS} />);

    expect(screen.getByRole('img')).toHaveAttribute('src', item!.beforeImage.url);
    expect(screen.getByRole('img')).toHaveAccessibleName('Trabalho 1, antes da limpeza');
    expect(screen.getByText('ANTES')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Depois' })).toBeInTheDocument();
  });

  it('offers the side’s smaller copies in srcset, sized for the grid, and none without copies', async () => {
    const user = userEvent.setup();
    const withCopies = {
      ...item!,
      beforeImage: {
        ...item!.beforeImage,
        variants: [{ width: 480, height: 360, url: 'https://cdn.example/before-w480.webp' }],
      },
    };
    render(<PortfolioCard item={withCopies} number={1} labels={LABELS} />);

    expect(screen.getByRole('img')).toHaveAttribute(
      'srcset',
      `https://cdn.example/before-w480.webp 480w, ${item!.beforeImage.url} 800w`,
    );
    expect(screen.getByRole('img').getAttribute('sizes')).toMatch(/100vw$/);
    await user.click(screen.getByRole('button', { name: 'Ver Depois' }));
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img')).not.toHaveAttribute('sizes');
  });

  it('flips with the Ver Depois / Ver Antes button', async () => {
    const user = userEvent.setup();
    render(<PortfolioCard item={item!} number={1} labels={LABELS} />);

    await user.click(screen.getByRole('button', { name: 'Ver Depois' }));
    expect(screen.getByRole('img')).toHaveAttribute('src', item!.afterImage.url);
    expect(screen.getByRole('img')).toHaveAccessibleName('Trabalho 1, depois da limpeza');
    expect(screen.getByText('DEPOIS')).toBeInTheDocument();
    expect(screen.queryByText('ANTES')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver Antes' }));
    expect(screen.getByRole('img')).toHaveAttribute('src', item!.beforeImage.url);
    expect(screen.getByText('ANTES')).toBeInTheDocument();
  });

  it('flips by clicking the image or the round toggle', async () => {
    const user = userEvent.setup();
    render(<PortfolioCard item={item!} number={1} labels={LABELS} />);

    await user.click(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', item!.afterImage.url);
    await user.click(screen.getByRole('button', { name: 'Trocar a imagem do trabalho 1' }));
    expect(screen.getByRole('img')).toHaveAttribute('src', item!.beforeImage.url);
  });

  it('flips from the keyboard', async () => {
    const user = userEvent.setup();
    render(<PortfolioCard item={item!} number={1} labels={LABELS} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Trocar a imagem do trabalho 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('DEPOIS')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ver Antes' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('ANTES')).toBeInTheDocument();
  });

  it('uses the owner’s alt text when there is one', () => {
    const withAlt = { ...item!, beforeImage: { ...item!.beforeImage, alt: 'Sofá bege com manchas' } };
    render(<PortfolioCard item={withAlt} number={1} labels={LABELS} />);

    expect(screen.getByRole('img', { name: 'Sofá bege com manchas' })).toBeInTheDocument();
  });
});

describe('PortfolioCard on the English page', () => {
  const renderInEnglish = (card: typeof item) =>
    render(
      <PageLanguageContext value={{ locale: 'en-GB', published: ['pt-PT', 'en-GB'] }}>
        <PortfolioCard item={card!} number={1} labels={BUILT_IN_PAGE_TEXTS['en-GB'].portfolio} />
      </PageLanguageContext>,
    );

  it('uses the owner’s English alt text of the side shown', async () => {
    const user = userEvent.setup();
    renderInEnglish({
      ...item!,
      beforeImage: {
        ...item!.beforeImage,
        alt: 'Sofá bege com manchas',
        translatedAlt: { 'en-GB': 'Stained beige sofa' },
      },
      afterImage: {
        ...item!.afterImage,
        alt: 'Sofá bege limpo',
        translatedAlt: { 'en-GB': 'Clean beige sofa' },
      },
    });
    expect(screen.getByRole('img', { name: 'Stained beige sofa' })).not.toHaveAttribute('lang');
    await user.click(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Clean beige sofa' })).not.toHaveAttribute('lang');
  });

  it('marks the Portuguese alt text as Portuguese when there is no English one', () => {
    renderInEnglish({ ...item!, beforeImage: { ...item!.beforeImage, alt: 'Sofá bege com manchas' } });
    expect(screen.getByRole('img', { name: 'Sofá bege com manchas' })).toHaveAttribute('lang', 'pt-PT');
  });

  it('describes the job in English, with no lang, when the owner wrote no alt text', () => {
    renderInEnglish(item);
    expect(screen.getByRole('img', { name: 'Job 1, before cleaning' })).not.toHaveAttribute('lang');
  });
});
