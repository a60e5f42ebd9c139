import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { portfolioItems, renderWithHomeData } from '#src/features/home/testing/render-with-home-data.tsx';
import PortfolioSection from './portfolio.island.tsx';

function shownTitles() {
  return within(screen.getByRole('region', { name: 'Antes e Depois' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('PortfolioSection', () => {
  it('is absent without pairs', () => {
    renderWithHomeData(<PortfolioSection />, { portfolio: [] });

    expect(screen.queryByRole('region', { name: 'Antes e Depois' })).not.toBeInTheDocument();
  });

  it('shows up to 4 pairs without arrows, hint or more button', () => {
    renderWithHomeData(<PortfolioSection />, { portfolio: portfolioItems(4) });

    expect(shownTitles()).toEqual(['Trabalho 1', 'Trabalho 2', 'Trabalho 3', 'Trabalho 4']);
    expect(screen.queryByRole('button', { name: 'Trabalhos seguintes' })).not.toBeInTheDocument();
    expect(screen.queryByText(/A mostrar/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ver Outros Trabalhos/ })).not.toBeInTheDocument();
  });

  it('windows 7 pairs 4 at a time, wrapping around both ways', async () => {
    const user = userEvent.setup();
    renderWithHomeData(<PortfolioSection />, { portfolio: portfolioItems(7) });

    expect(shownTitles()).toEqual(['Trabalho 1', 'Trabalho 2', 'Trabalho 3', 'Trabalho 4']);
    expect(screen.getByText('A mostrar 4 de 7 trabalhos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Outros Trabalhos (3)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Trabalhos seguintes' }));
    expect(shownTitles()).toEqual(['Trabalho 5', 'Trabalho 6', 'Trabalho 7', 'Trabalho 1']);

    await user.click(screen.getByRole('button', { name: 'Trabalhos anteriores' }));
    await user.click(screen.getByRole('button', { name: 'Trabalhos anteriores' }));
    expect(shownTitles()).toEqual(['Trabalho 4', 'Trabalho 5', 'Trabalho 6', 'Trabalho 7']);

    await user.click(screen.getByRole('button', { name: 'Ver Outros Trabalhos (3)' }));
    expect(shownTitles()).toEqual(['Trabalho 1', 'Trabalho 2', 'Trabalho 3', 'Trabalho 4']);
  });

  it('asks for a quote with a prefilled text', () => {
    renderWithHomeData(<PortfolioSection />, { portfolio: portfolioItems(3) });

    const cta = screen.getByRole('link', { name: /Quero um resultado assim/ });
    expect(cta.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+/);
  });
});
