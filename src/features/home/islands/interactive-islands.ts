import type { IslandName } from './island-components.ts';

/**
 * The islands a visitor interacts with (the portfolio's flip and window): hydrated as soon as
 * they come near the viewport. The others only show data, which the prerendered HTML already
 * has: React runs them only when a live change must be rendered.
 */
export const INTERACTIVE_ISLANDS: ReadonlySet<IslandName> = new Set<IslandName>(['portfolio']);

/** Marks an interactive island in the page, for the page's first script (no React) to find. */
export const INTERACTIVE_ISLAND_ATTRIBUTE = 'data-island-interactive';
