// What marks an island in the prerendered page, apart from the registry so that the page's first
// script (no React, near-islands.ts) can read it without loading the registry.

/** Marks an island that hydrates when the visitor comes near, for the page's first script to find. */
export const INTERACTIVE_ISLAND_ATTRIBUTE = 'data-island-interactive';
