// The 404 page's head (in every language at once), in one place for both sides: scripts/prerender.ts writes it into
// dist/404.html (what a host answers an unknown path with, status 404) and NotFoundPage sets
// the same title when it renders in the browser. No import of business.ts: the prerender script
// imports this module under plain Node, where import.meta.env does not exist.

/** "Página não encontrada · Page not found | <business name>": one page for every language of the site. */
export function notFoundTitle(businessName: string): string {
  return `Página não encontrada · Page not found | ${businessName}`;
}

/** The attribute of the 404 page's #root that lists the languages published when it was built. */
export const PUBLISHED_LANGUAGES_ATTRIBUTE = 'data-published-languages';

/** A missing page is neither indexed nor followed. */
export const NOT_FOUND_ROBOTS = 'noindex, nofollow';
