import type { IconName } from './sprite-icons.tsx';

/**
 * The icons of the header and the hero, drawn in the page itself so the first screen waits for
 * no request; the others are in a sprite file the browser fetches with the page
 * (icon-sprite.tsx).
 */
export const FIRST_SCREEN_ICONS: ReadonlySet<IconName> = new Set<IconName>([
  'logo',
  'menu',
  'x',
  'whatsapp',
  'phone',
  'sparkles',
  'check-circle',
  'clock',
  'play',
]);
