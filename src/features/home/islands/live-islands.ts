// The islands that only show data, imported together so the browser fetches them as one chunk
// when a live change must be rendered (every one of them hydrates then). Not a barrel for other
// code; island-loaders.ts is its only importer.
export { HeroBadge } from '../components/hero-badge.tsx';
export { HeroVideo } from '../components/hero-video.tsx';
export { HomeLink } from '../components/home-link.tsx';
export { SiteLogo } from '../components/site-logo.tsx';
export { SlotImage } from '../components/slot-image.tsx';
export { WaterproofingVideo } from '../components/waterproofing-video.tsx';
export { HowItWorksSection } from '../sections/how-it-works-section.tsx';
export { ReviewsSection } from '../sections/reviews-section.tsx';
export { ServicesSection } from '../sections/services-section.tsx';
export { SiteFooter } from '../sections/site-footer.tsx';
