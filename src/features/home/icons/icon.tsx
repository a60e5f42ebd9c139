import belowFoldSpriteUrl from './below-fold-icons.svg?url&no-inline';
import { FIRST_SCREEN_ICONS } from './first-screen-icons.ts';
import type { IconName } from './sprite-icons.tsx';

/** The id of an icon's <symbol> in its sprite (icon-sprite.tsx). */
export const iconSymbolId = (name: IconName) => `icon-${name}`;

/**
 * Where an icon's <symbol> is: in the page for the first screen's icons, in the sprite file for
 * the others (a data: URL would not do: <use> ignores it, hence no-inline).
 */
function iconHref(name: IconName): string {
  const id = iconSymbolId(name);
  return FIRST_SCREEN_ICONS.has(name) ? `#${id}` : `${belowFoldSpriteUrl}#${id}`;
}

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/**
 * A decorative icon from the page's sprites: the link or button around it carries the name.
 * Islands use it too, so their scripts carry no drawings.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <use href={iconHref(name)} />
    </svg>
  );
}
