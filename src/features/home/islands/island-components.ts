import type { ComponentProps, ComponentType } from 'react';
import { HeroBadge } from '../components/hero-badge.tsx';
import { HeroVideo } from '../components/hero-video.tsx';
import { HomeLink } from '../components/home-link.tsx';
import { SiteLogo } from '../components/site-logo.tsx';
import { SlotImage } from '../components/slot-image.tsx';
import { WaterproofingVideo } from '../components/waterproofing-video.tsx';
import { HowItWorksSection } from '../sections/how-it-works-section.tsx';
import { PortfolioSection } from '../sections/portfolio-section.tsx';
import { ReviewsSection } from '../sections/reviews-section.tsx';
import { ServicesSection } from '../sections/services-section.tsx';
import { SiteFooter } from '../sections/site-footer.tsx';

/**
 * The parts of the home page React may run, by the name the prerendered HTML gives them: the
 * interactive ones (interactive-islands.ts) when the visitor comes near, every one when a live
 * change must be rendered. Everything else on the page is HTML that React never hydrates. Their
 * props travel in the HTML as JSON, so they are plain data.
 */
export const ISLAND_COMPONENTS = {
  'slot-image': SlotImage,
  'site-logo': SiteLogo,
  'home-link': HomeLink,
  'hero-video': HeroVideo,
  'hero-badge': HeroBadge,
  portfolio: PortfolioSection,
  services: ServicesSection,
  'how-it-works': HowItWorksSection,
  'waterproofing-video': WaterproofingVideo,
  reviews: ReviewsSection,
  'site-footer': SiteFooter,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof ISLAND_COMPONENTS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLAND_COMPONENTS)[N]>;
