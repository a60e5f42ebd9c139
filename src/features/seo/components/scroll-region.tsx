import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller on small screens. It takes focus so keyboard users can
 * scroll it too (WCAG 2.1.1), and is a labelled region so that focus has a name.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must be focusable
      tabIndex={0}
      className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </div>
  );
}
