import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from './island-components.ts';

type IslandLoaders = { [N in IslandName]: () => Promise<ComponentType<IslandProps<N>>> };

const firstScreenIslands = () => import('./first-screen-islands.ts');

/**
 * The code of each island, fetched only when that island hydrates: the islands that hydrate at
 * load (the first screen's, and the portfolio, which must exist for its menu anchor) together,
 * the images, the waterproofing video, the reviews and the footer when the visitor comes near them. The same components
 * as island-components.ts, which the build and the router use directly; the mapped type keeps
 * both lists the same.
 */
export const ISLAND_LOADERS: IslandLoaders = {
  'slot-image': () => import('../components/slot-image.tsx').then((module) => module.SlotImage),
  'site-logo': () => firstScreenIslands().then((module) => module.SiteLogo),
  'home-link': () => firstScreenIslands().then((module) => module.HomeLink),
  'site-icon': () => firstScreenIslands().then((module) => module.SiteIcon),
  'hero-video': () => firstScreenIslands().then((module) => module.HeroVideo),
  'hero-badge': () => firstScreenIslands().then((module) => module.HeroBadge),
  portfolio: () => firstScreenIslands().then((module) => module.PortfolioSection),
  'waterproofing-video': () =>
    import('../components/waterproofing-video.tsx').then((module) => module.WaterproofingVideo),
  reviews: () => import('../sections/reviews-section.tsx').then((module) => module.ReviewsSection),
  'site-footer': () => import('../sections/site-footer.tsx').then((module) => module.SiteFooter),
};
