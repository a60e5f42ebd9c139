import { BUILD_FACTS_ELEMENT_ID } from '../../lib/build-facts-contract.ts';
import { serializeJsonLd } from '../../lib/page-metadata.ts';
import { getBuildFacts } from './build-facts.ts';

/**
 * The build's facts as JSON in the page, for the islands and for the SEO page's freshness check.
 * A file of its own: only the server render needs it (and page-metadata.ts with it).
 */
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
