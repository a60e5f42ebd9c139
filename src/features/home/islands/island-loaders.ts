import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from './island-components.ts';

type IslandLoaders = { [N in IslandName]: () => Promise<ComponentType<IslandProps<N>>> };

const liveIslands = () => import('./live-islands.ts');

/**
 * The code of each island, fetched only when that island hydrates: the portfolio on its own
 * (interactive, hydrated when near), the others together (hydrated together when a live change
 * must be rendered). The same components as island-components.ts, which the build and the
 * router use directly; the mapped type keeps both lists the same.
 */
export const ISLAND_LOADERS: IslandLoaders = {
  portfolio: () => import('../sections/portfolio-section.tsx').then((module) => module.PortfolioSection),
  'slot-image': () => liveIslands().then((module) => module.SlotImage),
  'site-logo': () => liveIslands().then((module) => module.SiteLogo),
  'home-link': () => liveIslands().then((module) => module.HomeLink),
  'hero-video': () => liveIslands().then((module) => module.HeroVideo),
  'hero-badge': () => liveIslands().then((module) => module.HeroBadge),
  'waterproofing-video': () => liveIslands().then((module) => module.WaterproofingVideo),
  services: () => liveIslands().then((module) => module.ServicesSection),
  'how-it-works': () => liveIslands().then((module) => module.HowItWorksSection),
  reviews: () => liveIslands().then((module) => module.ReviewsSection),
  'site-footer': () => liveIslands().then((module) => module.SiteFooter),
};
