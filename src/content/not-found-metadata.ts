// The 404 page's head (pt-PT), in one place for both sides: scripts/prerender.ts writes it into
// dist/404.html (what a host answers an unknown path with, status 404) and NotFoundPage sets
// the same title when it renders in the browser. No import of business.ts: the prerender script
// imports this module under plain Node, where import.meta.env does not exist.

/** "Página não encontrada | <business name>". */
export function notFoundTitle(businessName: string): string {
  return `Página não encontrada | ${businessName}`;
}

/** A missing page is neither indexed nor followed. */
export const NOT_FOUND_ROBOTS = 'noindex, nofollow';
