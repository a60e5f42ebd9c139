import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from './island-components.ts';

type IslandLoaders = { [N in IslandName]: () => Promise<ComponentType<IslandProps<N>>> };

/**
 * The code of each island, fetched only when that island hydrates: the first screen's
 * islands load with the page, the portfolio and the waterproofing video only when the
 * visitor comes near them. The same components as island-components.ts, which the build and
 * the router use directly; the mapped type keeps both lists the same.
 */
export const ISLAND_LOADERS: IslandLoaders = {
  'slot-image': () => import('../components/slot-image.tsx').then((module) => module.SlotImage),
  'site-logo': () => import('../components/site-logo.tsx').then((module) => module.SiteLogo),
  'site-icon': () => import('../components/site-icon.tsx').then((module) => module.SiteIcon),
  'hero-video': () => import('../components/hero-video.tsx').then((module) => module.HeroVideo),
  'hero-badge': () => import('../components/hero-badge.tsx').then((module) => module.HeroBadge),
  portfolio: () => import('../sections/portfolio-section.tsx').then((module) => module.PortfolioSection),
  'waterproofing-video': () =>
    import('../components/waterproofing-video.tsx').then((module) => module.WaterproofingVideo),
};
