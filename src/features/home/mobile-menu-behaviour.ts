// What the phone menu (a native <details> in site-header.tsx) does beyond opening and
// closing: a choice closes it, and so do Escape and a tap outside it. Plain DOM code in the
// page's first script, so it works long before React has loaded (the header never hydrates).

/** Marks the phone menu's <details> element. */
export const MOBILE_MENU_ATTRIBUTE = 'data-mobile-menu';

function openMenus(root: Document): HTMLDetailsElement[] {
  return [...root.querySelectorAll<HTMLDetailsElement>(`details[${MOBILE_MENU_ATTRIBUTE}][open]`)];
}

/** Installs the behaviours on `root`; works for menus rendered later too (delegated). */
export function enhanceMobileMenu(root: Document): void {
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    for (const menu of openMenus(root)) {
      const inside = target !== null && menu.contains(target);
      // a link in the menu was chosen, or the visitor tapped somewhere else
      if ((inside && target.closest('a')) || !inside) menu.open = false;
    }
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus(root)) {
      const hadFocus = menu.contains(root.activeElement);
      menu.open = false;
      if (hadFocus) menu.querySelector('summary')?.focus();
    }
  });
}
