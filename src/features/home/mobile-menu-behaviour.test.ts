import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enhanceMobileMenu, MOBILE_MENU_ATTRIBUTE } from './mobile-menu-behaviour.ts';

function renderMenu(): HTMLDetailsElement {
  document.body.innerHTML = `
    <details ${MOBILE_MENU_ATTRIBUTE} open>
      <summary aria-label="Abrir menu">≡</summary>
      <nav><a href="#servicos">Serviços</a><a href="#faq"><span>FAQ</span></a></nav>
    </details>
    <p id="outside">Texto</p>`;
  return document.querySelector('details')!;
}

describe('enhanceMobileMenu', () => {
  beforeAll(() => enhanceMobileMenu(document));
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('closes the open menu when one of its links is chosen', async () => {
    const menu = renderMenu();
    await userEvent.click(document.querySelector('a[href="#faq"] span')!);
    expect(menu.open).toBe(false);
  });

  it('closes it on a tap outside, and leaves it open on a tap inside that is not a link', async () => {
    const menu = renderMenu();
    await userEvent.click(document.querySelector('nav')!);
    expect(menu.open).toBe(true);
    await userEvent.click(document.getElementById('outside')!);
    expect(menu.open).toBe(false);
  });

  it('closes it with Escape and gives the focus back to the toggle', async () => {
    const menu = renderMenu();
    document.querySelector<HTMLElement>('a[href="#servicos"]')!.focus();
    await userEvent.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector('summary'));
  });

  it('leaves a menu that is not marked alone', async () => {
    document.body.innerHTML = '<details open><summary>Outro</summary><a href="#x">x</a></details>';
    await userEvent.click(document.querySelector('a')!);
    expect(document.querySelector('details')!.open).toBe(true);
  });
});
