import { HEADER_COPY } from '../../content/home-copy.ts';
import { useLiveUpdates } from './api/use-live-updates.ts';
import { HydrationBoundary } from './components/hydration-boundary.tsx';
import { SiteIcon } from './components/site-icon.tsx';
import { HomeMetadata } from './home-metadata.tsx';
import { AboutSection } from './sections/about-section.tsx';
import { FaqSection } from './sections/faq-section.tsx';
import { HeroSection } from './sections/hero-section.tsx';
import { HowItWorksSection } from './sections/how-it-works-section.tsx';
import { PortfolioSection } from './sections/portfolio-section.tsx';
import { ReasonsSection } from './sections/reasons-section.tsx';
import { ReviewsSection } from './sections/reviews-section.tsx';
import { ServicesSection } from './sections/services-section.tsx';
import { SiteFooter } from './sections/site-footer.tsx';
import { SiteHeader } from './sections/site-header.tsx';
import { WaterproofingSection } from './sections/waterproofing-section.tsx';

/** The sections of <main>, in the spec's order. */
const MAIN_SECTIONS = [
  HeroSection,
  AboutSection,
  ServicesSection,
  HowItWorksSection,
  PortfolioSection,
  WaterproofingSection,
  ReasonsSection,
  ReviewsSection,
  FaqSection,
];

/** The public home page. Each section is hydrated on its own (HydrationBoundary). */
export function HomePage() {
  useLiveUpdates();

  return (
    <>
      <HomeMetadata />
      <SiteIcon />
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-full bg-brand-900 px-5 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {HEADER_COPY.skipToContent}
      </a>
      <HydrationBoundary>
        <SiteHeader />
      </HydrationBoundary>
      <main id="conteudo" tabIndex={-1} className="outline-none">
        {MAIN_SECTIONS.map((Section, index) => (
          // a fixed list: the index is a stable key
          <HydrationBoundary key={index}>
            <Section />
          </HydrationBoundary>
        ))}
      </main>
      <HydrationBoundary>
        <SiteFooter />
      </HydrationBoundary>
    </>
  );
}
