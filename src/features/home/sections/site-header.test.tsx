import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURED_FACTS } from '#src/content/business.ts';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { renderWithHomeData } from '#src/features/home/testing/render-with-home-data.tsx';
import { SiteHeader } from './site-header.tsx';
import { loadEveryIsland } from '#src/features/home/islands/island-registry.ts';

beforeAll(loadEveryIsland);

function menu() {
  return document.querySelector('details') as HTMLDetailsElement;
}

describe('SiteHeader', () => {
  it('links the logo home and the nav items to their sections', () => {
    renderWithHomeData(<SiteHeader />);

    expect(screen.getByRole('link', { name: /página inicial/ })).toHaveAttribute('href', '/');
    for (const nav of screen.getAllByRole('navigation', { name: 'Principal' })) {
      const hrefs = within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('#'))
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(hrefs).toEqual([
        ['Sobre Nós', '#sobre'],
        ['Serviços', '#servicos'],
        ['Porque Nós?', '#porque'],
        ['FAQ', '#faq'],
      ]);
    }
  });

  it('opens the chat with the business number in a new tab from Contactar', () => {
    renderWithHomeData(<SiteHeader />);

    for (const contact of screen.getAllByRole('link', { name: 'Contactar' })) {
      expect(contact).toHaveAttribute('href', `https://wa.me/${CONFIGURED_FACTS.whatsapp.slice(1)}`);
      expect(contact).toHaveAttribute('target', '_blank');
    }
  });

  it('follows the WhatsApp number and the name the owner saved', () => {
    renderWithHomeData(<SiteHeader />, {
      facts: {
        locale: 'pt-PT',
        version: 1,
        updatedAt: '2026-11-26T10:00:00Z',
        facts: { ...CONFIGURED_FACTS, name: 'Estofos da Ana', whatsapp: '+351933333333' },
      },
    });

    for (const contact of screen.getAllByRole('link', { name: 'Contactar' })) {
      expect(contact).toHaveAttribute('href', 'https://wa.me/351933333333');
    }
    expect(screen.getByRole('link', { name: 'Estofos da Ana, página inicial' })).toHaveAttribute('href', '/');
  });

  it('shows the menu labels and the button the owner saved, in the bar and in the phone menu', () => {
    const header = { ...BUILT_IN_PAGE_TEXTS['pt-PT'].header, navFaq: 'Dúvidas', contact: 'Falar connosco' };
    renderWithHomeData(<SiteHeader />, {
      texts: {
        locale: 'pt-PT',
        version: 2,
        updatedAt: '2026-11-28T10:00:00Z',
        texts: { ...BUILT_IN_PAGE_TEXTS['pt-PT'], header },
      },
    });

    for (const nav of screen.getAllByRole('navigation', { name: 'Principal' })) {
      expect(within(nav).getByRole('link', { name: 'Dúvidas' })).toHaveAttribute('href', '#faq');
    }
    expect(screen.getAllByRole('link', { name: 'Falar connosco' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'FAQ' })).toBeNull();
  });

  it('puts the phone menu in a closed native disclosure whose toggle is labelled Abrir menu', async () => {
    const user = userEvent.setup();
    renderWithHomeData(<SiteHeader />);
    const toggle = menu().querySelector('summary') as HTMLElement;

    expect(menu().open).toBe(false);
    expect(toggle).toHaveAttribute('aria-label', 'Abrir menu');
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sobre Nós', 'Serviços', 'Porque Nós?', 'FAQ', 'Contactar']);

    await user.click(toggle);
    expect(menu().open).toBe(true);
    await user.click(toggle);
    expect(menu().open).toBe(false);
  });
});
