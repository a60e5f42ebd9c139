import type { IconName } from './sprite-icons.tsx';

/** The id of an icon's <symbol> in the page's sprite (icon-sprite.tsx). */
export const iconSymbolId = (name: IconName) => `icon-${name}`;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/**
 * A decorative icon from the page's sprite: the link or button around it carries the name.
 * Islands use it too, so their scripts carry no drawings.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
