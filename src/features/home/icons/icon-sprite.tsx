import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { iconSymbolId } from './icon.tsx';
import { SPRITE_ICONS, type IconName, type OwnDrawing } from './sprite-icons.tsx';

type IconNode = [tag: string, attributes: Record<string, string>][];

/** lucide's stroke style, set once on each <symbol> instead of on every drawing. */
const LUCIDE_STYLE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * The shapes of a lucide icon element without the <svg> lucide wraps them in (its attributes
 * would repeat in every symbol): lucide's icon components are forwardRef wrappers whose render
 * returns its <Icon> with the drawing as `icon.node`. Null for a lucide release built
 * differently; that icon is then drawn whole.
 */
export function lucideShapes(element: ReactElement): ReactNode[] | null {
  const type = element.type as { render?: (props: object, ref: null) => unknown };
  if (typeof type !== 'object' || typeof type.render !== 'function') return null;
  const inner = type.render({}, null) as { props?: { icon?: { node?: unknown } } } | null;
  const node = inner?.props?.icon?.node;
  if (!Array.isArray(node)) return null;
  return (node as IconNode).map(([tag, { key, ...attributes }], index) =>
    createElement(tag, { key: key ?? index, ...attributes }),
  );
}

function symbolFor(name: IconName, drawing: ReactElement | OwnDrawing) {
  const id = iconSymbolId(name);
  if (!isValidElement(drawing)) {
    const style = drawing.plain ? {} : LUCIDE_STYLE;
    return (
      <symbol key={name} id={id} viewBox={drawing.viewBox ?? '0 0 24 24'} {...style}>
        {drawing.shapes}
      </symbol>
    );
  }
  const shapes = lucideShapes(drawing);
  if (!shapes) {
    return (
      <symbol key={name} id={id} viewBox="0 0 24 24">
        {drawing}
      </symbol>
    );
  }
  // the variants the sprite sets on an icon (a filled star, a bolder check)
  const { fill, strokeWidth } = drawing.props as { fill?: string; strokeWidth?: number };
  return (
    <symbol
      key={name}
      id={id}
      viewBox="0 0 24 24"
      {...LUCIDE_STYLE}
      fill={fill ?? LUCIDE_STYLE.fill}
      strokeWidth={strokeWidth ?? LUCIDE_STYLE.strokeWidth}
    >
      {shapes}
    </symbol>
  );
}

/**
 * The home page's icons, each drawn once as a <symbol>; every <Icon> on the page points at
 * one. Rendered first in the page, so the symbols exist wherever an icon is used.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      {Object.entries(SPRITE_ICONS).map(([name, drawing]) => symbolFor(name as IconName, drawing))}
    </svg>
  );
}
