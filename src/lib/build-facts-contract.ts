import type { BusinessFacts } from '../../supabase/functions/_shared/portable/business-facts-shape.ts';

/**
 * The business facts the build rendered `/` with, left in the page as JSON: the home page's
 * islands hydrate with them, and the SEO page tells from them whether the page is older than
 * the last edit in /admin.
 */
export interface BuildFacts {
  facts: BusinessFacts;
  /** The stored version the build read; null when it rendered the build's configuration. */
  version: number | null;
  /** When that version was saved (ISO), or null. */
  updatedAt: string | null;
  /** When the page was rendered (ms since 1970): "há 2 semanas" counts from it until hydrated. */
  renderedAt: number;
}

/** The id of the `<script type="application/json">` that carries them. */
export const BUILD_FACTS_ELEMENT_ID = 'build-facts';

/** The JSON the page carries, or undefined when it has none (not prerendered) or it is unreadable. */
export function readBuildFacts(doc: Document): BuildFacts | undefined {
  const text = doc.getElementById(BUILD_FACTS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as BuildFacts;
  } catch {
    return undefined;
  }
}
