import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { FIRST_SCREEN_ICONS } from './first-screen-icons.ts';
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
function lucideShapes(element: ReactElement): ReactNode[] | null {
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
  // the variants the sprite sets on an icon (a filled shape, a bolder check)
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

const ICONS = Object.entries(SPRITE_ICONS) as [IconName, ReactElement | OwnDrawing][];

/**
 * The first screen's icons, each drawn once as a <symbol> that its <Icon>s point at. Rendered
 * first in the page, so the symbols exist wherever an icon is used. Not displayed: each <use>
 * draws its own copy, and a displayed sprite would have the browser style every shape of it
 * too, on every restyle of the first screen (no symbol uses a gradient or a clip, which a
 * hidden sprite could not lend).
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="hidden">
      {ICONS.filter(([name]) => FIRST_SCREEN_ICONS.has(name)).map(([name, drawing]) =>
        symbolFor(name, drawing),
      )}
    </svg>
  );
}

/**
 * The other icons, as the standalone file `below-fold-icons.svg` (written by this component's
 * test: `npx vitest run -u icon-sprite`). The page keeps its bytes out of the HTML; the browser
 * fetches it once and caches it.
 */
export function BelowFoldSprite() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg">
      {ICONS.filter(([name]) => !FIRST_SCREEN_ICONS.has(name)).map(([name, drawing]) =>
        symbolFor(name, drawing),
      )}
    </svg>
  );
}
