// The islands that hydrate as the page loads, imported together so the browser fetches them as
// one chunk: seven small files cost more bytes and requests than one. Not a barrel for other
// code; island-loaders.ts is its only importer.
export { HeroBadge } from '../components/hero-badge.tsx';
export { HeroVideo } from '../components/hero-video.tsx';
export { HomeLink } from '../components/home-link.tsx';
export { SiteIcon } from '../components/site-icon.tsx';
export { SiteLogo } from '../components/site-logo.tsx';
export { PortfolioSection } from '../sections/portfolio-section.tsx';
