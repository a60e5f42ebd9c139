import { CONFIGURED_FACTS } from '../../content/business.ts';
import { readBuildFacts, type BuildFacts } from '../../lib/build-facts-contract.ts';

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
