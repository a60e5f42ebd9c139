import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { business } from '../../../content/business.ts';
import { renderWithHomeData } from '../testing/render-with-home-data.tsx';
import { SiteHeader } from './site-header.tsx';

function mobileMenu() {
  return document.getElementById('menu-movel') as HTMLElement;
}

describe('SiteHeader', () => {
  it('links the logo home and the nav items to their sections', () => {
    renderWithHomeData(<SiteHeader />);

    expect(screen.getByRole('link', { name: /página inicial/ })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Sobre Nós', '#sobre'],
      ['Serviços', '#servicos'],
      ['Porque Nós?', '#porque'],
      ['FAQ', '#faq'],
    ]);
  });

  it('opens the chat with the business number in a new tab from Contactar', () => {
    renderWithHomeData(<SiteHeader />);

    const contact = screen.getByRole('link', { name: 'Contactar' });
    expect(contact).toHaveAttribute('href', `https://wa.me/${business.whatsappDigits}`);
    expect(contact).toHaveAttribute('target', '_blank');
  });

  it('shows the menu from the toggle and closes it when an item is chosen', async () => {
    const user = userEvent.setup();
    renderWithHomeData(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'menu-movel');
    expect(mobileMenu()).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(mobileMenu()).toBeVisible();
    expect(
      within(mobileMenu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sobre Nós', 'Serviços', 'Porque Nós?', 'FAQ', 'Contactar']);

    await user.click(within(mobileMenu()).getByRole('link', { name: 'Serviços' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes the menu with the toggle, and with Escape returning focus to the toggle', async () => {
    const user = userEvent.setup();
    renderWithHomeData(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });

    await user.click(toggle);
    await user.click(toggle);
    expect(mobileMenu()).not.toBeVisible();

    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(mobileMenu()).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });
});
