// The portfolio shows a window of 4 items; with more, the arrows move the window a whole
// page forward or back and wrap around the ends: a looping carousel.

const PORTFOLIO_WINDOW_SIZE = 4;

/** Start index reduced into range, so a list that shrank (an unpublished pair) stays valid. */
export function normalizeStart(start: number, total: number): number {
  if (total <= 0) return 0;
  return ((start % total) + total) % total;
}

/** The items in the window starting at `start`; wraps past the end. All of them when they fit. */
export function windowItems<T>(items: readonly T[], start: number, size = PORTFOLIO_WINDOW_SIZE): T[] {
  if (items.length <= size) return [...items];
  const first = normalizeStart(start, items.length);
  return Array.from({ length: size }, (_, offset) => items[(first + offset) % items.length] as T);
}

export function nextStart(start: number, total: number, size = PORTFOLIO_WINDOW_SIZE): number {
  return total <= size ? 0 : normalizeStart(start + size, total);
}

export function previousStart(start: number, total: number, size = PORTFOLIO_WINDOW_SIZE): number {
  return total <= size ? 0 : normalizeStart(start - size, total);
}

/** How many items are outside the window (the number in "Ver Outros Trabalhos (N)"). */
export function remainingCount(total: number, size = PORTFOLIO_WINDOW_SIZE): number {
  return Math.max(0, total - size);
}

/** Whether the arrows, the hint and "Ver Outros Trabalhos" show at all. */
export function hasMoreThanWindow(total: number, size = PORTFOLIO_WINDOW_SIZE): boolean {
  return total > size;
}
