/**
 * Resolves once the page has been open `ms`, counted from its navigation (`performance.now()`),
 * at once if it already has.
 */
export function whenPageOpenFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - performance.now())));
}
