import type { MediaSlotWithVersions } from '#src/lib/database-rows.ts';
import { toPublishedImage, type PublishedImage } from '#src/lib/published-image.ts';

export interface PortfolioItem {
  id: string;
  beforeImage: PublishedImage;
  afterImage: PublishedImage;
}

/** The slot catalogue has pairs 1..20. */
const MAX_PORTFOLIO_PAIRS = 20;

const GALLERY_SLOT = /^gallery\.before_after\.(\d+)\.(before|after)$/;

/**
 * Gallery pairs where both sides are published with a real current image, ordered by the
 * pair number (2 before 10), at most 20. A side without a current version is ignored.
 */
export function buildPortfolioPairs(rows: readonly MediaSlotWithVersions[]): PortfolioItem[] {
  const sides = new Map<number, { before?: PublishedImage; after?: PublishedImage }>();
  for (const row of rows) {
    const match = GALLERY_SLOT.exec(row.slot_name);
    if (!match) continue;
    const pair = Number(match[1]);
    if (!Number.isInteger(pair) || pair < 1 || pair > MAX_PORTFOLIO_PAIRS) continue;
    const image = toPublishedImage(row);
    if (!image) continue;
    const entry = sides.get(pair) ?? {};
    entry[match[2] as 'before' | 'after'] = image;
    sides.set(pair, entry);
  }
  return [...sides.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([pair, { before, after }]) =>
      before && after ? [{ id: `before_after.${pair}`, beforeImage: before, afterImage: after }] : [],
    );
}
