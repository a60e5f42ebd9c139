import { CONFIGURED_FACTS } from '../../content/business.ts';
import { serializeJsonLd } from '../../lib/page-metadata.ts';
import { BUILD_FACTS_ELEMENT_ID, readBuildFacts, type BuildFacts } from '../../lib/build-facts-contract.ts';

let current: BuildFacts | undefined;

/** Set by the prerender before it renders `/` (and by tests). */
export function setBuildFacts(value: BuildFacts): void {
  current = value;
}

/**
 * What the page was rendered with: in the browser the JSON the prerender left in the page, so an
 * island hydrates to exactly its markup; the configuration where there is none (the router's
 * page, tests).
 */
export function getBuildFacts(): BuildFacts {
  current ??= (typeof document === 'undefined' ? undefined : readBuildFacts(document)) ?? {
    facts: CONFIGURED_FACTS,
    version: null,
    updatedAt: null,
    renderedAt: Date.now(),
  };
  return current;
}

/** The build's facts as JSON in the page, for the islands and for the SEO page's freshness check. */
export function BuildFactsScript() {
  return (
    <script
      id={BUILD_FACTS_ELEMENT_ID}
      type="application/json"
      // raw JSON text; serializeJsonLd escapes '<' so nothing in it can close the element
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(getBuildFacts()) }}
    />
  );
}
